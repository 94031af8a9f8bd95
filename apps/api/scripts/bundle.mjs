// Bundles the API into dist/server.js for `npm start` and dist/scheduler.js, the reminder
// scheduler's entry (a worker thread of the server, or `npm run scheduler`). Workspace packages (the contract,
// TypeScript source) are bundled in; everything from node_modules stays external.
// API_OUTDIR (a sibling of dist, e.g. dist-e2e-2) lets side-by-side e2e runs keep their own bundle.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname, new URL('../src/scheduler.ts', import.meta.url).pathname],
  outdir: new URL(`../${process.env.API_OUTDIR ?? 'dist'}`, import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@campuspath/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
