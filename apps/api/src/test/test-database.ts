import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
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
 * database on the PostgreSQL server named by DATABASE_URL (CI runs the API suite on both). At
 * the latest schema it is a copy of the run's template (decision 0017); `migratedTo` stops at an
 * older migration, for tests of the migrations that follow it, and migrates from scratch.
 */
export async function createTestDatabase({ migratedTo = SCHEMA_VERSION }: { migratedTo?: string } = {}): Promise<TestDatabase> {
  const { DATABASE_URL, TEST_TEMPLATE_DATABASE } = loadEnv();
  const postgres = isPostgresUrl(DATABASE_URL);
  const template = migratedTo === SCHEMA_VERSION ? runTemplate(TEST_TEMPLATE_DATABASE, postgres ? 'postgres' : 'sqlite') : null;
  if (postgres) return createPostgresDatabase(DATABASE_URL, migratedTo, template);

  const dir = mkdtempSync(join(tmpdir(), 'campuspath-test-'));
  const url = join(dir, 'test.sqlite');
  // The template was closed cleanly (its write-ahead log checkpointed away), so the file alone is the database.
  if (template) copyFileSync(template, url);
  const handle = openDatabase(url);
  if (!template) await migrateUpTo(handle.db, migratedTo);
  return {
    handle,
    url,
    destroy: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's template for `engine` from TEST_TEMPLATE_DATABASE (`sqlite:<file>` or
 * `postgres:<database>`, set by the API projects' globalSetup, apps/api/vitest.global-setup.ts,
 * before the workers start, and inherited by the processes tests spawn), or null: unset (a script
 * run outside Vitest), each database migrates itself.
 */
function runTemplate(reference: string | undefined, engine: 'sqlite' | 'postgres'): string | null {
  const prefix = `${engine}:`;
  return reference?.startsWith(prefix) ? reference.slice(prefix.length) : null;
}

async function createPostgresDatabase(serverUrl: string, migratedTo: string, template: string | null): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(serverUrl, 'campuspath_test', template);
  const handle = openDatabase(scratch.url);
  if (!template) await migrateUpTo(handle.db, migratedTo);
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
 * Makes the run's template, migrated to SCHEMA_VERSION, and returns its reference for
 * TEST_TEMPLATE_DATABASE. On PostgreSQL nothing may be connected to a template while it is copied,
 * so the migrating connection is closed and the database then refuses connections; on SQLite
 * closing checkpoints the write-ahead log into the file.
 */
export async function createTemplateDatabase(): Promise<{ reference: string; destroy: () => Promise<void> }> {
  const { DATABASE_URL } = loadEnv();
  if (isPostgresUrl(DATABASE_URL)) {
    const scratch = await createScratchDatabase(DATABASE_URL, 'campuspath_template');
    const handle = openDatabase(scratch.url);
    await migrateUpTo(handle.db, SCHEMA_VERSION);
    await handle.close();
    await onServer(DATABASE_URL, `ALTER DATABASE ${scratch.name} WITH ALLOW_CONNECTIONS false`);
    return { reference: `postgres:${scratch.name}`, destroy: scratch.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'campuspath-template-'));
  const file = join(dir, 'template.sqlite');
  const handle = openDatabase(file);
  await migrateUpTo(handle.db, SCHEMA_VERSION);
  await handle.close();
  return { reference: `sqlite:${file}`, destroy: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Creates a database `{prefix}_{random}` on the PostgreSQL server `serverUrl` names, for a test or
 * a benchmark, empty or a copy of `template`; `drop` removes it (dropScratchDatabase).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template: string | null = null,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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

/** Runs one statement on its own connection to `serverUrl` (database-level statements cannot share a pool's transaction). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
