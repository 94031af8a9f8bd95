import fc from 'fast-check';
import type { Response } from 'light-my-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalog } from '../test/test-app.ts';
import { expectSafeAnswer } from './fuzz-checks.ts';
import { FUZZ_PERSONAS, createFuzzWorld, roleOf, type FuzzPersona, type FuzzWorld } from './fuzz-personas.ts';
import { csvBodyRequests, deepBodyRequests, requestArbitrary, type FuzzRequest } from './fuzz-requests.ts';
import { createThrowawayAccount, loadKnownValues } from './fuzz-student.ts';
import { sendRaw, withListeningApp } from './raw-http.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Property-based fuzzing of every route the app registers ("Hostile input"): the route
 * table is recorded as the app is built, so a route added later is fuzzed without touching this
 * file. Each generated request (hostile or plausible path parameters, query string and body,
 * wrong content types, generated CSV files) is sent as every persona of fuzz-personas.ts: signed
 * out, a student with a full workspace, the parent who follows them (an accepted share) and the
 * counselor of their school (rostered students sharing with it, an admission-history import).
 * The request budget is shared among the personas: each generated request is sent once as each.
 * Every route that reads bodies first gets the fixed bodies, as every persona: JSON nested far
 * past the depth limit, and CSV files as text/csv and as multipart (fuzz-csv.ts: 5 MB at and one
 * byte over the upload limit, one 1 MB line without a newline, unbalanced quotes, NUL bytes, 300
 * columns), with real ids in the path so the upload routes read them as their counselor.
 * Nothing may answer 5xx; every API error is JSON with `error` and `message`, and a 400 for
 * invalid input names the fields.
 */
const ctx = useSecurityApp({ web: true });

/** Generated requests in this file, over all personas; the suite promises at least 10,000. */
const TARGET_REQUESTS = 12_000;
const counts = () => ({ signedOut: 0, studentA: 0, parentOfA: 0, counselorSharing: 0, teacherRequested: 0 });
/** Requests sent as each persona: generated ones, and the fixed bodies (deep JSON, CSV files). */
const generatedAs: Record<FuzzPersona, number> = counts();
const fixedAs: Record<FuzzPersona, number> = counts();
/** The fixed bodies' requests, told apart from generated ones by identity. */
const fixedRequests = new WeakSet<FuzzRequest>();
let sent = 0;

/**
 * Routes that end the session they are called with (sign-out, account deletion; sign-in and
 * sign-up revoke the token the browser held). Their signed-in requests use a throwaway account
 * of the persona's role each, so the shared personas stay signed in. A route missing here fails
 * the session check.
 */
const SESSION_ENDING = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/demo',
  'POST /api/account/sign-out-everywhere',
  'DELETE /api/account',
]);

let world: FuzzWorld;
beforeAll(async () => {
  world = await createFuzzWorld(ctx.app, ctx.database.handle);
}, 60_000);

async function send(request: FuzzRequest, persona: FuzzPersona, cookie: string | null): Promise<Response> {
  sent += 1;
  (fixedRequests.has(request) ? fixedAs : generatedAs)[persona] += 1;
  return ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: cookie ? { ...request.headers, cookie } : request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/** The personas whose shared session a route ended (there should be none). */
async function signedOutPersonas(): Promise<FuzzPersona[]> {
  const lost: FuzzPersona[] = [];
  for (const persona of FUZZ_PERSONAS) {
    const cookie = world.cookies[persona];
    if (!cookie) continue;
    const response = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });
    if ((response.json() as { user: unknown }).user === null) lost.push(persona);
  }
  return lost;
}

describe('every route under generated hostile input', () => {
  it('never answers 5xx, and every error is JSON naming what is wrong (as every persona)', async () => {
    // Reads first, deletes last, so that the routes in between still find the personas' rows.
    const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const routes = [...ctx.routes].sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    expect(routes.length).toBeGreaterThan(60);
    const numRuns = Math.ceil(TARGET_REQUESTS / (FUZZ_PERSONAS.length * routes.length));
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const known = await loadKnownValues(ctx.database.handle, testCatalog(), world.student, world.shared, world.joinCode);
      const cookieOf = async (persona: FuzzPersona) => {
        if (persona === 'signedOut') return null;
        return SESSION_ENDING.has(key) ? createThrowawayAccount(ctx.database.handle, roleOf(persona)) : world.cookies[persona];
      };
      const fixed = [...deepBodyRequests(route), ...csvBodyRequests(route, known)];
      for (const request of fixed) fixedRequests.add(request);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, known), async (request) => {
          for (const persona of FUZZ_PERSONAS) expectSafeAnswer(request, await send(request, persona, await cookieOf(persona)), persona);
        }),
        // The fixed bodies first (JSON nested past the limit, CSV files), then the generated ones:
        // fast-check counts examples within numRuns, so they are added to it.
        { numRuns: numRuns + fixed.length, examples: fixed.map((request): [FuzzRequest] => [request]) },
      );
      expect(await signedOutPersonas(), `${key} ended a shared session: add it to SESSION_ENDING`).toEqual([]);
    }
  }, 480_000);

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
          for (const cookie of FUZZ_PERSONAS.map((persona) => world.cookies[persona])) {
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
    const byPersona = FUZZ_PERSONAS.map((persona) => `${persona} ${generatedAs[persona]} generated + ${fixedAs[persona]} fixed`);
    await annotate(`hostile-input fuzz: ${sent} requests over ${ctx.routes.length} routes (${byPersona.join(', ')})`);
    for (const persona of FUZZ_PERSONAS) {
      expect(generatedAs[persona], persona).toBeGreaterThanOrEqual(TARGET_REQUESTS / FUZZ_PERSONAS.length);
      expect(fixedAs[persona], persona).toBeGreaterThan(0);
    }
    expect(sent).toBeGreaterThanOrEqual(10_000);
  });
});
