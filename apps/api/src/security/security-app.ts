import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { flushCheckReport, testFileReport } from '../test/openapi-check-report.ts';
import { createResponseCheck } from '../test/openapi-responses.ts';
import { RELAXED_AUTH_LIMITS, createTestStorage, reportUndocumented, testCatalog, type TestStorage } from '../test/test-app.ts';
import { createTestMail, type TestMail } from '../test/test-mail.ts';

/** One registered route as the app declared it (method, URL with `:params`, zod schemas). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/** A stand-in for the web's production build: an app shell that loads one fingerprinted script. */
export const WEB_SHELL =
  '<!doctype html><html><head><title>CampusPath</title><script type="module" src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>';

function createWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'campuspath-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), WEB_SHELL);
  writeFileSync(join(dir, 'assets/index-test.js'), 'export {};\n');
  return dir;
}

type Options = Partial<Pick<AppDeps, 'authRateLimits' | 'trustProxy' | 'logger' | 'benchRoutes' | 'idleTimeoutMs' | 'now'>> & {
  /** Serve a minimal web build too (HTML pages, static assets, the app shell fallback). */
  web?: boolean;
  /** Adds test-only routes before the app is ready (e.g. one that throws, to see a 500). */
  extend?: (app: App) => void;
};

/**
 * Like useTestApp, but also records the app's route table as it is registered (AppDeps.onRoute),
 * so the hostile-input tests cover every route, including ones added after they were written.
 * `authRateLimits` apply over the relaxed ones.
 */
export function useSecurityApp(options: Options = {}) {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  let files: TestStorage | undefined;
  let mail: TestMail | undefined;
  let webDist: string | undefined;
  const routes: RegisteredRoute[] = [];
  // Hostile requests too must get answers the OpenAPI document declares. Their requests are not held
  // to it: the server may ignore what it does not read (a body sent to a route that takes none).
  const responses = createResponseCheck(() => app?.swagger(), testFileReport);
  beforeAll(async () => {
    database = await createTestDatabase();
    files = createTestStorage();
    webDist = options.web ? createWebDist() : undefined;
    mail = createTestMail();
    const { web: _web, extend, authRateLimits, ...deps } = options;
    app = await buildApp({
      catalog: testCatalog(),
      database: database.handle,
      storage: files.storage,
      mailer: mail.mailer,
      background: mail.background,
      authRateLimits: { ...RELAXED_AUTH_LIMITS, ...authRateLimits },
      webDistDir: webDist ?? null,
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
        responses.onRoute(route);
      },
      ...deps,
    });
    extend?.(app);
    await app.ready();
  });
  afterEach(() => reportUndocumented(responses.take()));
  afterAll(async () => {
    flushCheckReport(expect.getState().testPath ?? 'unknown');
    reportUndocumented(responses.take());
    await app?.close();
    await database?.destroy();
    files?.destroy();
    mail?.destroy();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });
  return {
    get app(): App {
      if (!app) throw new Error('useSecurityApp: the app is built in beforeAll');
      return app;
    },
    get database(): TestDatabase {
      if (!database) throw new Error('useSecurityApp: the database is built in beforeAll');
      return database;
    },
    get files(): TestStorage {
      if (!files) throw new Error('useSecurityApp: storage is built in beforeAll');
      return files;
    },
    /** The app's .eml outbox (account emails). */
    get mail(): TestMail {
      if (!mail) throw new Error('useSecurityApp: the outbox is built in beforeAll');
      return mail;
    },
    /** Every route, one entry per method (HEAD twins of GET routes included). */
    get routes(): readonly RegisteredRoute[] {
      return routes;
    },
  };
}
