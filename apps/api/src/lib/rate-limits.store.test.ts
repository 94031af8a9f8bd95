import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignupBody } from '../../../../test/factories.ts';
import { buildApp, type App } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { signUp } from '../test/factories.ts';
import { createTestStorage, testCatalog, type TestStorage } from '../test/test-app.ts';
import { createTestMail } from '../test/test-mail.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { clearRateLimits, hitRateLimit, readRateLimit, refundRateLimit, storedKey, sweepExpiredRateLimits } from './rate-limits.store.ts';

/**
 * Rate limits shared by API processes: two apps built on one database (each with its
 * own connection, as two processes have) enforce one limit between them, not one each.
 */
const LIMITS = { perIp: 6, perEmail: 4, windowMs: 60_000 };

let database: TestDatabase;
let secondConnection: DatabaseHandle;
let files: TestStorage;
const mail = createTestMail();
let first: App;
let second: App;

beforeAll(async () => {
  database = await createTestDatabase();
  secondConnection = openDatabase(database.url);
  files = createTestStorage();
  const build = (handle: DatabaseHandle) =>
    buildApp({
      catalog: testCatalog(),
      database: handle,
      storage: files.storage,
      mailer: mail.mailer,
      authRateLimits: LIMITS,
      trustProxy: true,
    });
  first = await build(database.handle);
  second = await build(secondConnection);
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondConnection?.close();
  await database?.destroy();
  files?.destroy();
  mail.destroy();
});

let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

describe('rate limits across API processes', () => {
  it('allows the configured sign-in attempts per email across two processes, then answers 429', async () => {
    // An address never used (a sign-up would count as its first attempt).
    const { email } = buildSignupBody();
    const statuses: number[] = [];
    // Alternate processes and addresses, so only the shared per-email count can refuse.
    for (let attempt = 0; attempt <= LIMITS.perEmail; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong password' },
        headers: { 'x-forwarded-for': freshIp() },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.perEmail).fill(401), 429]);
  });

  it('counts sign-ups from one address on either process against one per-address limit', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMITS.perIp; attempt += 1) {
      const app = attempt % 2 === 0 ? second : first;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: buildSignupBody(),
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.perIp).fill(201), 429]);
  });

  it('limits password checks of a signed-in account across processes (10 per window)', async () => {
    const { cookie } = await signUp(first, {}, { 'x-forwarded-for': freshIp() });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 10; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      const response = await app.inject({
        method: 'PUT',
        url: '/api/account/password',
        payload: { currentPassword: 'not my password', newPassword: 'a brand new password' },
        headers: { cookie, 'x-forwarded-for': freshIp() },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

describe('the database rate-limit store', () => {
  const t0 = Date.parse('2030-01-01T00:00:00Z');

  it('counts hits racing on two connections without losing or repeating one', async () => {
    const key = 'race:one-key';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => hitRateLimit(index % 2 === 0 ? database.handle.db : secondConnection.db, key, 60_000, t0)),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(await readRateLimit(database.handle.db, key, t0 + 1000)).toEqual({ current: 20, ttl: 59_000 });
  });

  it('opens a fresh window once the last one ends, and sweeps ended windows away', async () => {
    const { db } = database.handle;
    expect(await hitRateLimit(db, 'window:a', 1000, t0)).toEqual({ current: 1, ttl: 1000 });
    expect(await hitRateLimit(db, 'window:a', 1000, t0 + 400)).toEqual({ current: 2, ttl: 600 });
    expect(await hitRateLimit(db, 'window:a', 1000, t0 + 1000)).toEqual({ current: 1, ttl: 1000 });
    expect(await hitRateLimit(db, 'window:b', 5000, t0)).toEqual({ current: 1, ttl: 5000 });
    expect(await readRateLimit(db, 'window:a', t0 + 2000)).toEqual({ current: 0, ttl: 0 });

    expect(await sweepExpiredRateLimits(db, t0 + 2000)).toBeGreaterThanOrEqual(1);
    const keys = (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('window:b');
    expect(keys).not.toContain('window:a');
  });

  it('stores keys that are long or hold control characters under their hash', async () => {
    const { db } = database.handle;
    const odd = `email:${'x'.repeat(300)}\u0000@example.com`;
    expect((await hitRateLimit(db, odd, 60_000, t0)).current).toBe(1);
    expect((await hitRateLimit(db, odd, 60_000, t0)).current).toBe(2);
    expect(storedKey(odd)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(storedKey('ip:192.0.2.1')).toBe('ip:192.0.2.1');
  });

  it('takes a hit back (never below zero, never in an ended window) and clears keys and prefixes', async () => {
    const { db } = database.handle;
    await hitRateLimit(db, 'refund:a', 60_000, t0);
    await hitRateLimit(db, 'refund:a', 60_000, t0);
    await refundRateLimit(db, 'refund:a', t0 + 1000);
    expect((await readRateLimit(db, 'refund:a', t0 + 1000)).current).toBe(1);
    await refundRateLimit(db, 'refund:a', t0 + 1000);
    await refundRateLimit(db, 'refund:a', t0 + 1000);
    expect((await readRateLimit(db, 'refund:a', t0 + 1000)).current).toBe(0);

    for (const key of ['clear:one', 'clear:pre:1', 'clear:pre:2', 'clear:prefix-other', 'clear:pre_x'])
      await hitRateLimit(db, key, 60_000, t0);
    await clearRateLimits(db, ['clear:one'], ['clear:pre:']);
    const left = (await db.selectFrom('rate_limits').select('key').where('key', 'like', 'clear:%').execute()).map((row) => row.key).sort();
    expect(left).toEqual(['clear:pre_x', 'clear:prefix-other']);
    await expect(clearRateLimits(db, [], ['has%wildcard'])).rejects.toThrow(/letters, digits/);
  });
});
