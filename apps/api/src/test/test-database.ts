import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isPostgresUrl, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string;
  /** Closes the connection and deletes the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a temporary SQLite file by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (CI runs the API suite on both).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { DATABASE_URL } = loadEnv();
  if (isPostgresUrl(DATABASE_URL)) return createPostgresDatabase(DATABASE_URL);

  const dir = mkdtempSync(join(tmpdir(), 'campuspath-test-'));
  const url = join(dir, 'test.sqlite');
  const handle = openDatabase(url);
  await migrateToLatest(handle.db);
  return {
    handle,
    url,
    destroy: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `campuspath_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  await migrateToLatest(handle.db);
  return {
    handle,
    url: url.toString(),
    destroy: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
