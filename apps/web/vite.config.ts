import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * The library modules of popovers, tooltips, menus, selects and modals: those that use Floating UI or Mantine's
 * Portal, directly or through others (scroll areas too: they import a Floating UI helper), and those that only
 * they use (scroll bars, arrows, scroll locks). Filled when the module graph is complete (buildEnd), read by the
 * chunk groups below (which Rolldown applies after that), so that the chunk every page loads leaves them out: a
 * group takes a captured module's dependencies along, so one of them in the `mantine` group would bring all of
 * Floating UI with it (docs/decisions/062). Package barrels (index.mjs) are not followed: importing one component
 * from `@mantine/core` does not bring the others.
 */
const overlayModules = new Set<string>();
function findOverlayModules(): Plugin {
  return {
    name: 'repclub-overlay-modules',
    apply: 'build',
    buildEnd() {
      overlayModules.clear();
      const importers = new Map<string, string[]>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        for (const imported of [...(info?.importedIds ?? [])]) {
          const list = importers.get(imported) ?? [];
          list.push(id);
          importers.set(imported, list);
        }
      }
      const queue = [...this.getModuleIds()].filter((id) =>
        /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/]Portal[\\/]Portal\.mjs)/.test(
          id,
        ),
      );
      const isBarrel = (id: string) => /[\\/]index\.m?js$/.test(id);
      const isLibrary = (id: string) => /node_modules[\\/]/.test(id) && !isBarrel(id);
      for (const id of queue) {
        if (overlayModules.has(id) || !isLibrary(id)) continue;
        overlayModules.add(id);
        queue.push(...(importers.get(id) ?? []));
      }
      // Then what only those modules import, until nothing changes.
      for (let changed = true; changed;) {
        changed = false;
        for (const id of this.getModuleIds()) {
          if (overlayModules.has(id) || !isLibrary(id)) continue;
          const users = (importers.get(id) ?? []).filter((importer) => !isBarrel(importer));
          if (users.length > 0 && users.every((importer) => overlayModules.has(importer))) {
            overlayModules.add(id);
            changed = true;
          }
        }
      }
    },
  };
}

/**
 * Mantine modules that a dozen routes or more use but the login page does not (avatars, badges, grids, skeletons,
 * overlays, focus traps): a chunk of their own, so that the `mantine` chunk every page loads leaves them out
 * (docs/decisions/062). Mantine imports its hooks through the @mantine/hooks barrel, so `overlayModules` cannot see
 * that only popovers and modals use the focus-trap hooks.
 */
/**
 * What overlays (modals, drawers, selects) use besides Floating UI and the portal: the scroll lock and its helpers,
 * the combobox parts, Mantine's outside-click and modal events. `overlayModules` cannot see them (they come in
 * through package barrels); since a dozen routes have a drawer or a select they would otherwise land in the
 * `mantine` chunk the login page loads (docs/decisions/062).
 */
const OVERLAY_MORE =
  /node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib)[\\/]|node_modules[\\/]@mantine[\\/](modals[\\/]esm[\\/]events|core[\\/]esm[\\/]components[\\/]Combobox[\\/]|core[\\/]esm[\\/]core[\\/]utils[\\/](create-event-handler|create-use-external-events|noop)[\\/]|hooks[\\/]esm[\\/](use-click-outside|use-long-press|use-window-event)[\\/])/;

const MANTINE_MORE =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Avatar|Badge|SimpleGrid|Skeleton|Overlay|FocusTrap)[\\/]|hooks[\\/]esm[\\/](use-focus-trap|use-focus-return|use-debounced-callback)[\\/])/;

/**
 * Mantine's form and card components that the signed-in pages share (the offer and achievement forms, cards, the
 * club pages: issue 23) and the login page does not use: a group of their own, so that neither the `mantine` chunk
 * nor `mantine-more` (which the chunk every page loads needs) carries them to the login page.
 */
const MANTINE_FORMS =
  /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](Card|Checkbox|FileButton|Image|List|NumberInput|SegmentedControl|FloatingIndicator|Textarea|Accordion)[\\/]|react-number-format[\\/])/;

/**
 * The door scanner's service worker (docs/decisions/082): scoped to /scanner, so the rest of the app (and the e2e
 * journeys that stub requests with page.route) never runs under it. It precaches the built app (scripts, styles,
 * the QR reader's WebAssembly, the scanner's icons and manifest) and answers navigations under /scanner with
 * index.html, so a scanner page opens with no network after one visit. The scanner routes register it themselves
 * (features/checkin/scanner/pwa.ts); the plugin injects nothing into index.html, and the web app manifest is the static
 * public/scanner.webmanifest, linked by the scanner routes only.
 */
type ViteManifest = Record<
  string,
  {
    file: string;
    src?: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
    assets?: string[];
  }
>;

/**
 * The built files the scanner needs (for the service worker's precache): the entry with what it imports, and the
 * scanner routes' chunks with everything they import, statically or lazily (the QR reader and its WebAssembly), read
 * from the build's manifest. Not the other routes' chunks the entry can load (the PDF viewer alone is 600 kB).
 */
function scannerFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>(['index.html']);
  const seen = new Set<string>();
  const visit = (key: string, lazyToo: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, lazyToo);
    if (lazyToo) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) visit(key, false);
  }
  for (const key of Object.keys(manifest)) {
    if (/(^|\/)src\/(routes\/scanner|features\/checkin\/scanner\/)/.test(key)) visit(key, true);
  }
  return files;
}

