// Bundles the API into dist/server.js for `npm start`. Workspace packages (the contract,
// TypeScript source) are bundled in; everything from node_modules stays external.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
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
