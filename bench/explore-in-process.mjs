// The explore query's CPU per request without sockets: the app (its sources, through Fastify's inject) and
// bench/explore-baseline.mjs (inject too), in one process, against the same PostgreSQL database, in interleaved
// batches. The minimum and lower quartile over the batches hold on a busy machine far better than requests per
// second (bench/results/2026-11-26-explore-vs-baseline.md, docs/decisions/061).
// Usage (the server's environment; the database seeded as for bench/explore-vs-baseline.mjs):
//   DATABASE_URL=postgres://…/<db> SEED_DEMO=true RATE_LIMITS=off LOG_LEVEL=warn NODE_ENV=production \
//     JWT_SECRET=<40 chars> npx tsx bench/explore-in-process.mjs
// BENCH_BATCHES (20) batches of BENCH_BATCH_SIZE (300) requests, BENCH_CONCURRENCY (10) at a time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startBaseline } from './explore-baseline.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const batches = Number(process.env.BENCH_BATCHES ?? 20);
const size = Number(process.env.BENCH_BATCH_SIZE ?? 300);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);

const source = fs.readFileSync(path.join(here, '../apps/web/src/features/events/api/queries.ts'), 'utf8');
const query = /graphql\(`(\s*query SearchEvents\b[^`]*)`\)/.exec(source)?.[1];
if (!query) throw new Error("no query SearchEvents in the web app's events queries");
const payload = JSON.stringify({ query, variables: { criteria: {}, first: 10 } });

const app = await buildApp({ config: loadConfig() });
await app.ready();
const baseline = await startBaseline({ databaseUrl: process.env.DATABASE_URL, port: 0 });
const targets = {
  app: () =>
    app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    }),
  baseline: () => baseline.app.inject({ method: 'GET', url: '/search' }),
};

const [appBody, baselineBody] = await Promise.all([targets.app(), targets.baseline()]);
if (appBody.body !== baselineBody.body) throw new Error('the app and the baseline answer differently');

/** CPU of this process per request (ms) over one batch. */
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

for (const run of Object.values(targets)) await batch(run, 3000); // warm-up
const results = { app: [], baseline: [] };
for (let i = 0; i < batches; i += 1) {
  const order = i % 2 ? Object.entries(targets).reverse() : Object.entries(targets);
  for (const [name, run] of order) results[name].push(await batch(run, size));
}
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)];
for (const [name, values] of Object.entries(results)) {
  const [min, p25, median] = [0, 0.25, 0.5].map((q) => quantile(values, q).toFixed(3));
  console.log(`${name}: CPU ms per request min ${min}, p25 ${p25}, median ${median}`);
}
const ratio = (q) => (quantile(results.baseline, q) / quantile(results.app, q)).toFixed(2);
console.log(`baseline / app CPU per request: min ${ratio(0)}, p25 ${ratio(0.25)}, median ${ratio(0.5)}`);
await baseline.close();
await app.close();
