import { sql } from 'kysely';
import type { ReadyChecks } from '@campuspath/contract/health';
import type { Catalog } from '../../catalog/catalog.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { SCHEMA_VERSION } from '../../db/migrate.ts';

/** A probe never waits longer than this for the database: a hung connection is "down", not a hang. */
export const PROBE_TIMEOUT_MS = 2000;

const TIMED_OUT = Symbol('timed out');

async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness: does `select 1` answer in time? */
export async function databaseAnswers(database: DatabaseHandle, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const result = await withTimeout(sql`select 1`.execute(database.db), timeoutMs);
    return result !== TIMED_OUT;
  } catch {
    return false;
  }
}

/** The newest applied migration, or a marker for "the database did not answer". */
async function latestMigration(database: DatabaseHandle, timeoutMs: number): Promise<string | null | typeof TIMED_OUT> {
  try {
    const result = await withTimeout(
      sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(database.db),
      timeoutMs,
    );
    return result === TIMED_OUT ? TIMED_OUT : (result.rows[0]?.name ?? null);
  } catch {
    return TIMED_OUT;
  }
}

export interface Readiness {
  checks: ReadyChecks;
  /** The newest migration applied to the database (null when unknown). */
  schemaVersion: string | null;
  failure: { error: 'database_unavailable' | 'catalogue_not_loaded' | 'migrations_pending'; message: string } | null;
}

/**
 * Readiness (GET /api/ready): the database answers within the timeout, the catalogue is in memory,
 * and every migration this build knows is applied (names sort by their NNNN- prefix; a newer
 * schema left by a newer process during a rolling upgrade still counts as current).
 */
export async function checkReadiness(catalog: Catalog, database: DatabaseHandle, timeoutMs = PROBE_TIMEOUT_MS): Promise<Readiness> {
  const latest = await latestMigration(database, timeoutMs);
  const checks: ReadyChecks = {
    database: latest === TIMED_OUT ? 'down' : 'up',
    catalogue: catalog.schools.length > 0 ? 'loaded' : 'empty',
    migrations: latest === TIMED_OUT ? 'unknown' : latest !== null && latest >= SCHEMA_VERSION ? 'current' : 'pending',
  };
  const failure: Readiness['failure'] =
    checks.database === 'down'
      ? { error: 'database_unavailable', message: `Not ready: the ${database.engine} database is not answering (${timeoutMs} ms limit)` }
      : checks.catalogue === 'empty'
        ? { error: 'catalogue_not_loaded', message: 'Not ready: the college catalogue is not loaded' }
        : checks.migrations === 'pending'
          ? { error: 'migrations_pending', message: `Not ready: the database schema is older than ${SCHEMA_VERSION}; restart to migrate` }
          : null;
  return { checks, failure, schemaVersion: typeof latest === 'string' ? latest : null };
}
