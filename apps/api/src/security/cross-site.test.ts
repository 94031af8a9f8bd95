import { describe, expect, it } from 'vitest';
import type { Response } from 'light-my-request';
import type { Database } from '../db/schema.ts';
import { createFuzzStudent, KNOWN_PASSWORD } from './fuzz-student.ts';
import { SAME_ORIGIN } from './fuzz-requests.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Cross-site defences and response headers: a state-changing request from another site
 * is refused on every unsafe route (taken from the app's route table) and changes nothing; pages
 * and API answers carry a strict CSP, frame, sniffing and referrer protection, HSTS only over
 * HTTPS; errors leak no stack, path or version.
 */
const ctx = useSecurityApp({
  web: true,
  trustProxy: true,
  extend: (app) => {
    // Hidden: a test-only route is no part of the OpenAPI document.
    app.get('/api/test-only/fail', { schema: { hide: true } }, async () => {
      throw new Error(`ENOENT: no such file, open '${process.cwd()}/var/secret.sqlite'`);
    });
  },
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Ways a browser says a request comes from another site. */
const FOREIGN: Record<string, Record<string, string>> = {
  'another site': { origin: 'https://evil.example' },
  'a look-alike host': { origin: 'http://localhost:3000.evil.example' },
  'another port': { origin: 'http://localhost:3001' },
  'an opaque origin (sandboxed frame)': { origin: 'null' },
  'a malformed origin': { origin: 'not a url' },
  'a foreign Referer and no Origin': { referer: 'https://evil.example/page.html' },
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'a foreign Origin with a same-site Referer': { origin: 'https://evil.example', referer: 'http://localhost:3000/' },
};

async function snapshot(userId: string) {
  const db = ctx.database.handle.db;
  const tables: (keyof Database)[] = ['applications', 'essays', 'documents', 'letters', 'tasks', 'saved_schools', 'profiles', 'sessions'];
  const rows: Record<string, unknown> = {};
  for (const table of tables) {
    rows[table] = await db
      .selectFrom(table)
      .selectAll()
      .where('user_id' as never, '=', userId as never)
      .execute();
  }
  rows.user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  rows.users = (await db.selectFrom('users').select('id').execute()).length;
  return rows;
}

describe('requests from another site', () => {
  it('are refused with 403 JSON on every unsafe route, signed in or not, and change nothing', async () => {
    const student = await createFuzzStudent(ctx.app, ctx.database.handle);
    const before = await snapshot(student.userId);
    const routes = ctx.routes.filter((route) => UNSAFE.has(route.method));
    expect(routes.length).toBeGreaterThan(30);
    let refused = 0;
    for (const route of routes) {
      // Real ids are not needed: the check runs before routing to a handler's lookups.
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const [how, headers] of Object.entries(FOREIGN)) {
        for (const cookie of [student.cookie, null]) {
          const response = await ctx.app.inject({
            method: route.method as 'POST',
            url,
            headers: { host: SAME_ORIGIN.host, ...headers, ...(cookie ? { cookie } : {}) },
            payload: { password: KNOWN_PASSWORD, title: 'forged', name: 'forged' },
          });
          const where = `${route.method} ${route.url} from ${how}: ${response.body}`;
          expect(response.statusCode, where).toBe(403);
          expect(response.json(), where).toEqual({
            error: 'forbidden_origin',
            message: 'This request came from another site and was refused',
          });
          expect(response.headers['set-cookie'], where).toBeUndefined();
          refused += 1;
        }
      }
    }
    expect(refused).toBe(routes.length * Object.keys(FOREIGN).length * 2);
    expect(await snapshot(student.userId)).toEqual(before);
  });

  it('are accepted from the same site, and from clients that send neither Origin nor Referer', async () => {
    const student = await createFuzzStudent(ctx.app, ctx.database.handle);
    const task = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: { title: 'Visit campus' },
        headers: { host: SAME_ORIGIN.host, cookie: student.cookie, ...headers },
      });
    const sameSite: Record<string, string>[] = [
      { origin: SAME_ORIGIN.origin },
      { origin: SAME_ORIGIN.origin, 'sec-fetch-site': 'same-origin' },
      { referer: 'http://localhost:3000/tasks' },
      {},
    ];
    for (const headers of sameSite) {
      expect((await task(headers)).statusCode, JSON.stringify(headers)).toBe(201);
    }
  });
});

/** CSP directives by name. */
function csp(response: Response): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  expect(header, `no CSP on ${response.raw.req.url}`).not.toBe('');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectProtectiveHeaders(response: Response) {
  const where = `${response.raw.req.url} (${response.statusCode})`;
  const policy = csp(response);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, where).toBeDefined();
  expect(scripts, where).not.toContain("'unsafe-inline'");
  expect(scripts, where).not.toContain("'unsafe-eval'");
  expect(
    scripts!.some((source) => source === '*' || source.startsWith('http:') || source === 'data:'),
    where,
  ).toBe(false);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(policy.get('base-uri'), where).toEqual(["'self'"]);
  expect(response.headers['x-frame-options'], where).toBe('DENY');
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], where).toContain(
    response.headers['referrer-policy'],
  );
  expect(response.headers['x-powered-by'], where).toBeUndefined();
  expect(response.headers.server, where).toBeUndefined();
}

const PAGES = [
  '/',
  '/explore',
  '/university/166683',
  '/university/no-such-school',
  '/index.html',
  '/assets/index-test.js',
  '/api/docs/static/index.html',
];
const API = [
  '/api/schools?limit=1',
  '/api/schools/166683',
  '/api/auth/session',
  '/api/applications',
  '/api/schools?limit=0',
  '/api/nowhere',
  '/assets/missing.js',
];

describe('response headers', () => {
  it('protect every page and API answer: strict CSP without inline scripts, no framing, nosniff, a referrer policy', async () => {
    for (const url of [...PAGES, ...API]) expectProtectiveHeaders(await ctx.app.inject({ url }));
    const html = await ctx.app.inject({ url: '/' });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
  });

  it('send HSTS only when the request came over HTTPS (through the trusted proxy)', async () => {
    for (const url of ['/', '/api/schools?limit=1', '/api/nowhere']) {
      const plain = await ctx.app.inject({ url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      const secure = await ctx.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      const hsts = String(secure.headers['strict-transport-security'] ?? '');
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(180 * 24 * 3600);
    }
  });
});

describe('errors', () => {
  it('say only "Internal error" with a request id when something breaks: no stack, path or message', async () => {
    const response = await ctx.app.inject({ url: '/api/test-only/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'internal', message: 'Internal error', requestId: expect.any(String) });
    expect(response.body).not.toMatch(/ENOENT|sqlite|\/var\/|at \S+ \(/);
    expectProtectiveHeaders(response);
  });

  it('name no file, framework or version when a request is malformed', async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{"email":', headers: { 'content-type': 'application/json' } }),
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: '<xml/>', headers: { 'content-type': 'application/xml' } }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: `{"a":"${'x'.repeat(1024 * 1024)}"}`,
        headers: { 'content-type': 'application/json' },
      }),
      ctx.app.inject({ url: `/api/schools/${'x'.repeat(400)}` }),
      ctx.app.inject({ url: '/api/schools/%E0%A4%A' }),
      ctx.app.inject({ url: '/assets/..%2f..%2fpackage.json' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 415, 413, 404, 400, 404]);
    for (const answer of answers) {
      expect(answer.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
      expectProtectiveHeaders(answer);
      expect(answer.body).not.toMatch(/node_modules|\/work\/|\.ts:\d|\.js:\d|fastify|version/i);
    }
  });
});
