import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compresses: scripts, styles and vector images (the fonts and pictures are compressed already; source maps are never sent). */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes `x.br` (Brotli at its best quality, 11) and `x.gz` (gzip level 9) beside each
 * fingerprinted asset of the browser's build, once per build, so the server sends stored bytes
 * (@fastify/static's `preCompressed`, apps/api/src/features/web/web.routes.ts) instead of
 * compressing every script for every visitor at a quality it can afford per request. A copy no
 * smaller than its file (a chunk of a few bytes) is not written.
 */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'campuspath:precompress-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      assetsDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      const files = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(assetsDir, name);
          const bytes = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            br.length < bytes.length && writeFile(`${path}.br`, br),
            gz.length < bytes.length && writeFile(`${path}.gz`, gz),
          ]);
        }),
      );
    },
  };
}
