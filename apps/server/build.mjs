// Bundles the server into dist/main.js. Workspace packages (@repclub/*) are compiled in; every other
// package stays an import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@repclub/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('built apps/server/dist/main.js');
