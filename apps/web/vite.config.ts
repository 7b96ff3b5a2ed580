import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One router config for the Vite plugin and the `tsr` CLI (used by `npm run typecheck`). Paths are made
// absolute here because Vitest runs this config from the repository root.
const routerConfig = JSON.parse(readFileSync(fromRoot('./tsr.config.json'), 'utf-8')) as {
  routesDirectory: string;
  generatedRouteTree: string;
  routeFileIgnorePattern?: string;
};

// Build info shown in development builds (accounts §2.4): the package version and, when known, the commit.
const packageVersion = (JSON.parse(readFileSync(fromRoot('./package.json'), 'utf-8')) as { version: string })
  .version;
function gitCommit(): string {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the build, for the
 * server to send as they are (@fastify/static `preCompressed`; docs/decisions/055). Files under 1 KiB stay
 * plain: their headers weigh more than compression would save.
 */
function precompress(): Plugin {
  return {
    name: 'repclub-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? fromRoot('./dist');
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!/\.(js|mjs|css|html|svg|json|txt)$/.test(file.fileName)) return;
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < 1024) return;
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root: webRoot,
  define: {
    __APP_VERSION__: JSON.stringify(packageVersion),
    __APP_COMMIT__: JSON.stringify(gitCommit()),
  },
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      ...routerConfig,
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRoot(routerConfig.routesDirectory),
      generatedRouteTree: fromRoot(routerConfig.generatedRouteTree),
    }),
    react(),
    precompress(),
  ],
  resolve: {
    alias: { '@': fromRoot('./src') },
  },
  server: {
    proxy: {
      // API_PROXY_TARGET points the dev server at another API server (several people on one machine).
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (bench/bundle-size.mjs reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks (docs/decisions/055): left alone, Rolldown makes one chunk per set of routes that
        // share a module, dozens of them under 2 KiB, each a request with its own headers and round trip.
        codeSplitting: {
          groups: [
            // React, the router and the query cache: every page needs them.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
              priority: 30,
            },
            // Mantine and its helpers, where most routes use them.
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|clsx|react-remove-scroll|react-number-format)/,
              minShareCount: 12,
              priority: 20,
            },
            // The app's own code that most routes share (ui, lib).
            // Not the zod schemas and the phone-number rules (nor, through them, zod and libphonenumber's
            // metadata): the pages that validate load them with their own chunks, so the login page can do without
            // them until a form is submitted (docs/decisions/060).
            {
              name: 'shared',
              test: (id) =>
                /[\\/]src[\\/]/.test(id) &&
                !/node_modules|[\\/]shared[\\/]src[\\/][\w-]+[\\/](schemas|phone)\.ts$/.test(id),
              minShareCount: 12,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
