import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { chunkMessages } from './scripts/chunk-messages.ts';
import { linguiMacros } from './scripts/lingui-macro.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';

// react-router's package exports point every condition at dist/development, so production
// builds would ship its development build (remix-run/react-router#14753). Point the bare
// import at dist/production for `vite build` only.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/** The browser's build. */
const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  // .vite/manifest.json: which chunks and styles each page module needs, for the server's preloads.
  manifest: true,
  // Maps for debugging without a sourceMappingURL line in every shipped file.
  sourcemap: 'hidden',
  // Every browser we support has native <link rel="modulepreload">; skip Vite's polyfill.
  // Lazy chunks are not given preload lists of their dependencies: the browser fetches a page
  // chunk's imports as soon as it reads them, and the lists (every chunk's file name, kept in
  // the entry) cost the first load about 2 KB gzipped. The HTML's own preloads stay.
  modulePreload: {
    polyfill: false,
    resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
  },
  // One stylesheet, linked by every page's HTML (Tailwind's output; no chunk imports CSS of its
  // own). Split per chunk, every lazy import would also list it as a dependency to wait for: a
  // preload list and helper in each chunk that imports one, about 0.2 KB gzipped on `/` alone.
  cssCodeSplit: false,
  // Lazy chunks are named by content hash alone, 7 characters (the fewest Rolldown allows for
  // this many chunks): the entry names every lazy chunk, page and loader alike (router.tsx), so
  // short names keep it small.
  // What every page runs (the entry and everything it imports statically: React, the router, the
  // query client, the shell) is one chunk: left to itself Rolldown cuts it into a chunk per set of
  // pages sharing a piece, seven files where each small one gzips worse (2.1 KB more on every page).
  // Only these: page chunks stay split by the pages that share them, so no page loads another's libraries.
  rollupOptions: {
    output: { chunkFileNames: 'assets/[hash:7].js', codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
  },
} satisfies UserConfig['build'];

/** Lingui's settings (lingui.config.ts), named by path: whatever the directory the build runs from. */
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * In development the API runs on :3000 (npm run dev) and Vite proxies /api to it.
 *
 * `npm run build` makes two builds of the same code: the browser's (dist/, with a manifest the
 * server reads to preload a page's chunks) and the server renderer's (`--ssr`, into dist/.ssr/,
 * which static serving never answers: dot folders are refused), loaded by the API at start
 * (apps/api/src/features/web/, architecture.md "Server rendering").
 */
export default defineConfig(({ command, isSsrBuild }) => {
  // Lingui's macros become message lookups, and a language's `.po` catalogue a module, as they are
  // imported; the browser's build gives each chunk its own messages per language (docs/i18n.md).
  const messages = chunkMessages(linguiConfig);
  return {
    plugins: [
      linguiMacros(linguiConfig, messages.collect),
      lingui({ configPath: linguiConfig }),
      messages.plugin,
      react(),
      tailwindcss(),
      precompressAssets(),
    ],
    resolve: {
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') }] : [],
    },
    server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
    ...(isSsrBuild && {
      // One self-contained file set: the API process needs no web package at run time, and React's
      // production build is chosen here, not by NODE_ENV at run time (which nothing here sets).
      ssr: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    }),
    build: isSsrBuild
      ? { outDir: 'dist/.ssr', emptyOutDir: false, sourcemap: 'hidden', rollupOptions: { output: { entryFileNames: '[name].js' } } }
      : browserBuild,
  };
});
