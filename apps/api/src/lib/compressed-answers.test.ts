import { createHook } from 'node:async_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

/**
 * Catalogue answers as a browser gets them (every browser asks for gzip and Brotli): compressed
 * once when the answer is kept, then sent as stored, each encoding with its own ETag.
 */
const ctx = useTestApp();
const BROWSER = 'gzip, deflate, br';
const decode: Record<string, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/**
 * How many zlib streams (compressing or decompressing, synchronous or not: Node makes a ZLIB
 * resource for each) the process starts while `work` runs.
 */
async function zlibStreamsDuring(work: () => Promise<unknown>): Promise<number> {
  let started = 0;
  const hook = createHook({ init: (_id, type) => void (type === 'ZLIB' && started++) }).enable();
  try {
    await work();
  } finally {
    hook.disable();
  }
  return started;
}

describe('compressed catalogue answers', () => {
  it('decode, in gzip and in Brotli, to the same JSON as the plain answer', async () => {
    for (const url of [
      '/api/schools/166683',
      '/api/schools?limit=12&page=1&search=nursing',
      '/api/programs',
      '/api/compare?ids=166683,166027',
    ]) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['gzip', 'br']) {
        // Asked three times: the first answer is compressed for its request, later ones come from the cache.
        for (let round = 0; round < 3; round++) {
          const answer = await get(url, { 'accept-encoding': encoding });
          expect({ url, round, encoding: answer.headers['content-encoding'] }).toEqual({ url, round, encoding });
          expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(JSON.parse(decode[encoding]!(answer.rawPayload).toString('utf8'))).toEqual(plain.json());
        }
      }
      // A browser's header gets Brotli, the server's first choice.
      expect((await get(url, { 'accept-encoding': BROWSER })).headers['content-encoding']).toBe('br');
    }
  });

  it('give each encoding its own ETag, and answer 304 only to the tag of the encoding asked for', async () => {
    const url = '/api/schools/166027';
    const tags: Record<string, string> = {};
    for (const encoding of ['identity', 'gzip', 'br']) {
      const answer = await get(url, { 'accept-encoding': encoding });
      expect(answer.headers.vary).toBe('accept-encoding');
      tags[encoding] = answer.headers.etag as string;
      expect(tags[encoding]).toMatch(/^W\/"[\w-]+"$/);
    }
    expect(new Set(Object.values(tags)).size).toBe(3);
    for (const [encoding, tag] of Object.entries(tags)) {
      const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': tag });
      expect({ encoding, status: again.statusCode, etag: again.headers.etag, vary: again.headers.vary }).toEqual({
        encoding,
        status: 304,
        etag: tag,
        vary: 'accept-encoding',
      });
      for (const other of Object.keys(tags).filter((name) => name !== encoding)) {
        // A copy in another encoding is not this one: the full answer, in the encoding asked for.
        const full = await get(url, { 'accept-encoding': other, 'if-none-match': tag });
        expect({ other, status: full.statusCode, etag: full.headers.etag }).toEqual({ other, status: 200, etag: tags[other] });
      }
    }
  });

  it('answer HEAD with the compressed length and encoding GET sends', async () => {
    const url = '/api/schools/110662';
    for (let round = 0; round < 3; round++) {
      const got = await get(url, { 'accept-encoding': 'br' });
      const head = await ctx.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(head.body).toBe('');
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers.etag).toBe(got.headers.etag);
      expect(Number(head.headers['content-length'])).toBe(got.rawPayload.length);
    }
  });

  it('send a kept answer as stored: no compression per request, the same bytes every time', async () => {
    const url = '/api/schools/139755';
    // The second request keeps the answer and makes its compressed forms.
    await get(url, { 'accept-encoding': 'br' });
    await get(url, { 'accept-encoding': 'br' });
    const answers: Record<string, Buffer[]> = { gzip: [], br: [] };
    const streams = await zlibStreamsDuring(async () => {
      for (let round = 0; round < 10; round++) {
        for (const encoding of ['gzip', 'br']) answers[encoding]!.push((await get(url, { 'accept-encoding': encoding })).rawPayload);
      }
    });
    expect(streams).toBe(0);
    for (const [encoding, bodies] of Object.entries(answers)) {
      expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
      expect(JSON.parse(decode[encoding]!(bodies[0]!).toString('utf8'))).toEqual((await get(url)).json());
    }
  });

  it('leave answers under the threshold as they are, one ETag for every client', async () => {
    const plain = await get('/api/schools/suggest?q=mit&limit=1');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeLessThan(2048);
    const asked = await get('/api/schools/suggest?q=mit&limit=1', { 'accept-encoding': BROWSER });
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.headers.etag).toBe(plain.headers.etag);
    expect(asked.headers.vary).toBe('accept-encoding');
  });
});
