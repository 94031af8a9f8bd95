import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The store of the rate_limits table (db/table-owners.ts). Rate-limit counters in the database, so a limit holds across every API process on
 * the same database instead of being multiplied by their number (the plugin's default store keeps
 * them in each process's memory). @fastify/rate-limit takes the store as a class it constructs
 * itself, so `databaseRateLimitStore(db)` returns one bound to the database.
 *
 * Fixed windows, as the plugin's own store counts: a key's window opens at its first hit and lasts
 * `timeWindow` ms; hits past `max` keep counting (and keep being refused) until it ends. Any key
 * and window works, so new limits need no change here; key generators name their limit
 * (`ip:…`, `email:…`, `password-check:…`) because all limiters share the one table.
 *
 * Each hit is one statement, atomic on SQLite and PostgreSQL alike: INSERT a fresh window, or ON
 * CONFLICT add one to the live window or restart an expired one, RETURNING the count. Two
 * processes racing on one key therefore see distinct counts and never both pass the last slot.
 * Expired rows are deleted through the expires_at index, at most once per `sweepEveryMs` per process.
 * Clocks: each process stamps windows with its own clock; processes on one host (or NTP-synced
 * hosts) agree to well within a second, which only shifts a window's end by as much.
 */
export interface RateLimitStoreOptions {
  /** The app's clock in ms (lib/clock.ts; tests move it). */
  now: () => number;
  /** How often this process deletes expired counters (default once a minute). */
  sweepEveryMs?: number;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/** The plugin's options a store is built with (all of them; only these two matter here). */
type StoreSettings = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/** Keys are stored as given when short and printable; others (long, control characters PostgreSQL refuses) by their SHA-256. */
export function storedKey(key: string): string {
  // eslint-disable-next-line no-control-regex
  if (key.length <= 200 && !/[\u0000-\u001f\u007f]/.test(key)) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** Deletes the counters whose window has ended. */
export async function sweepExpiredRateLimits(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('expires_at', '<=', new Date(now).toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Counts one hit of `key` and returns the count in its window and the ms left in it. */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  timeWindowMs: number,
  now: number,
): Promise<{ current: number; ttl: number }> {
  const nowIso = new Date(now).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key: storedKey(key), count: 1, window_start: nowIso, expires_at: new Date(now + timeWindowMs).toISOString() })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        // Every right-hand side reads the row as it was before this update, on both engines.
        const expired = eb('rate_limits.expires_at', '<=', nowIso);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('rate_limits.count', '+', 1))
            .end(),
          window_start: eb.case().when(expired).then(eb.ref('excluded.window_start')).else(eb.ref('rate_limits.window_start')).end(),
          expires_at: eb.case().when(expired).then(eb.ref('excluded.expires_at')).else(eb.ref('rate_limits.expires_at')).end(),
        };
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.count), ttl: Math.max(0, Date.parse(row.expires_at) - now) };
}

/** The count of `key` in its live window without counting a hit (0 when none is open). */
export async function readRateLimit(db: Kysely<Database>, key: string, now: number): Promise<{ current: number; ttl: number }> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'expires_at'])
    .where('key', '=', storedKey(key))
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  return row ? { current: Number(row.count), ttl: Math.max(0, Date.parse(row.expires_at) - now) } : { current: 0, ttl: 0 };
}

/**
 * Takes back one hit of `key` in its live window (an attempt that turned out not to count: a
 * successful sign-in). Never below zero; nothing happens once the window has ended.
 */
export async function refundRateLimit(db: Kysely<Database>, key: string, now: number): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', storedKey(key))
    .where('count', '>', 0)
    .where('expires_at', '>', new Date(now).toISOString())
    .execute();
}

/**
 * Deletes counters: each key in `keys`, and every key starting with one of `prefixes`. Prefixes are
 * letters, digits and `-:.` only (checked), so LIKE reads them literally on both engines, whatever
 * the collation; keys under a prefix must be short and printable (else they are stored hashed).
 */
export async function clearRateLimits(db: Kysely<Database>, keys: string[], prefixes: string[] = []): Promise<void> {
  for (const prefix of prefixes) {
    if (!/^[A-Za-z0-9:.-]+$/.test(prefix)) throw new Error(`A rate-limit key prefix must be letters, digits and -:. only: ${prefix}`);
  }
  if (keys.length === 0 && prefixes.length === 0) return;
  await db
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        ...(keys.length > 0 ? [eb('key', 'in', keys.map(storedKey))] : []),
        ...prefixes.map((prefix) => eb('key', 'like', `${prefix}%`)),
      ]),
    )
    .execute();
}

/** A @fastify/rate-limit store class whose counters live in `db` (register it as the plugin's `store`). */
export function databaseRateLimitStore(db: Kysely<Database>, options: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const { now } = options;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  // Shared by every limiter of this app, so the sweep runs once per interval for all of them.
  let lastSweep = now();

  async function sweepWhenDue(at: number): Promise<void> {
    if (at - lastSweep < sweepEveryMs) return;
    lastSweep = at;
    // Tidying only: a failed sweep is retried at the next interval and never fails the request.
    await sweepExpiredRateLimits(db, at).catch(() => undefined);
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(settings: StoreSettings = {}) {
      // Neither is used here; refuse them rather than quietly count differently from what was asked.
      if (settings.continueExceeding || settings.exponentialBackoff) {
        throw new Error('The database rate-limit store counts fixed windows: continueExceeding and exponentialBackoff are not supported');
      }
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const at = now();
      hitRateLimit(db, key, timeWindow, at).then(
        async (result) => {
          await sweepWhenDue(at);
          callback(null, result);
        },
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: IncrCallback): void {
      readRateLimit(db, key, now()).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as StoreSettings);
    }
  }
  return DatabaseRateLimitStore;
}
