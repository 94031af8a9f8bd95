import { vi } from 'vitest';
import type { User } from '@campuspath/contract/auth';

/** An answer of the fake network: a status and a JSON body (none for 204). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/**
 * `"POST /auth/verify-email"` → its answer, or a function of the request's JSON body (which may
 * return a promise, to answer when the test says: a slow network).
 */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer | Promise<FakeAnswer>)>;

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the network under component tests (the API client's `fetch`, nothing of ours):
 * answers the listed `METHOD /path` calls and records every call; an unlisted one fails the test.
 * `routes` may be changed between steps (a second answer for the same call).
 */
export function stubApi(routes: FakeRoutes): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      // A JSON body as its value; a form (an upload) as the FormData itself, to read its files.
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body instanceof FormData ? init.body : undefined;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      if (!route) throw new Error(`unexpected request: ${method} ${path}`);
      const { status = 200, body: answer } = typeof route === 'function' ? await route(body) : route;
      return new Response(status === 204 ? null : JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** A signed-in student as `GET /api/auth/session` describes them, with overrides. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Maya Chen',
    email: 'maya@example.com',
    role: 'student',
    profileComplete: false,
    chanceReady: false,
    incomeBand: null,
    homeState: null,
    graduationYear: 2027,
    locale: 'en',
    isDemo: false,
    expiresAt: null,
    emailVerified: true,
    pendingEmail: null,
    ...overrides,
  };
}
