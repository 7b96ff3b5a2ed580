// Points transfers (docs/decisions/096, 097) under load, against a running server on PostgreSQL.
// Usage: start the built server on a fresh PostgreSQL database (DATABASE_URL, RATE_LIMITS=off, LOG_LEVEL=warn, no
// MAIL_URL and OUTBOX=on so sign-up codes go to the outbox and can be read), then
//   BENCH_URL=http://127.0.0.1:3000 BENCH_DATABASE_URL=postgres://…/<the server's database> node bench/points-transfers.mjs
// It signs up BENCH_MEMBERS members (default 100) and a club owner through the real register → emailed code →
// verify flow; the owner creates and publishes a club (createClub, publishClub), every member joins it (joinClub)
// and is granted BENCH_GRANT points (grantPoints, default 10,000). Then, each checked against the ledger:
//   a. spread sends: BENCH_CONNECTIONS connections (default 20) for BENCH_SECONDS (default 10), each request a
//      random member sending 1–5 points to another (sendPoints, a new idempotency key each);
//   b. one hot account: 50 connections for BENCH_SECONDS, every request from the same member (1 point each), so
//      every send queues on one account row;
//   c. overdraw race: a fresh member granted 100 points sends 1 point 500 times over 50 connections: exactly 100
//      succeed, the rest are refused with the balance message;
//   d. replays: 2,000 sendPoints with only 20 distinct keys over 50 connections: 20 movements.
// After every scenario: Σ member balances = −issuer balance (what the club issued), no balance below zero, every
// balance equal to the sum of its ledger entries. Results are printed and written to
// bench/results/latest-points.md; copy the figures into a dated file.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const memberCount = Number(process.env.BENCH_MEMBERS ?? 100);
const grantAmount = Number(process.env.BENCH_GRANT ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
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

async function gql(query, variables, token) {
  const { body } = await post('/api/graphql', { query, variables }, { authorization: token });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** One person through the real sign-up: register, the emailed code from the outbox, verify. */
async function signUp(label, i) {
  const email = `bench-points-${label}-${runId}-${i}@example.com`;
  const registered = await post('/api/auth/password/register', {
    userName: email,
    password: 'Secret123!',
    firstName: 'Bench',
    lastName: `${label[0].toUpperCase()}${label.slice(1)}${i}`,
    gender: 'Other',
    dateOfBirth: '1990-01-01',
    phoneNumber: `+1213555${String(1000 + (i % 9000)).padStart(4, '0')}`,
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
  return { email, token: `Bearer ${verified.body.token}` };
}

/** `count` items through `fn`, `width` at a time. */
async function lanes(count, width, fn) {
  const out = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

const tally = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const show = (map) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${v} ${k.length > 60 ? `${k.slice(0, 60)}…` : k}`)
    .join(', ');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

const SEND = 'mutation($i: SendPointsInput!) { sendPoints(input: $i) { id amount } }';
const GRANT = 'mutation($i: GrantPointsInput!) { grantPoints(input: $i) { id amount } }';

/** autocannon on /api/graphql; `next()` answers the next request (token and body), `check` sorts its answer. */
async function cannon({ connections: conns, amount, duration: seconds, next }) {
  const outcomes = new Map();
  let firstSent = 0;
  let lastAnswered = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/graphql`,
    connections: conns,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          firstSent ||= performance.now();
          const { token, body } = next();
          return { ...request, headers: { 'content-type': 'application/json', authorization: token }, body };
        },
        onResponse: (status, body) => {
          lastAnswered = performance.now();
          try {
            const parsed = JSON.parse(body);
            if (parsed.errors) tally(outcomes, `refused: ${parsed.errors[0]?.message}`);
            else tally(outcomes, 'ok');
          } catch {
            tally(outcomes, `HTTP ${status} unparsable`);
          }
        },
      },
    ],
  });
  return { result, outcomes, seconds: (lastAnswered - firstSent) / 1000 };
}

const sendBody = (clubId, to, amount, key = randomUUID()) =>
  JSON.stringify({ query: SEND, variables: { i: { clubId, toUserId: to.id, amount, idempotencyKey: key } } });

