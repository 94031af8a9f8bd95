import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { loadCatalog, type Catalog } from '../catalog/catalog.ts';
import { REPO_ROOT } from '../env.ts';
import type { AuthRateLimits } from '../lib/auth-limits.ts';
import { createFileSystemStorage, type FileStorage } from '../lib/storage.ts';
import { flushCheckReport, testFileReport } from './openapi-check-report.ts';
import { createRequestCheck } from './openapi-requests.ts';
import { createResponseCheck } from './openapi-responses.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { createTestMail, type TestMail } from './test-mail.ts';

let catalog: Catalog | undefined;

/** The committed catalogue artefact, loaded once per test worker. */
export function testCatalog(): Catalog {
  catalog ??= loadCatalog(join(REPO_ROOT, 'data/catalog/catalog.json.gz'));
  return catalog;
}

export interface TestStorage {
  storage: FileStorage;
  dir: string;
  destroy(): void;
}

/** Real filesystem storage in a temporary directory of its own. */
export function createTestStorage(): TestStorage {
  const dir = mkdtempSync(join(tmpdir(), 'campuspath-uploads-'));
  return { storage: createFileSystemStorage(dir), dir, destroy: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Auth limits high enough that a test file's many sign-ups never trip them (rate-limit tests set their own). */
export const RELAXED_AUTH_LIMITS: AuthRateLimits = {
  perIp: 10_000,
  perEmailAndIp: 10_000,
  perEmail: 10_000,
  windowMs: 60_000,
  forgotPerEmail: 10_000,
  forgotPerIp: 10_000,
  linksPerIp: 10_000,
  verificationEmails: 10_000,
  recoveryWindowMs: 60_000,
};

/** Fails the running test (or the file's setup) when a request or an answer strayed from the OpenAPI document. */
export function reportUndocumented(violations: string[]): void {
  if (violations.length === 0) return;
  throw new Error(`Requests and answers that the OpenAPI document (/api/docs/json) does not describe:\n${violations.join('\n')}`);
}

/**
 * The request and response checks every API test runs (test/openapi-requests.ts, openapi-responses.ts),
 * as one. A request the server accepted that the document does not allow, and an answer the
 * document does not describe, each fail their test; `npm run check:openapi` also counts them.
 */
export function createContractCheck(documentOf: () => unknown) {
  const requests = createRequestCheck(documentOf, testFileReport);
  const responses = createResponseCheck(documentOf, testFileReport);
  return {
    onRoute: (route: RouteOptions) => {
      requests.onRoute(route);
      responses.onRoute(route);
    },
    take: () => [...requests.take(), ...responses.take()],
    /** At the end of a test file: the counts for `npm run check:openapi`. */
    flush: () => flushCheckReport(expect.getState().testPath ?? 'unknown'),
  };
}

/**
 * Registers hooks that build the real app on the real catalogue, a fresh database, a fresh upload
 * directory and a fresh .eml outbox for this test file, and returns accessors to use inside tests.
 * Every request and answer the tests see is checked against the app's OpenAPI document (createContractCheck).
 * `authRateLimits` apply over the relaxed ones.
 */
export function useTestApp(options: Partial<Pick<AppDeps, 'authRateLimits' | 'trustProxy' | 'logger' | 'now'>> = {}) {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  let files: TestStorage | undefined;
  let mail: TestMail | undefined;
  const responses = createContractCheck(() => app?.swagger());
  beforeAll(async () => {
    database = await createTestDatabase();
    files = createTestStorage();
    mail = createTestMail();
    const { authRateLimits, ...rest } = options;
    app = await buildApp({
      catalog: testCatalog(),
      database: database.handle,
      storage: files.storage,
      mailer: mail.mailer,
      background: mail.background,
      onRoute: responses.onRoute,
      ...rest,
      authRateLimits: { ...RELAXED_AUTH_LIMITS, ...authRateLimits },
    });
    await app.ready();
  });
  afterEach(() => reportUndocumented(responses.take()));
  afterAll(async () => {
    responses.flush();
    reportUndocumented(responses.take());
    await app?.close();
    await database?.destroy();
    files?.destroy();
    mail?.destroy();
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
    get files(): TestStorage {
      if (!files) throw new Error('useTestApp: storage is built in beforeAll');
      return files;
    },
    /** The app's .eml outbox (account emails). */
    get mail(): TestMail {
      if (!mail) throw new Error('useTestApp: the outbox is built in beforeAll');
      return mail;
    },
  };
}
