import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

/**
 * What every client can rely on in our HTTP answers, found wanting by independent validators:
 * the gzipped and the plain answer shared one strong ETag (RFC 9110 §8.8.3; now each encoding has
 * a tag of its own, compressed-answers.test.ts), 304s left out the
 * Vary their 200s carried (§15.4.5), HEAD said something else than GET for a compressed answer
 * (§9.3.2), and a wrong method answered 404 where the path exists (§15.5.6: 405 with Allow).
 */
const ctx = useTestApp();
const COLLEGE = '/api/schools/166683';

describe('representations', () => {
  it('give the gzipped and the plain answer weak ETags of their own, never a strong one', async () => {
    const zipped = await ctx.app.inject({ url: COLLEGE, headers: { 'accept-encoding': 'gzip' } });
    const plain = await ctx.app.inject({ url: COLLEGE });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect(plain.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(zipped.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    // Either copy revalidates, the tag sent back with or without its W/.
    for (const [headers, etag] of [
      [{}, plain.headers.etag as string],
      [{ 'accept-encoding': 'gzip' }, zipped.headers.etag as string],
    ] as const) {
      for (const tag of [etag, etag.slice(2)]) {
        expect((await ctx.app.inject({ url: COLLEGE, headers: { ...headers, 'if-none-match': tag } })).statusCode).toBe(304);
      }
    }
  });

  it('carry the same Vary on a 304 as on its 200, whatever the client accepts', async () => {
    for (const headers of [{ 'accept-encoding': 'gzip' }, {}]) {
      const first = await ctx.app.inject({ url: COLLEGE, headers });
      const again = await ctx.app.inject({ url: COLLEGE, headers: { ...headers, 'if-none-match': first.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      expect(first.headers.vary).toBe('accept-encoding');
      expect(again.headers.vary).toBe(first.headers.vary);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
  });

  it('answer HEAD with the headers GET sends, compressed or not', async () => {
    for (const headers of [{ 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }, {}]) {
      for (const url of [COLLEGE, '/api/programs', '/api/health']) {
        const get = await ctx.app.inject({ method: 'GET', url, headers });
        const head = await ctx.app.inject({ method: 'HEAD', url, headers });
        expect(head.statusCode).toBe(get.statusCode);
        expect(head.body).toBe('');
        for (const name of ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control']) {
          expect({ url, headers, name, value: head.headers[name] }).toEqual({ url, headers, name, value: get.headers[name] });
        }
      }
    }
  });

  it('answer a method a path does not take with 405 naming the ones it does, and an unknown path with 404', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/schools', 'GET, HEAD'],
      ['POST', COLLEGE, 'GET, HEAD'],
      ['PUT', '/api/auth/login', 'POST'],
      ['PATCH', '/api/tasks', 'GET, HEAD, POST'],
      ['PUT', '/api/tasks/0c3d9c0e-5b1f-4c3a-9d7e-2f6a1b0c9d8e', 'DELETE, GET, HEAD, PATCH'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await ctx.app.inject({ method: method as 'GET', url });
      expect({ method, url, status: response.statusCode, allow: response.headers.allow }).toEqual({ method, url, status: 405, allow });
      expect(response.json()).toEqual({ error: 'method_not_allowed', message: `${method} is not allowed at ${url}: use ${allow}` });
    }
    const missing = await ctx.app.inject({ method: 'DELETE', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.allow).toBeUndefined();
  });
});
