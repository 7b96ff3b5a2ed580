import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  },
});