/** The ledger's books for the club: what it issued, what members hold, negative balances, drifting accounts. */
async function books(client, clubId) {
  const asset = `points:${clubId}`;
  const { rows } = await client.query(
    `select a.owner_kind, a.balance::bigint as balance,
       coalesce((select sum(amount) from ledger_transfers where credit_account_id = a.id), 0)
       - coalesce((select sum(amount) from ledger_transfers where debit_account_id = a.id), 0) as entries
     from ledger_accounts a where a.asset = $1`,
    [asset],
  );
  const issued = -Number(rows.find((r) => r.owner_kind === 'issuer')?.balance ?? 0);
  const held = rows.filter((r) => r.owner_kind === 'user').reduce((s, r) => s + Number(r.balance), 0);
  const negative = rows.filter((r) => r.owner_kind === 'user' && Number(r.balance) < 0).length;
  const drift = rows.filter((r) => Number(r.balance) !== Number(r.entries)).length;
  const { rows: count } = await client.query(
    'select count(*)::int as n from ledger_transfers where asset = $1',
    [asset],
  );
  return { issued, held, negative, drift, transfers: count[0].n };
}

function assertBooks(b, label) {
  if (b.issued !== b.held || b.negative !== 0 || b.drift !== 0)
    throw new Error(`${label}: books do not balance ${JSON.stringify(b)}`);
}

