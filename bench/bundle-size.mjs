// The JavaScript a first visit to a page downloads, gzipped: the entry chunk and its static imports plus the
// route's own split chunks. Usage (after `npm run build`): node bench/bundle-size.mjs [route-file ...]
// e.g. node bench/bundle-size.mjs routes/auth/login.tsx routes/_public/terms-of-service.tsx
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('apps/web/dist/.vite/manifest.json is missing: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const routes = process.argv.slice(2);
if (routes.length === 0) routes.push('routes/auth/login.tsx');

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzip = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const size = (keys) => [...keys].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure([entryKey]);
const css = (manifest[entryKey].css ?? []).reduce((sum, file) => sum + gzip(file), 0);
console.log(
  `entry (${manifest[entryKey].file} and its static imports): ${kb(size(entry))} JS gzip, ${kb(css)} CSS gzip`,
);
for (const route of routes) {
  const own = Object.keys(manifest).filter((key) => key.includes(route) && !entry.has(key));
  if (own.length === 0) {
    console.log(`${route}: no split chunk found (bundled into the entry?)`);
    continue;
  }
  const extra = [...closure(own)].filter((key) => !entry.has(key));
  console.log(
    `${route}: +${kb(size(extra))} JS gzip in ${extra.length} chunk(s); first visit total ${kb(size(entry) + size(extra))}`,
  );
}
