import { describe, expect, it } from 'vitest';
import { createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import { healthSchema, notReadySchema, readySchema } from '@campuspath/contract/health';
import { buildApp } from '../../app.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import { openDatabase } from '../../db/database.ts';
import { SCHEMA_VERSION } from '../../db/migrate.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { checkReadiness, databaseAnswers } from './health.service.ts';

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
    const probe = await isolatedApp();
    await probe.destroyDatabase();
    const response = await probe.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'database_unavailable' });
    await probe.close();
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

/** An app on a database of its own, for probes that break something. */
async function isolatedApp(options: { catalog?: Catalog; breakDatabase?: (database: TestDatabase) => Promise<void> } = {}) {
  const database = await createTestDatabase();
  const app = await buildApp({
    catalog: options.catalog ?? testCatalog(),
    database: database.handle,
    storage: ctx.files.storage,
    mailer: ctx.mail.mailer,
  });
  let destroyed = false;
  if (options.breakDatabase) await options.breakDatabase(database);
  return {
    app,
    destroyDatabase: async () => {
      destroyed = true;
      await database.destroy();
    },
    close: async () => {
      await app.close();
      if (!destroyed) await database.destroy();
    },
  };
}

describe('GET /api/ready', () => {
  it('is ready when the database answers, the catalogue is loaded and migrations are applied', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(readySchema.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: 'up', catalogue: 'loaded', migrations: 'current' },
      schemaVersion: SCHEMA_VERSION,
      datasetVersion: testCatalog().version,
    });
  });

  it('answers 503 naming the database when it is closed, while health also reports it down', async () => {
    const probe = await isolatedApp();
    await probe.destroyDatabase();
    const ready = await probe.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['cache-control']).toBe('no-store');
    const body = notReadySchema.parse(ready.json());
    expect(body).toMatchObject({ status: 'not_ready', error: 'database_unavailable', checks: { database: 'down', migrations: 'unknown' } });
    expect(body.message).toMatch(/database is not answering/);
    const health = await probe.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    await probe.close();
  });

  it('answers 503 naming the migrations when the schema is older than this build', async () => {
    const probe = await isolatedApp({
      breakDatabase: async (database) => {
        await sql`delete from kysely_migration where name = ${SCHEMA_VERSION}`.execute(database.handle.db);
      },
    });
    const response = await probe.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(notReadySchema.parse(response.json())).toMatchObject({
      error: 'migrations_pending',
      checks: { database: 'up', catalogue: 'loaded', migrations: 'pending' },
    });
    await probe.close();
  });

  it('answers 503 naming the catalogue when it holds no schools', async () => {
    const probe = await isolatedApp({ catalog: { ...testCatalog(), schools: [] } });
    const response = await probe.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(notReadySchema.parse(response.json())).toMatchObject({
      error: 'catalogue_not_loaded',
      message: 'Not ready: the college catalogue is not loaded',
      checks: { database: 'up', catalogue: 'empty', migrations: 'current' },
    });
    await probe.close();
  });
});

describe('probes against a database that accepts connections but never answers', () => {
  it('report it down within the timeout instead of hanging', async () => {
    const sockets = new Set<Socket>();
    const blackHole = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as { port: number };
    const database = openDatabase(`postgres://nobody:nothing@127.0.0.1:${port}/campuspath`);
    const started = Date.now();
    expect(await databaseAnswers(database, 200)).toBe(false);
    const readiness = await checkReadiness(testCatalog(), database, 200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(readiness.failure?.error).toBe('database_unavailable');
    expect(readiness.checks).toEqual({ database: 'down', catalogue: 'loaded', migrations: 'unknown' });
    for (const socket of sockets) socket.destroy();
    await database.close();
    await new Promise((resolve) => blackHole.close(resolve));
  });
});
