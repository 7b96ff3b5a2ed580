// Checkout under load, and the 500-buyer contention run, against a running server on PostgreSQL.
// Usage: start the server on a PostgreSQL database (DATABASE_URL, RATE_LIMITS=off, LOG_LEVEL=warn, no MAIL_URL and
// OUTBOX=on so codes go to the outbox and can be read), then
//   BENCH_URL=http://127.0.0.1:3000 BENCH_DATABASE_URL=postgres://…/<the server's database> node bench/checkout.mjs
// It registers BENCH_BUYERS buyers through the real sign-up (default 500; use a fresh database) and adds bench events with ticket types
// straight into the database, then measures:
//   1. purchaseTickets (hold 1 ticket + create the sandbox payment) with autocannon, buyers × events rotating;
//   2. the full paid path: purchaseTickets → the sandbox page's Pay → confirmCheckout, sequentially per buyer,
//      many buyers at once;
//   3. contention: 500 purchase requests fired at once at a ticket type with 100 tickets, then the balance checked.
// Results are printed and written to bench/results/latest-checkout.md; copy the figures into a dated file.
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
const buyerCount = Number(process.env.BENCH_BUYERS ?? 500);
const runId = Date.now().toString(36);

if (!databaseUrl) {
  console.error("BENCH_DATABASE_URL must name the running server's PostgreSQL database");
  process.exit(1);
}

