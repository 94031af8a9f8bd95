import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestStorage, testCatalog } from '../../test/test-app.ts';
import { createTestMail } from '../../test/test-mail.ts';

// A stand-in web build: the real one is produced by Vite; here only its shape matters.
const INDEX =
  '<!doctype html><html><head><title>CampusPath</title><meta name="description" content="generic" /></head><body><div id="root"></div></body></html>';
let dir: string;
let app: App;
let database: TestDatabase;
const mail = createTestMail();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'campuspath-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  database = await createTestDatabase();
  app = await buildApp({
    catalog: testCatalog(),
    database: database.handle,
    storage: createTestStorage().storage,
    mailer: mail.mailer,
    webDistDir: dir,
    benchRoutes: true,
  });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  mail.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client-side routes with index.html, not cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/explore?search=mit' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches fingerprinted assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('names the school in the title, description and Open Graph tags of its page', async () => {
    const response = await app.inject({ method: 'GET', url: '/university/williams-college' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Williams College | CampusPath</title>');
    expect(response.body).toContain('<meta property="og:title" content="Williams College | CampusPath" />');
    expect(response.body).toMatch(
      /<meta name="description" content="Williams College is a private nonprofit four-year institution in Williamstown, Massachusetts/,
    );
    expect(response.body).not.toContain('content="generic"');
  });

  it('escapes school names in HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/university/texas-a-and-m-university-college-station' });
    expect(response.body).toContain('<title>Texas A&amp;M University-College Station | CampusPath</title>');
  });

  it('answers 404 with the app shell for an unknown school, so the page can say so', async () => {
    const response = await app.inject({ method: 'GET', url: '/university/no-such-school' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers 404 for a missing file instead of the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('keeps unknown API paths JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('serves the benchmark baseline only when enabled, with a body of the asked size', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/bench/baseline?bytes=5000' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toHaveLength(5000);
    const plain = await buildApp({
      catalog: testCatalog(),
      database: database.handle,
      storage: createTestStorage().storage,
      mailer: mail.mailer,
    });
    expect((await plain.inject({ method: 'GET', url: '/api/bench/baseline?bytes=5000' })).statusCode).toBe(404);
    await plain.close();
  });
});
