import { createHook } from 'node:async_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FIT_PROFILE, fitStudent } from '../../test/fit-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Recommendations as a browser gets them: each person's page is kept per profile version and query
 * already in gzip and Brotli, so asking again (paging back, reopening the page) compresses nothing.
 */
const ctx = useTestApp();
const decode: Record<string, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };
const URL = '/api/recommendations?limit=12';

const get = (cookie: string, encoding?: string) =>
  ctx.app.inject({ method: 'GET', url: URL, headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

/** How many zlib streams (compressing or decompressing) the process starts while `work` runs. */
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

describe('compressed recommendations', () => {
  it('are kept per person in gzip and Brotli: asked again, they are sent as kept, each person their own', async () => {
    const maya = await fitStudent(ctx.app, { satTotal: 1450 });
    const leo = await fitStudent(ctx.app, { ...FIT_PROFILE, satTotal: 1010 });
    const plain = { maya: (await get(maya)).json(), leo: (await get(leo)).json() };
    expect(plain.maya).not.toEqual(plain.leo);

    for (const encoding of ['gzip', 'br']) {
      const first = await get(maya, encoding);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(JSON.parse(decode[encoding]!(first.rawPayload).toString('utf8'))).toEqual(plain.maya);
    }
    const kept = { gzip: (await get(maya, 'gzip')).rawPayload, br: (await get(maya, 'br')).rawPayload };

    const answers: { encoding: string; bytes: Buffer }[] = [];
    const streams = await zlibStreamsDuring(async () => {
      for (let round = 0; round < 5; round++) {
        for (const encoding of ['gzip', 'br'] as const) answers.push({ encoding, bytes: (await get(maya, encoding)).rawPayload });
      }
    });
    expect(streams).toBe(0);
    expect(answers.every(({ encoding, bytes }) => bytes.equals(kept[encoding as 'gzip' | 'br']))).toBe(true);

    // Another student's page is theirs, compressed from their own answer.
    const theirs = await get(leo, 'br');
    expect(JSON.parse(brotliDecompressSync(theirs.rawPayload).toString('utf8'))).toEqual(plain.leo);
  });
});