async function post(pathName, body, headers = {}) {
  const response = await fetch(`${baseUrl}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** One buyer through the real sign-up: register, the emailed code from the outbox, verify. */
async function signUp(i) {
  const email = `bench-buyer-${runId}-${i}@example.com`;
  const registered = await post('/api/auth/password/register', {
    userName: email,
    password: 'Secret123!',
    firstName: 'Bench',
    lastName: `Buyer${i}`,
    gender: 'Other',
    dateOfBirth: '1990-01-01',
    phoneNumber: `+1213555${String(1000 + (i % 9000)).padStart(4, '0')}`.slice(0, 12),
    agreeToTermsAndConditions: true,
  });
  if (registered.status !== 201) throw new Error(`register ${i}: ${JSON.stringify(registered.body)}`);
  const outbox = await (await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const verified = await post('/api/auth/password/verify-otp', {
    refreshToken: registered.body.refreshToken,
    otp: outbox[0].code,
    purpose: 'VerifySignIn',
  });
  if (verified.status !== 200) throw new Error(`verify ${i}: ${JSON.stringify(verified.body)}`);
  return `Bearer ${verified.body.token}`;
}

/** Events with one paid ticket type each, owned by a bench host, written in SQL. */
let seeded = 0;
async function seedEvents(client, count, capacity) {
  seeded += 1;
  const { rows: host } = await client.query(
    `insert into users (email, user_name, name, first_name, last_name, date_of_birth, gender)
     values ($1, $1, 'Bench Host', 'Bench', 'Host', '1990-01-01', 'Other') returning id`,
    [`bench-checkout-host-${runId}-${seeded}@example.com`],
  );
  const { rows } = await client.query(
    `with e as (
       insert into events (slug, created_by, event_type, display_name, description, note, avatar_url, start_date,
         end_date, time_zone, status, published_at, opt_ins)
       select 'bench-checkout-' || $2 || '-' || i, $1, 'CONCERT', 'Bench concert ' || i, 'Bench.', 'Bench.',
         'https://cdn.example/bench.webp', now() + interval '30 days', now() + interval '30 days 3 hours',
         'America/Los_Angeles', 'PUBLISHED', now(),
         '{"guestList":false,"guestCount":false,"publicPreview":false,"displayRepScore":false,"qrPass":false,"guestsInvitingOthers":false,"ageLimit":false,"privacyPolicy":null,"socialAccountRequirements":[],"questionRequirements":false,"musicEmbed":null}'::jsonb
       from generate_series(1, $3) as i returning id)
     insert into event_ticket_types (event_id, ticket_type, price, limited_amount, available_amount)
     select id, 'General', 2500, $4, $4 from e returning event_id, id`,
    [host[0].id, `${runId}-${seeded}`, count, capacity],
  );
  return rows.map((r) => ({ eventId: r.event_id, eventTicketId: r.id }));
}

const PURCHASE = `mutation($input: PurchaseTicketsInput!) { purchaseTickets(input: $input) {
  paymentUrl booking { transactionId status } } }`;
const purchaseBody = (event) =>
  JSON.stringify({
    query: PURCHASE,
    variables: {
      input: { eventId: event.eventId, items: [{ eventTicketId: event.eventTicketId, quantity: 1 }] },
    },
  });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const rows = [];
try {
  console.log(`signing up ${buyerCount} buyers …`);
  const tokens = [];
  for (let i = 0; i < buyerCount; i += 20)
    tokens.push(
      ...(await Promise.all(Array.from({ length: Math.min(20, buyerCount - i) }, (_, k) => signUp(i + k)))),
    );

  // 1. purchaseTickets throughput: every request a different (buyer, event) pair while it lasts.
  const events = await seedEvents(client, 50, 1_000_000);
  let n = 0;
  const pairs = () => {
    const i = n++;
    return { token: tokens[i % tokens.length], event: events[Math.floor(i / tokens.length) % events.length] };
  };
  const warm = pairs();
  const check = await post('/api/graphql', JSON.parse(purchaseBody(warm.event)), {
    authorization: warm.token,
  });
  if (!check.body.data?.purchaseTickets?.paymentUrl) throw new Error(JSON.stringify(check.body));
  const run = await autocannon({
    url: `${baseUrl}/api/graphql`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { token, event } = pairs();
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: token },
            body: purchaseBody(event),
          };
        },
      },
    ],
  });
  rows.push({
    scenario: `purchaseTickets (hold 1 + sandbox payment), ${connections} connections`,
    rps: Math.round(run.requests.average),
    p50: run.latency.p50,
    p99: run.latency.p99,
    errors: run.errors + run.non2xx,
  });

  // 2. The whole paid path, one buyer after another on each of `connections` lanes.
  const [paidEvent] = await seedEvents(client, 1, 1_000_000);
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(connections, tokens.length) }, async () => {
      while (next < tokens.length) {
        const token = tokens[next++];
        const t0 = performance.now();
        const bought = await post('/api/graphql', JSON.parse(purchaseBody(paidEvent)), {
          authorization: token,
        });
        const checkout = bought.body.data?.purchaseTickets;
        const pay = await fetch(`${baseUrl}${new URL(checkout.paymentUrl).pathname}/approve`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
        });
        const confirmed = await post(
          '/api/graphql',
          {
            query: 'mutation($id: ID!) { confirmCheckout(transactionId: $id) { status } }',
            variables: { id: checkout.booking.transactionId },
          },
          { authorization: token },
        );
        if (pay.status !== 303 || confirmed.body.data?.confirmCheckout?.status !== 'COMPLETED') failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  rows.push({
    scenario: `paid checkout end to end (purchase → Pay → confirm), ${tokens.length} buyers`,
    rps: Math.round((tokens.length / wall) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors: failures,
    unit: 'checkouts/s',
  });

  // 3. Contention: 500 requests at once for 100 tickets.
  const [scarce] = await seedEvents(client, 1, 100);
  const fired = performance.now();
  const results = await Promise.all(
    Array.from({ length: 500 }, async (_, i) => {
      const t0 = performance.now();
      // One request per buyer: a buyer's second checkout at an event would replace the first.
      const answer = await post('/api/graphql', JSON.parse(purchaseBody(scarce)), {
        authorization: tokens[i % tokens.length],
      });
      return { ms: performance.now() - t0, answer };
    }),
  );
  const contentionWall = Math.round(performance.now() - fired);
  const held = results.filter((r) => r.answer.body.data?.purchaseTickets).length;
  const soldOut = results.filter((r) => /sold out/.test(r.answer.body.errors?.[0]?.message ?? '')).length;
  const { rows: balance } = await client.query(
    `select limited_amount, available_amount, locked_amount, released_amount from event_ticket_types where id = $1`,
    [scarce.eventTicketId],
  );
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  rows.push({
    scenario: `contention: 500 at once for 100 tickets → ${held} held, ${soldOut} sold out; balance ${JSON.stringify(balance[0])}`,
    rps: Math.round((500 / contentionWall) * 1000),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    errors: 500 - held - soldOut,
  });
} finally {
  await client.end();
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
const report = [
  `Machine: ${machine}`,
  `Server: ${baseUrl} on PostgreSQL; ${buyerCount} buyers signed up through the real flow.`,
  `Load: autocannon ${connections} connections × ${duration} s for the first row; the others as described.`,
  '',
  '| scenario | requests/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(
    (r) => `| ${r.scenario} | ${r.rps}${r.unit ? ` ${r.unit}` : ''} | ${r.p50} | ${r.p99} | ${r.errors} |`,
  ),
  '',
].join('\n');
console.log(report);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'latest-checkout.md'), report);
