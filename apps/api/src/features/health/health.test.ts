import { describe, expect, it } from 'vitest';
import { healthSchema } from '@campuspath/contract/health';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

describe('GET /api/health', () => {
  it('reports ok with the dataset version, school count and database engine', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json());
    expect(health.dataset).toEqual({ version: testCatalog().version, schools: testCatalog().schools.length });
    expect(health.database).toBe(ctx.database.handle.engine);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is gone', async () => {
    const { buildApp } = await import('../../app.ts');
    const { createTestDatabase } = await import('../../test/test-database.ts');
    const database = await createTestDatabase();
    const app = await buildApp({ catalog: testCatalog(), database: database.handle, storage: ctx.files.storage });
    await database.destroy();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'database_unavailable' });
    await app.close();
  });

  it('serves the OpenAPI document describing the schools API', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/schools', '/api/schools/{id}', '/api/schools/{id}/majors', '/api/health']),
    );
  });
});
