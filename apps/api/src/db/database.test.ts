import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, SCHEMA_VERSION } from './migrate.ts';
import { readMeta, writeMeta } from './meta.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { openDatabase } from './database.ts';

// Runs on SQLite by default and on PostgreSQL when DATABASE_URL is postgres:// (CI does both).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('database layer', () => {
  it('migrates a fresh database to the latest schema', async () => {
    const tables = await database.handle.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'meta',
        'users',
        'sessions',
        'profiles',
        'saved_schools',
        'applications',
        'essays',
        'essay_versions',
        'documents',
        'recommendations',
        'tasks',
        'reminder_settings',
        'notification_reads',
        'reminder_deliveries',
        'compare_items',
      ]),
    );
    expect(SCHEMA_VERSION).toBe('0004-compare');
  });

  it('running the migrations again changes nothing', async () => {
    await writeMeta(database.handle.db, { probe: 'kept' });
    await migrateToLatest(database.handle.db);
    expect(await readMeta(database.handle.db)).toMatchObject({ probe: 'kept' });
  });

  it('stores and updates schema and dataset versions in meta', async () => {
    await writeMeta(database.handle.db, { schema_version: SCHEMA_VERSION, dataset_version: 'v1' });
    await writeMeta(database.handle.db, { dataset_version: 'v2' });
    expect(await readMeta(database.handle.db)).toMatchObject({ schema_version: SCHEMA_VERSION, dataset_version: 'v2' });
  });

  it('keeps data across connections (a restart)', async () => {
    await writeMeta(database.handle.db, { restart_probe: 'still here' });
    const second = openDatabase(database.url);
    try {
      expect(await readMeta(second.db)).toMatchObject({ restart_probe: 'still here' });
    } finally {
      await second.close();
    }
  });
});
