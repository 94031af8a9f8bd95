import fc from 'fast-check';
import type { Response } from 'light-my-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalog } from '../test/test-app.ts';
import { expectSafeAnswer } from './fuzz-checks.ts';
import { deepBodyRequests, requestArbitrary, type FuzzRequest } from './fuzz-requests.ts';
import { createFuzzStudent, createThrowawayStudent, loadKnownValues, type FuzzStudent } from './fuzz-student.ts';
import { sendRaw, withListeningApp } from './raw-http.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Property-based fuzzing of every route the app registers ("Hostile input"): the route
 * table is recorded as the app is built, so a route added later is fuzzed without touching this
 * file. Each generated request (hostile or plausible path parameters, query string and body,
 * wrong content types) is sent signed out and signed in as a student with a full workspace.
 * Bodies include JSON nested far past the depth limit, sent to every route that reads bodies.
 * Nothing may answer 5xx; every API error is JSON with `error` and `message`, and a 400 for
 * invalid input names the fields.
 */
const ctx = useSecurityApp({ web: true });

/** Requests in this file; the suite promises at least 10,000. */
const TARGET_REQUESTS = 12_000;
let sent = 0;

/**
 * Routes that end the session they are called with (sign-out, account deletion; sign-in and
 * sign-up revoke the token the browser held). Their signed-in requests use a throwaway account
 * each, so the shared student stays signed in. A route missing here fails the session check.
 */
const SESSION_ENDING = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/demo',
  'POST /api/account/sign-out-everywhere',
  'DELETE /api/account',
]);

let student: FuzzStudent;
beforeAll(async () => {
  student = await createFuzzStudent(ctx.app, ctx.database.handle);
});

async function send(request: FuzzRequest, cookie: string | null): Promise<Response> {
  sent += 1;
  return ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: cookie ? { ...request.headers, cookie } : request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

async function stillSignedIn(): Promise<boolean> {
  const response = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: student.cookie } });
  return (response.json() as { user: unknown }).user !== null;
}

describe('every route under generated hostile input', () => {
  it('never answers 5xx, and every error is JSON naming what is wrong (signed out and signed in)', async () => {
    // Reads first, deletes last, so that the routes in between still find the student's rows.
    const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const routes = [...ctx.routes].sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    expect(routes.length).toBeGreaterThan(60);
    const numRuns = Math.ceil(TARGET_REQUESTS / (2 * routes.length));
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const known = await loadKnownValues(ctx.database.handle, testCatalog(), student);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, known), async (request) => {
          expectSafeAnswer(request, await send(request, null), 'signed out');
          const cookie = SESSION_ENDING.has(key) ? await createThrowawayStudent(ctx.database.handle) : student.cookie;
          expectSafeAnswer(request, await send(request, cookie), 'signed in');
        }),
        // Every deep body first (JSON nested past the limit), then the generated ones.
        { numRuns, examples: deepBodyRequests(route).map((request): [FuzzRequest] => [request]) },
      );
      expect(await stillSignedIn(), `${key} ended the shared session: add it to SESSION_ENDING`).toBe(true);
    }
  }, 240_000);

  it('answers raw traversal paths (sent byte for byte, not normalised by a URL parser) without 5xx or files', async () => {
    const traversals = [
      '..',
      '../..',
      '..%2f..',
      '%2e%2e',
      '%2e%2e%2f%2e%2e%2fpackage.json',
      '..\\..',
      '....//....//etc/passwd',
      '%252e%252e',
    ];
    await withListeningApp(ctx.app, async (port) => {
      for (const route of ctx.routes) {
        if (!route.url.includes(':') && !route.url.includes('*')) continue;
        for (const traversal of traversals) {
          const path = route.url.replace(/:[A-Za-z]+|\*/g, `${traversal}/../package.json`);
          for (const cookie of [null, student.cookie]) {
            sent += 1;
            const response = await sendRaw(port, route.method, path, cookie);
            expect(response.status, `${route.method} ${path}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
            expect(response.body, path).not.toMatch(/"name":\s*"@?campuspath|"dependencies"|root:x:0:0/);
          }
        }
      }
    });
  }, 60_000);
});

describe('fuzz volume', () => {
  it('sent at least 10,000 generated requests', async ({ annotate }) => {
    // Recorded with the results (for the reliability notes).
    await annotate(`hostile-input fuzz: ${sent} generated requests over ${ctx.routes.length} routes`);
    expect(sent).toBeGreaterThanOrEqual(10_000);
  });
});
