import type { Response } from 'light-my-request';
import { expect } from 'vitest';
import type { FuzzRequest } from './fuzz-requests.ts';

/** Stack frames, source paths and framework versions never appear in an answer. */
const LEAK = /node_modules|\/work\/|\/src\/|\.ts:\d+|\bat \S+ \(|fastify@|X-Powered-By/i;

/**
 * The promise every answer keeps: never 5xx; an API error is JSON with `error` and `message`
 * (and `fields` for invalid input); nothing about the server's internals leaks.
 */
export function expectSafeAnswer(request: FuzzRequest, response: Response, who: string): void {
  // The start of the body only: a 5 MB buffer is not turned into text for every answer.
  const start = typeof request.payload === 'string' ? request.payload.slice(0, 200) : (request.payload?.subarray(0, 200).toString() ?? '');
  const where = `${who} ${request.method} ${request.url.slice(0, 300)} [${request.headers['content-type'] ?? 'no type'}] ${start}\n  -> ${
    response.statusCode
  } ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.headers['x-powered-by'], where).toBeUndefined();
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  if (response.statusCode < 400) return;
  const type = String(response.headers['content-type'] ?? '');
  const isApi = request.url.startsWith('/api/');
  if (!type.startsWith('application/json')) {
    // Outside the API, the web's app shell is the 404 page of an unknown page or school.
    expect(!isApi && type.startsWith('text/html'), `not JSON: ${where}`).toBe(true);
    return;
  }
  if (request.method === 'HEAD') return;
  const body = response.json() as { error?: unknown; message?: unknown; fields?: Record<string, unknown> };
  expect(typeof body.error, where).toBe('string');
  expect(typeof body.message, where).toBe('string');
  if (response.statusCode === 400 && body.error === 'invalid_request') {
    expect(Object.keys(body.fields ?? {}).length, `no field named: ${where}`).toBeGreaterThan(0);
    for (const message of Object.values(body.fields ?? {})) expect(typeof message, where).toBe('string');
  }
  expect(response.body, where).not.toMatch(LEAK);
}
