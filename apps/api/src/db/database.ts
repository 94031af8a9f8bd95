import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseEngine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

/** How long a PostgreSQL connection (or a free client from the pool) may take before the request fails. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * SQLite transactions take the write lock as they begin (`BEGIN IMMEDIATE`), waiting for it up to
 * the busy timeout. Kysely begins them deferred, as reads: the reminder scheduler's thread has a
 * connection of its own to the same file, and when it wrote between a transaction's first read and
 * its first write (a bookmark's save reads, counts, then inserts), SQLite refused the write at once
 * with SQLITE_BUSY (the snapshot the transaction read is no longer the newest, and no wait can
 * change that): a 500. Taken at the start, the lock is waited for instead, as PostgreSQL's row lock is.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#settings);
  }
}

/** PostgreSQL for postgres:// URLs; otherwise an embedded SQLite file, created on first use. */
export function openDatabase(url: string): DatabaseHandle {
  if (isPostgresUrl(url)) {
    // A request never waits on an unreachable server for longer than connectionTimeoutMillis
    // (also the longest wait for a free client): it fails, and the error handler answers 503.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
    // A client losing its connection (PostgreSQL stopped or restarted) must not crash the process.
    // Idle: the pool drops and replaces it. Checked out: its query fails (the error handler answers
    // 503) and the pool drops it on release. Without a listener the 'error' event would be thrown.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const file = url.replace(/^file:/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
