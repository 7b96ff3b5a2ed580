// Event discovery under load: searchEvents (first 10) against a running server on PostgreSQL, with autocannon.
// Usage: start the server on a PostgreSQL database (DATABASE_URL, RATE_LIMITS=off, LOG_LEVEL=warn), then
//   BENCH_URL=http://127.0.0.1:3000 BENCH_DATABASE_URL=postgres://…/<the server's database> \
//     node bench/events-search.mjs
// It adds BENCH_EVENTS published events (default 5,000, over the next 90 days, in ten cities) of a bench host
// to that database when they are not there yet, then measures each scenario. Results are printed and written to
// bench/results/latest-events-search.md; copy the figures into a dated results file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seedBenchEvents } from './bench-events.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const eventCount = Number(process.env.BENCH_EVENTS ?? 5000);

if (!databaseUrl) {
  console.error("BENCH_DATABASE_URL must name the running server's PostgreSQL database");
  process.exit(1);
}

const CARD = `edges { cursor node { eventId slug displayName avatarUrl startDate city isFeatured
  tickets { eventTicketId price currency } } } pageInfo { hasNextPage endCursor }`;
const graphql = (query) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

const scenarios = [
  { name: 'searchEvents first 10 (explore)', opts: graphql(`{ searchEvents(first: 10) { ${CARD} } }`) },
  {
    name: 'searchEvents first 10, keyword',
    opts: graphql(`{ searchEvents(first: 10, criteria: { keyword: "jazz" }) { ${CARD} } }`),
  },
  {
    name: 'searchEvents first 10, near LA 25 mi',
    opts: graphql(
      `{ searchEvents(first: 10, criteria: { near: { latitude: 34.05, longitude: -118.24, radius: 25, unit: mi } }) { ${CARD.replace('isFeatured', 'isFeatured distance')} } }`,
    ),
  },
  {
    name: 'searchEvents first 10, featured this week',
    opts: graphql(
      `{ searchEvents(first: 10, criteria: { onlyFeatured: true, startsAfter: "${new Date().toISOString()}", startsBefore: "${new Date(Date.now() + 7 * 86_400_000).toISOString()}" }) { ${CARD} } }`,
    ),
  },
];

async function measure(scenario) {
  const url = `${baseUrl}/api/graphql`;
  const check = await fetch(url, scenario.opts);
  const body = await check.json();
  if (body.errors || !body.data?.searchEvents?.edges?.length)
    throw new Error(`${scenario.name}: ${JSON.stringify(body).slice(0, 300)}`);
  await autocannon({ url, connections, duration: 2, ...scenario.opts });
  const r = await autocannon({ url, connections, duration, ...scenario.opts });
  if (r.non2xx || r.errors)
    console.error(`${scenario.name}: status codes`, r.statusCodeStats, 'errors', r.errors);
  return {
    scenario: scenario.name,
    rows: body.data.searchEvents.edges.length,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const seeded = await seedBenchEvents(databaseUrl, eventCount);
const rows = [];
for (const scenario of scenarios) rows.push(await measure(scenario));

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
const report = [
  `Machine: ${machine}`,
  `Data: ${seeded} bench events (+ whatever else the database holds), PostgreSQL.`,
  `Load: autocannon, ${connections} connections, ${duration} s per scenario after a 2 s warm-up, against ${baseUrl}.`,
  '',
  '| scenario | rows | requests/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.scenario} | ${r.rows} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  '',
].join('\n');
console.log(report);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'latest-events-search.md'), report);
