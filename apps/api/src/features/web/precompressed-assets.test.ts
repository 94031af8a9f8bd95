import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestStorage, testCatalog } from '../../test/test-app.ts';
import { createTestMail } from '../../test/test-mail.ts';

/**
 * Fingerprinted assets as a browser gets them, from a stand-in build laid out as the web's build
 * writes it (apps/web/scripts/precompress-assets.ts): each script beside its Brotli and gzip copies,
 * made once at the best quality. A browser asking for either gets those stored bytes, which decode
 * to the script; one asking for neither gets the script itself.
 */
const SCRIPT = Buffer.from(
  `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `college ${i}` })))};\n`,
);
const STORED = {
  br: brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gzip: gzipSync(SCRIPT, { level: constants.Z_BEST_COMPRESSION }),
};
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, ...Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)]);
const decode = { br: brotliDecompressSync, gzip: gunzipSync };

let dir: string;
let app: App;
let database: TestDatabase;
const mail = createTestMail();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'campuspath-precompressed-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>CampusPath</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dir, 'assets', 'list-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'list-abc123.js.br'), STORED.br);
  writeFileSync(join(dir, 'assets', 'list-abc123.js.gz'), STORED.gzip);
  // The build's hidden source map of the script.
  writeFileSync(join(dir, 'assets', 'list-abc123.js.map'), JSON.stringify({ version: 3, sources: ['src/list.ts'], mappings: '' }));
  // A font: compressed already, so the build writes no copies of it.
  writeFileSync(join(dir, 'assets', 'font-abc123.woff2'), FONT);
  database = await createTestDatabase();
  app = await buildApp({
    catalog: testCatalog(),
    database: database.handle,
    storage: createTestStorage().storage,
    mailer: mail.mailer,
    webDistDir: dir,
  });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  mail.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const asset = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('precompressed assets', () => {
  it.each([
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
  ] as const)('sends the stored %s copy of a script, which decodes to the script, cached for a year', async (encoding, accepted) => {
    const response = await asset('/assets/list-abc123.js', accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(STORED[encoding].length);
    expect(response.rawPayload.equals(STORED[encoding])).toBe(true);
    expect(decode[encoding](response.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('sends the script itself to a client that takes neither encoding, saying the answer varies with it', async () => {
    for (const accepted of [undefined, 'identity']) {
      const response = await asset('/assets/list-abc123.js', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(SCRIPT)).toBe(true);
    }
  });

  it('gives each encoding its own validator, so a cache never revalidates one as another', async () => {
    const tags = await Promise.all(
      [undefined, 'br', 'gzip'].map(async (accepted) => (await asset('/assets/list-abc123.js', accepted)).headers.etag),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('sends a file the build left without copies (a font) as it is', async () => {
    const response = await asset('/assets/font-abc123.woff2', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(FONT)).toBe(true);
  });

  it('never serves a compressed copy or a source map under its own name, nor a missing asset', async () => {
    for (const url of ['/assets/list-abc123.js.br', '/assets/list-abc123.js.gz', '/assets/list-abc123.js.map']) {
      const response = await asset(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/javascript/);
    }
    expect((await asset('/assets/missing-abc123.js', 'br')).statusCode).toBe(404);
  });
});
