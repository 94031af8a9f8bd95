import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isPostgresUrl, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateUpTo, SCHEMA_VERSION } from '../db/migrate.ts';
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
 * `migratedTo` stops at an older migration, for tests of the migrations that follow it.
 */
export async function createTestDatabase({ migratedTo = SCHEMA_VERSION }: { migratedTo?: string } = {}): Promise<TestDatabase> {
  const { DATABASE_URL } = loadEnv();
  if (isPostgresUrl(DATABASE_URL)) return createPostgresDatabase(DATABASE_URL, migratedTo);

  const dir = mkdtempSync(join(tmpdir(), 'campuspath-test-'));
  const url = join(dir, 'test.sqlite');
  const handle = openDatabase(url);
  await migrateUpTo(handle.db, migratedTo);
  return {
    handle,
    url,
    destroy: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(serverUrl: string, migratedTo: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(serverUrl, 'campuspath_test');
  const handle = openDatabase(scratch.url);
  await migrateUpTo(handle.db, migratedTo);
  return {
    handle,
    url: scratch.url,
    destroy: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Creates an empty database `{prefix}_{random}` on the PostgreSQL server `serverUrl` names, for a
 * test or a benchmark; `drop` removes it (dropScratchDatabase).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => dropScratchDatabase(serverUrl, name) };
}

/** PostgreSQL's codes for "not allowed to end that session" and "database in use by other sessions". */
const RETRY_DROP = new Set(['42501', '55006']);

/**
 * Drops a database made for a test or a benchmark. WITH (FORCE) ends sessions left open, but
 * PostgreSQL refuses it to a non-superuser while an autovacuum worker is in that database
 * (42501); a plain DROP, tried next, cancels the worker itself. Retries briefly (up to 5 s)
 * while the database is still in use.
 */
export async function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}${attempt % 2 === 0 ? ' WITH (FORCE)' : ''}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !RETRY_DROP.has((error as { code?: string }).code ?? '')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await client.end();
  }
}
