import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadCatalog, type Catalog } from '../catalog/catalog.ts';
import { REPO_ROOT } from '../env.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let catalog: Catalog | undefined;

/** The committed catalogue artefact, loaded once per test worker. */
export function testCatalog(): Catalog {
  catalog ??= loadCatalog(join(REPO_ROOT, 'data/catalog/catalog.json.gz'));
  return catalog;
}

/**
 * Registers hooks that build the real app on the real catalogue and a fresh database
 * for this test file, and returns accessors to use inside tests.
 */
export function useTestApp() {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ catalog: testCatalog(), database: database.handle });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  return {
    get app(): App {
      if (!app) throw new Error('useTestApp: the app is built in beforeAll');
      return app;
    },
    get database(): TestDatabase {
      if (!database) throw new Error('useTestApp: the database is built in beforeAll');
      return database;
    },
  };
}
