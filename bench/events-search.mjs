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
import pg from 'pg';

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

const CITIES = [
  ['Los Angeles', 34.0522, -118.2437],
  ['New York', 40.7128, -74.006],
  ['Austin', 30.2672, -97.7431],
  ['Chicago', 41.8781, -87.6298],
  ['Miami', 25.7617, -80.1918],
  ['San Francisco', 37.7749, -122.4194],
  ['Seattle', 47.6062, -122.3321],
  ['Denver', 39.7392, -104.9903],
  ['Nashville', 36.1627, -86.7816],
  ['Boston', 42.3601, -71.0589],
];
const WORDS = [
  'Jazz',
  'Rooftop',
  'Comedy',
  'Design',
  'Run',
  'Art',
  'Festival',
  'Workshop',
  'Podcast',
  'Mixer',
];

/** Inserts the bench host and its events once (by slug prefix), all in SQL. */
async function seed() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: existing } = await client.query(
      `select count(*)::int as n from events where slug like 'bench-event-%'`,
    );
    if (existing[0].n >= eventCount) return existing[0].n;
    const { rows: hostRows } = await client.query(
      `insert into users (email, user_name, name, first_name, last_name, date_of_birth, gender, email_verified_at)
       values ('bench-events@example.com', 'bench-events@example.com', 'Bench Host', 'Bench', 'Host', '1990-01-01', 'Other', now())
       on conflict do nothing returning id`,
    );
    const hostId =
      hostRows[0]?.id ??
      (await client.query(`select id from users where email = 'bench-events@example.com'`)).rows[0].id;
    const cities = JSON.stringify(CITIES);
    const words = JSON.stringify(WORDS);
    await client.query('begin');
    await client.query(
      `insert into events (slug, created_by, event_type, display_name, description, note, avatar_url, start_date,
         end_date, time_zone, status, published_at, is_featured, location, city, latitude, longitude, opt_ins)
       select 'bench-event-' || i, $1, 'PARTY',
         (w ->> (i % 10)) || ' night ' || i, 'A bench event number ' || i || ' in ' || (c -> (i % 10) ->> 0),
         'Bench note.', 'https://cdn.example/bench.webp',
         now() + (i % 90) * interval '1 day' + (i % 24) * interval '1 hour',
         now() + (i % 90) * interval '1 day' + (i % 24) * interval '1 hour' + interval '3 hours',
         'America/Los_Angeles', 'PUBLISHED', now(), i % 50 = 0,
         jsonb_build_object('address', 'Bench St ' || i,
           'latitude', (c -> (i % 10) ->> 1)::float8 + ((i * 37) % 100 - 50) / 500.0,
           'longitude', (c -> (i % 10) ->> 2)::float8 + ((i * 53) % 100 - 50) / 500.0,
           'isOnlyVisibleToApprovedAttendees', false),
         c -> (i % 10) ->> 0,
         (c -> (i % 10) ->> 1)::float8 + ((i * 37) % 100 - 50) / 500.0,
         (c -> (i % 10) ->> 2)::float8 + ((i * 53) % 100 - 50) / 500.0,
         '{"guestList":false,"guestCount":false,"publicPreview":false,"displayRepScore":false,"qrPass":false,"guestsInvitingOthers":false,"ageLimit":false,"privacyPolicy":null,"socialAccountRequirements":[],"questionRequirements":false,"musicEmbed":null}'::jsonb
       from generate_series(1, $2) as i, (select $3::jsonb as c, $4::jsonb as w) as d
       on conflict (slug) do nothing`,
      [hostId, eventCount, cities, words],
    );
    await client.query(
      `insert into event_ticket_types (event_id, ticket_type, price, limited_amount, available_amount)
       select id, 'General', 2500, 200, 200 from events e
       where slug like 'bench-event-%' and not exists (select 1 from event_ticket_types t where t.event_id = e.id)`,
    );
    await client.query('commit');
    await client.query('analyze events; analyze event_ticket_types');
    return eventCount;
  } finally {
    await client.end();
  }
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

const seeded = await seed();
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