function scannerServiceWorker() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: false,
    filename: 'scanner-sw.js',
    scope: '/scanner',
    workbox: {
      // Only the built files; their .br and .gz copies are the same bytes, which the server picks by itself.
      globPatterns: ['index.html', 'assets/**/*.{js,css,wasm,svg,png,woff2}', 'scanner*.{png,webmanifest}'],
      // The QR reader's WebAssembly is about 1 MB.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => {
          const viteManifest = JSON.parse(
            await readFile(fromRoot('./dist/.vite/manifest.json'), 'utf-8'),
          ) as ViteManifest;
          const needed = scannerFiles(viteManifest);
          const manifest = entries.filter(
            (entry) => needed.has(entry.url) || /^scanner[\w-]*\.(png|webmanifest)$/.test(entry.url),
          );
          return { manifest, warnings: [] };
        },
      ],
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/scanner(\/|$)/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
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
    findOverlayModules(),
    scannerServiceWorker(),
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
            // Mantine and its helpers, where most routes use them; not the overlays (the login page has no popover,
            // menu, select, tooltip or modal) nor MANTINE_MORE (docs/decisions/062).
            {
              name: 'mantine',
              test: (id) =>
                /node_modules[\\/](@mantine|clsx|react-remove-scroll|react-number-format)/.test(id) &&
                !overlayModules.has(id) &&
                !OVERLAY_MORE.test(id) &&
                !MANTINE_MORE.test(id) &&
                !MANTINE_FORMS.test(id),
              minShareCount: 12,
              priority: 20,
            },
            // Mantine components many routes use but the login page does not (docs/decisions/062).
            {
              name: 'mantine-more',
              test: (id) => MANTINE_MORE.test(id) && !overlayModules.has(id),
              minShareCount: 12,
              priority: 19,
            },
            // Mantine's form and card components of the signed-in pages (not the login page's).
            {
              name: 'mantine-forms',
              test: (id) => MANTINE_FORMS.test(id) && !overlayModules.has(id),
              // Only the components: the helpers they share with the login page's components stay in `mantine`.
              includeDependenciesRecursively: false,
              minShareCount: 12,
              priority: 18,
            },
            // Floating UI and the overlays built on it or on a portal, for the pages that have one (and the first
            // toast: the toast container uses a portal).
            {
              name: 'floating',
              test: (id) => overlayModules.has(id) || OVERLAY_MORE.test(id),
              minShareCount: 2,
              priority: 15,
            },
            // The app's own code that most routes share (ui, lib).
            // Not the zod schemas and the phone-number rules (nor, through them, zod and libphonenumber's
            // metadata): the pages that validate load them with their own chunks, so the login page can do without
            // them until a form is submitted (docs/decisions/060). Nor the GraphQL documents (the gql group), nor
            // lib/current-user.ts, whose query would bring them (every document, through the codegen's map) into the
            // chunk the login page loads. Nor lib/format.ts and money.ts (dates with dayjs and its time-zone plugins),
            // which the host pages made common enough to land here otherwise. Nor the entities (entities/: the club
            // chips bring Mantine's Avatar and Badge, the pickers their search): signed-in pages share them in
            // chunks of their own. Nor a feature's own code (the offers feature alone serves 15 routes: it brought
            // its pages and dayjs here), nor ui/counter-card.tsx and ui/quarter-hour-field.tsx (Card, dayjs).
            {
              name: 'shared',
              test: (id) =>
                /[\\/]src[\\/]/.test(id) &&
                !/node_modules|[\\/]shared[\\/]src[\\/][\w-]+[\\/](schemas|phone|text)\.ts$|[\\/]shared[\\/]src[\\/]common[\\/]money\.ts$|[\\/]web[\\/]src[\\/](gql[\\/]|entities[\\/]|features[\\/]|ui[\\/](quarter-hour-field|counter-card)\.tsx$|lib[\\/](current-user|format)\.ts$)/.test(
                  id,
                ),
              minShareCount: 12,
              priority: 10,
            },
            // The shared package's modules that the entry imports and fewer than 12 routes do (route search rules:
            // tabs, referral codes): small files of their own otherwise (docs/decisions/062).
            {
              name: 'shared-entry',
              test: (id) =>
                /[\\/]shared[\\/]src[\\/]/.test(id) &&
                !/node_modules|[\\/]shared[\\/]src[\\/][\w-]+[\\/](schemas|phone|text)\.ts$/.test(id),
              tags: ['$initial'],
              priority: 9,
            },
            // The login page's own code that a few other auth pages share (the auth layout, the social buttons, the
            // countdowns, the sign-in navigation), in one file rather than half a dozen small ones, each with its
            // headers (docs/decisions/062). Without their dependencies (Mantine components, icons, the preload
            // helper): pages all over the app use those, and would then load this chunk for them. Not
            // login-validation.ts: it loads on submit.
            {
              name: 'login',
              test: /[\\/]web[\\/]src[\\/](features[\\/]auth[\\/](login[\\/](login-wizard|phone-code-state|timers|use-login-form)\.tsx?|sign-in-navigation\.ts|social-sign-in\.tsx|social-providers\.ts|passkeys-on-demand\.tsx)|ui[\\/]auth-layout(\.tsx|\.module\.css))$|[\\/]icons[\\/]IconBrandGoogle\.mjs$/,
              includeDependenciesRecursively: false,
              priority: 8,
            },
            // The GraphQL documents (the codegen's map of every operation), for the pages that query: not the
            // login page (docs/decisions/062).
            {
              name: 'gql',
              test: /[\\/]web[\\/]src[\\/]gql[\\/]/,
              priority: 7,
            },
          ],
        },
      },
    },
  },
});
