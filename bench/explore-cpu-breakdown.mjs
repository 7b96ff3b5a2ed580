// CPU per request of the explore query (and the event page) for several variants of the app built in one
// process, in interleaved batches (app.inject, no sockets). A variant is a value of PERF_OFF, read by a local
// experiment patch while buildApp runs (not in the committed sources): see
// bench/results/2026-11-26-explore-cpu-breakdown.md. Without the patch all variants are the same app.
// Usage: the environment of bench/explore-in-process.mjs, plus BENCH_VARIANTS="none;headers;reqid,uuid;…"
// and BENCH_TARGET=explore|page-visitor|page-signed-in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const batches = Number(process.env.BENCH_BATCHES ?? 16);
const size = Number(process.env.BENCH_BATCH_SIZE ?? 300);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const variants = (process.env.BENCH_VARIANTS ?? 'none').split(';');
const target = process.env.BENCH_TARGET ?? 'explore';

const source = fs.readFileSync(path.join(here, '../apps/web/src/features/events/queries.ts'), 'utf8');
const doc = (name) => new RegExp(`graphql\\(\`(\\s*query ${name}\\b[^\`]*)\`\\)`).exec(source)[1];
const payload =
  target === 'explore'
    ? JSON.stringify({ query: doc('SearchEvents'), variables: { criteria: {}, first: 10 } })
    : JSON.stringify({ query: doc('EventPage'), variables: { slugOrId: 'sunset-rooftop-party' } });

const apps = {};
for (const variant of variants) {
  process.env.PERF_OFF = variant;
  apps[variant] = await buildApp({ config: loadConfig() });
  await apps[variant].ready();
}
delete process.env.PERF_OFF;
let token = null;
if (target === 'page-signed-in') {
  const r = await apps[variants[0]].inject({
    method: 'POST',
    url: '/api/auth/password/sign-in',
    payload: { userName: 'host@repclub.example', password: 'Host1234!' },
  });
  token = r.json().token;
}
const headers = {
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
};
const runOf = (app) => () => app.inject({ method: 'POST', url: '/api/graphql', headers, payload });

let reference = null;
for (const [variant, app] of Object.entries(apps)) {
  const r = await runOf(app)();
  if (r.statusCode !== 200) throw new Error(`${variant}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  reference ??= r.body;
  if (r.body !== reference) console.warn(`${variant}: a different answer`);
}

async function batch(run, count) {
  let next = 0;
  const start = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await run();
    }),
  );
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / count;
}

for (const app of Object.values(apps)) await batch(runOf(app), 2000);
const results = Object.fromEntries(variants.map((v) => [v, []]));
for (let i = 0; i < batches; i += 1) {
  const order = i % 2 ? [...variants].reverse() : variants;
  for (const v of order) results[v].push(await batch(runOf(apps[v]), size));
}
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)];
const base = results[variants[0]];
for (const [v, values] of Object.entries(results)) {
  const [min, p25, median] = [0, 0.25, 0.5].map((q) => quantile(values, q));
  const saved = quantile(base, 0.25) - p25;
  console.log(
    `${target} PERF_OFF=${v.padEnd(28)} ms/req min ${min.toFixed(3)} p25 ${p25.toFixed(3)} median ${median.toFixed(3)}  (p25 vs first: ${(saved * 1000).toFixed(0)} µs less)`,
  );
}
for (const app of Object.values(apps)) await app.close();
process.exit(0);