const machine = {
  nproc: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown CPU',
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  system: `${os.type()} ${os.release()}, Node ${process.version}`,
};
let failure = null;
const rows = [];
const setup = [];
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  const { rows: pgVersion } = await client.query('show server_version');
  machine.postgres = `PostgreSQL ${pgVersion[0].server_version}`;
  machine.loadBefore = load();

  let t0 = performance.now();
  const owner = await signUp('owner', 0);
  console.log(`signing up ${memberCount + 1} members …`);
  const people = await lanes(memberCount + 1, 20, (i) => signUp('member', i + 1));
  const ids = await client.query('select id, email from users where email = any($1)', [
    people.map((p) => p.email),
  ]);
  for (const p of people) p.id = ids.rows.find((r) => r.email === p.email).id;
  const members = people.slice(0, memberCount);
  const racer = people[memberCount];
  setup.push(`${memberCount + 2} sign-ups in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const created = await gql(
    'mutation($input: CreateClubInput!) { createClub(input: $input) { id } }',
    { input: { displayName: 'Bench Points Club', slug: `bench-points-${runId}` } },
    owner.token,
  );
  const clubId = created.createClub.id;
  await gql('mutation($c: ID!) { publishClub(clubId: $c) { id } }', { c: clubId }, owner.token);
  t0 = performance.now();
  await lanes(people.length, 20, (i) =>
    gql('mutation($c: ID!) { joinClub(clubId: $c) { id } }', { c: clubId }, people[i].token),
  );
  setup.push(`${people.length} joinClub in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  t0 = performance.now();
  await lanes(members.length, 20, (i) =>
    gql(
      GRANT,
      { i: { clubId, toUserId: members[i].id, amount: grantAmount, idempotencyKey: randomUUID() } },
      owner.token,
    ),
  );
  await gql(
    GRANT,
    { i: { clubId, toUserId: racer.id, amount: 100, idempotencyKey: randomUUID() } },
    owner.token,
  );
  const grantSeconds = (performance.now() - t0) / 1000;
  setup.push(`${members.length + 1} grantPoints (20 lanes) in ${grantSeconds.toFixed(1)} s`);
  assertBooks(await books(client, clubId), 'after grants');

  const pick = () => members[Math.floor(Math.random() * members.length)];
  const pair = () => {
    const from = pick();
    let to = pick();
    while (to === from) to = pick();
    return { from, to };
  };

  // a. Spread sends.
  let before = await books(client, clubId);
  const spread = await cannon({
    connections,
    duration,
    next: () => {
      const { from, to } = pair();
      return { token: from.token, body: sendBody(clubId, to, 1 + Math.floor(Math.random() * 5)) };
    },
  });
  let after = await books(client, clubId);
  assertBooks(after, 'a');
  let ok = spread.outcomes.get('ok') ?? 0;
  // A timed run stops with requests in flight: they may be recorded without the bench reading the answer.
  if (after.transfers - before.transfers < ok || after.transfers - before.transfers > ok + connections)
    throw new Error(`a: ${ok} ok but ${after.transfers - before.transfers} transfers`);
  rows.push({
    scenario: `a. spread sends, ${memberCount} members, ${connections} connections × ${duration} s → ${show(spread.outcomes)}`,
    rate: `${Math.round(ok / spread.seconds)} transfers/s (${after.transfers - before.transfers} recorded)`,
    p50: spread.result.latency.p50,
    p99: spread.result.latency.p99,
    errors: spread.result.errors + spread.result.non2xx,
  });

  // b. One hot account.
  before = after;
  const hot = members[0];
  const hotRun = await cannon({
    connections: 50,
    duration,
    next: () => {
      let to = pick();
      while (to === hot) to = pick();
      return { token: hot.token, body: sendBody(clubId, to, 1) };
    },
  });
  after = await books(client, clubId);
  assertBooks(after, 'b');
  ok = hotRun.outcomes.get('ok') ?? 0;
  if (after.transfers - before.transfers < ok || after.transfers - before.transfers > ok + 50)
    throw new Error(`b: ${ok} ok but ${after.transfers - before.transfers} transfers`);
  rows.push({
    scenario: `b. one hot sender, 50 connections × ${duration} s → ${show(hotRun.outcomes)}`,
    rate: `${Math.round(ok / hotRun.seconds)} transfers/s`,
    p50: hotRun.result.latency.p50,
    p99: hotRun.result.latency.p99,
    errors: hotRun.result.errors + hotRun.result.non2xx,
  });

  // c. Overdraw race: 100 points, 500 sends of 1.
  const race = await cannon({
    connections: 50,
    amount: 500,
    next: () => ({ token: racer.token, body: sendBody(clubId, pick(), 1) }),
  });
  after = await books(client, clubId);
  assertBooks(after, 'c');
  const { rows: racerRow } = await client.query(
    "select balance from ledger_accounts where asset = $1 and owner_kind = 'user' and owner_id = $2",
    [`points:${clubId}`, racer.id],
  );
  ok = race.outcomes.get('ok') ?? 0;
  if (ok !== 100 || Number(racerRow[0].balance) !== 0)
    throw new Error(`c: ${show(race.outcomes)}, balance ${racerRow[0].balance}`);
  rows.push({
    scenario: `c. overdraw race: 100 points, 500 sends of 1 over 50 connections → ${show(race.outcomes)}; balance after 0`,
    rate: `${Math.round(500 / race.seconds)} req/s`,
    p50: race.result.latency.p50,
    p99: race.result.latency.p99,
    errors: race.result.errors + race.result.non2xx,
  });

  // d. Replays: 2,000 requests, 20 keys.
  before = after;
  const pool = Array.from({ length: 20 }, () => ({ ...pair(), key: randomUUID() }));
  let turn = 0;
  const replays = await cannon({
    connections: 50,
    amount: 2000,
    next: () => {
      const p = pool[turn++ % pool.length];
      return { token: p.from.token, body: sendBody(clubId, p.to, 3, p.key) };
    },
  });
  after = await books(client, clubId);
  assertBooks(after, 'd');
  if (after.transfers - before.transfers !== 20)
    throw new Error(`d: ${after.transfers - before.transfers} transfers for 20 keys`);
  rows.push({
    scenario: `d. replays: 2,000 sendPoints, 20 keys, 50 connections → ${show(replays.outcomes)}; ${after.transfers - before.transfers} movements`,
    rate: `${Math.round(2000 / replays.seconds)} req/s`,
    p50: replays.result.latency.p50,
    p99: replays.result.latency.p99,
    errors: replays.result.errors + replays.result.non2xx,
  });
  setup.push(
    `books at the end: issued ${after.issued}, held ${after.held}, ${after.transfers} transfers, 0 negative, 0 drifting`,
  );
  machine.loadAfter = load();
} catch (err) {
  failure = err;
  machine.loadAfter = load();
} finally {
  await client.end();
}

const report = [
  `Machine: ${machine.nproc} × ${machine.cpu}, ${machine.memory}, ${machine.system}, ${machine.postgres}; load average (1/5/15 min) ${machine.loadBefore} before, ${machine.loadAfter} after.`,
  `Server: ${baseUrl}. Setup: ${setup.join('; ')}.`,
  '',
  '| scenario | throughput | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.scenario} | ${r.rate} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  '',
].join('\n');
console.log(report);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'latest-points.md'), report);
if (failure) {
  console.error(failure);
  process.exit(1);
}
