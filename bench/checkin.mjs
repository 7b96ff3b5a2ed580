// Check-in at the door (docs/decisions/080) under load, against a running server on PostgreSQL.
// Usage: start the built server on a fresh PostgreSQL database (DATABASE_URL, RATE_LIMITS=off, LOG_LEVEL=warn, no
// MAIL_URL and OUTBOX=on so sign-up codes go to the outbox and can be read), then
//   BENCH_URL=http://127.0.0.1:3000 BENCH_DATABASE_URL=postgres://…/<the server's database> node bench/checkin.mjs
// It signs up BENCH_TICKETS holders (default 2,000) and a host through the real register → emailed code → verify
// flow, adds three free events of that host straight into the database (as bench/checkout.mjs does), and every
// holder RSVPs through rsvpEvent, which answers the ticket's QR string (Ticket.qrCode) to its holder. The host
// (the event's creator) is the scanner. Then, each checked afterwards through Event.hostCounters.scannedTickets:
//   d. scannerManifest of the door event (BENCH_TICKETS tickets) before the doors open: latency and payload size;
//   a. the door rush: every ticket of the door event checked in once, BENCH_DOORS connections (default 4), each
//      request a different ticket (checkIn with a new scanId and the ticket's code);
//   b. contention: BENCH_CONNECTIONS connections (default 50) scanning the same ticket for BENCH_SECONDS: exactly
//      one ADMITTED, every other answer ALREADY_SCANNED;
//   c. offline sync: every ticket of the offline event in syncScans batches of BENCH_SYNC_BATCH (100, the server's
//      limit), one after another (a batch the GraphQL body limit refuses is recorded, and the largest that fits used);
//   d'. scannerManifest of the door event again after the rush (every ticket scanned).
// Results are printed and written to bench/results/latest-checkin.md; copy the figures into a dated file.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const ticketCount = Number(process.env.BENCH_TICKETS ?? 2000);
const doors = Number(process.env.BENCH_DOORS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
// The server's limit (CHECKIN_LIMITS.syncBatchMax, 100 since this bench found 500 refused with 413).
const batchSize = Number(process.env.BENCH_SYNC_BATCH ?? 100);
const manifestRuns = Number(process.env.BENCH_MANIFEST_RUNS ?? 30);
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

/** One person through the real sign-up: register, the emailed code from the outbox, verify (phone numbers are unique). */
async function signUp(label, i, phoneIndex) {
  const email = `bench-checkin-${label}-${runId}-${i}@example.com`;
  const registered = await post('/api/auth/password/register', {
    userName: email,
    password: 'Secret123!',
    firstName: 'Bench',
    lastName: `${label[0].toUpperCase()}${label.slice(1)}${i}`,
    gender: 'Other',
    dateOfBirth: '1990-01-01',
    phoneNumber: `+1213555${String(1000 + (phoneIndex % 9000)).padStart(4, '0')}`,
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

/** A free, published event of the host starting in an hour, one free General type, written in SQL. */
async function seedEvent(client, hostId, name, capacity) {
  const { rows } = await client.query(
    `with e as (
       insert into events (slug, created_by, event_type, display_name, description, note, avatar_url, start_date,
         end_date, time_zone, status, published_at, opt_ins)
       values ('bench-checkin-' || $2, $1, 'CONCERT', $3, 'Bench.', 'Doors at 7.',
         'https://cdn.example/bench.webp', now() + interval '1 hour', now() + interval '5 hours',
         'America/Los_Angeles', 'PUBLISHED', now(),
         '{"guestList":false,"guestCount":false,"publicPreview":false,"displayRepScore":false,"qrPass":false,"guestsInvitingOthers":false,"ageLimit":false,"privacyPolicy":null,"socialAccountRequirements":[],"questionRequirements":false,"musicEmbed":null}'::jsonb)
       returning id)
     insert into event_ticket_types (event_id, ticket_type, price, limited_amount, available_amount)
     select id, 'General', 0, $4, $4 from e returning event_id, id`,
    [hostId, `${runId}-${name.toLowerCase().replace(/\W+/g, '-')}`, name, capacity],
  );
  return { eventId: rows[0].event_id, eventTicketId: rows[0].id };
}

const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { tickets { ticketId qrCode } } }`;
async function rsvp(token, event) {
  const data = await gql(
    RSVP,
    { input: { eventId: event.eventId, eventTicketId: event.eventTicketId } },
    token,
  );
  const ticket = data.rsvpEvent.tickets[0];
  if (!ticket?.qrCode?.startsWith('repclub:ticket:')) throw new Error(`no QR code: ${JSON.stringify(data)}`);
  return ticket.qrCode;
}

const COUNTERS = `query($e: String!) { event(slugOrId: $e) { hostCounters { scannedTickets approved } } }`;
async function counters(token, event) {
  return (await gql(COUNTERS, { e: event.eventId }, token)).event.hostCounters;
}

const VERDICT = 'outcome refusal message holderName admitted scansUsed maxScans';
const CHECK_IN = `mutation($e: ID!, $i: ScanInput!) { checkIn(eventId: $e, input: $i) { ${VERDICT} } }`;
const SYNC = `mutation($e: ID!, $s: [ScanInput!]!) { syncScans(eventId: $e, scans: $s) { scanId status verdict { outcome refusal } } }`;
const MANIFEST = `query($e: ID!) { scannerManifest(eventId: $e) { eventId displayName timeZone generatedAt
  zones { id name eventTicketIds maxScans }
  tickets { ticketId codeHash holderName ticketType eventTicketId admissions scansUsed zoneScans { zoneId scansUsed } refusal }
  guests { guestId fullName quantity checkedInQuantity passes { guestTicketId codeHash checkedIn } } } }`;

const tally = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const show = (map) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** autocannon on /api/graphql; `next()` answers the next request's body, `check(body)` sorts its answer. */
async function cannon({ token, connections: conns, amount, duration: seconds, next, check, timeout = 30 }) {
  const outcomes = new Map();
  // autocannon ends a run of `amount` requests on its next whole-second tick: time the requests here, from the
  // first sent to the last answered.
  let firstSent = 0;
  let lastAnswered = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/graphql`,
    connections: conns,
    ...(amount ? { amount } : { duration: seconds }),
    timeout,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          firstSent ||= performance.now();
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: token },
            body: next(),
          };
        },
        onResponse: (status, body) => {
          lastAnswered = performance.now();
          try {
            const parsed = JSON.parse(body);
            if (parsed.errors) tally(outcomes, `error ${parsed.errors[0]?.message}`);
            else check(parsed.data, outcomes);
          } catch {
            tally(outcomes, `HTTP ${status} unparsable`);
          }
        },
      },
    ],
  });
  return { result, outcomes, seconds: (lastAnswered - firstSent) / 1000 };
}

const machine = {
  nproc: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown CPU',
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  system: `${os.type()} ${os.release()}, Node ${process.version}`,
};
const notes = [];
let failure = null;
const rows = [];
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  const { rows: pgVersion } = await client.query('show server_version');
  machine.postgres = `PostgreSQL ${pgVersion[0].server_version}`;
  machine.loadBefore = load();

  // Setup: the host, the holders, three events, one RSVP per holder per event through the API.
  let t0 = performance.now();
  const host = await signUp('host', 0, 0);
  const { rows: hostRow } = await client.query('select id from users where email = $1', [host.email]);
  console.log(`signing up ${ticketCount} holders …`);
  const holders = await lanes(ticketCount, 20, (i) => signUp('holder', i, i + 1));
  const signUpSeconds = (performance.now() - t0) / 1000;
  const door = await seedEvent(client, hostRow[0].id, 'Bench door rush', ticketCount);
  const offline = await seedEvent(client, hostRow[0].id, 'Bench offline doors', ticketCount);
  const contended = await seedEvent(client, hostRow[0].id, 'Bench one ticket', 1);
  console.log(`RSVPs: ${ticketCount} × 2 + 1 …`);
  t0 = performance.now();
  const doorCodes = await lanes(ticketCount, 20, (i) => rsvp(holders[i].token, door));
  const offlineCodes = await lanes(ticketCount, 20, (i) => rsvp(holders[i].token, offline));
  const contendedCode = await rsvp(holders[0].token, contended);
  const rsvpSeconds = (performance.now() - t0) / 1000;
  notes.push(
    `Setup: ${ticketCount + 1} sign-ups in ${signUpSeconds.toFixed(1)} s, ${2 * ticketCount + 1} RSVPs (rsvpEvent, 20 lanes) in ${rsvpSeconds.toFixed(1)} s (${Math.round((2 * ticketCount + 1) / rsvpSeconds)}/s).`,
  );
  for (const [event, expected] of [
    [door, ticketCount],
    [offline, ticketCount],
    [contended, 1],
  ]) {
    const c = await counters(host.token, event);
    if (c.approved !== expected || c.scannedTickets !== 0)
      throw new Error(`before: ${JSON.stringify(c)}, expected ${expected} approved`);
  }

  // d. The manifest a scanner downloads before the doors open.
  const manifestBody = JSON.stringify({ query: MANIFEST, variables: { e: door.eventId } });
  async function manifest(label) {
    const response = await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: host.token },
      body: manifestBody,
    });
    const text = await response.text();
    const data = JSON.parse(text).data?.scannerManifest;
    if (data?.tickets?.length !== ticketCount) throw new Error(`manifest: ${text.slice(0, 300)}`);
    const { result, outcomes, seconds } = await cannon({
      token: host.token,
      connections: 1,
      amount: manifestRuns,
      next: () => manifestBody,
      check: (d, map) => tally(map, `${d.scannerManifest.tickets.length} tickets`),
    });
    const bytes = Buffer.byteLength(text);
    const gz = gzipSync(text).length;
    rows.push({
      scenario: `d${label}. scannerManifest, ${ticketCount} tickets, ${manifestRuns} requests one after another (each ${[...outcomes.keys()].join(', ')})`,
      rate: `${(result.requests.total / seconds).toFixed(1)} req/s`,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      extra: `${(bytes / 1024).toFixed(0)} KiB JSON (${Math.round(bytes / ticketCount)} B/ticket), ${(gz / 1024).toFixed(0)} KiB gzipped`,
    });
    return data;
  }
  const before = await manifest('');
  if (before.tickets.some((t) => t.scansUsed !== 0)) throw new Error('manifest before: scans used');

  // a. The door rush: every ticket once, `doors` connections.
  let n = 0;
  const rush = await cannon({
    token: host.token,
    connections: doors,
    amount: ticketCount,
    next: () =>
      JSON.stringify({
        query: CHECK_IN,
        variables: {
          e: door.eventId,
          i: { scanId: randomUUID(), code: doorCodes[n++ % ticketCount], deviceId: 'bench-door' },
        },
      }),
    check: (d, map) => tally(map, d.checkIn.refusal ?? d.checkIn.outcome),
  });
  const afterRush = await counters(host.token, door);
  const admittedRush = rush.outcomes.get('ADMITTED') ?? 0;
  rows.push({
    scenario: `a. door rush: ${ticketCount} distinct tickets, checkIn at ${doors} doors (connections) → ${show(rush.outcomes)}; scannedTickets ${afterRush.scannedTickets}`,
    rate: `${Math.round(admittedRush / rush.seconds)} check-ins/s (${admittedRush} in ${rush.seconds.toFixed(1)} s)`,
    p50: rush.result.latency.p50,
    p99: rush.result.latency.p99,
    errors: rush.result.errors + rush.result.non2xx,
  });
  if (admittedRush !== ticketCount || afterRush.scannedTickets !== ticketCount)
    throw new Error(`rush: ${show(rush.outcomes)}, counters ${JSON.stringify(afterRush)}`);

  // d'. The manifest after the rush (every ticket scanned).
  const after = await manifest("'");
  if (after.tickets.some((t) => t.scansUsed !== 1))
    throw new Error('manifest after: a ticket not scanned once');

  // b. Contention: every connection scanning the same ticket.
  const same = await cannon({
    token: host.token,
    connections,
    duration,
    next: () =>
      JSON.stringify({
        query: CHECK_IN,
        variables: { e: contended.eventId, i: { scanId: randomUUID(), code: contendedCode } },
      }),
    check: (d, map) => tally(map, d.checkIn.refusal ?? d.checkIn.outcome),
  });
  const afterSame = await counters(host.token, contended);
  const total = [...same.outcomes.values()].reduce((a, b) => a + b, 0);
  const { rows: scanRows } = await client.query(
    `select outcome, count(*)::int as n from ticket_scans where event_id = $1 group by outcome order by outcome`,
    [contended.eventId],
  );
  rows.push({
    scenario: `b. contention: ${connections} connections × ${duration} s scanning the same ticket → ${show(same.outcomes)}; scannedTickets ${afterSame.scannedTickets}; scan log (with the requests still in flight when the run stopped) ${scanRows.map((r) => `${r.n} ${r.outcome}`).join(', ')}`,
    rate: `${Math.round(same.result.requests.total / same.seconds)} req/s`,
    p50: same.result.latency.p50,
    p99: same.result.latency.p99,
    errors: same.result.errors + same.result.non2xx,
  });
  if (same.outcomes.get('ADMITTED') !== 1 || same.outcomes.get('ALREADY_SCANNED') !== total - 1)
    throw new Error(`contention: ${show(same.outcomes)}`);
  if (scanRows.find((r) => r.outcome === 'ADMITTED')?.n !== 1) throw new Error('contention: scan log');
  if (afterSame.scannedTickets !== 1) throw new Error(`contention counters ${JSON.stringify(afterSame)}`);

  // c. Offline sync: every ticket of the offline event in batches of scans a device made offline (scannedAt in the
  // last hour), one batch after another. A batch of BENCH_SYNC_BATCH is tried first; when the server's GraphQL body limit
  // (GRAPHQL_BODY_LIMIT, 64 KiB by default) refuses it, that is recorded and the largest batch (a multiple of 50)
  // under BENCH_BODY_LIMIT bytes is used instead.
  const offlineStart = Date.now() - 3_600_000;
  const syncBody = (from, size) =>
    JSON.stringify({
      query: SYNC,
      variables: {
        e: offline.eventId,
        s: offlineCodes.slice(from, from + size).map((code, k) => ({
          scanId: randomUUID(),
          code,
          deviceId: `bench-device-${Math.floor(from / size)}`,
          scannedAt: new Date(offlineStart + (from + k) * 1000).toISOString(),
        })),
      },
    });
  let size = batchSize;
  const full = syncBody(0, batchSize);
  const probeStarted = performance.now();
  const probe = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: host.token },
    body: full,
  });
  const probeText = await probe.text();
  const probeMs = Math.round(performance.now() - probeStarted);
  const messageOf = (text) => {
    try {
      return JSON.parse(text).errors?.[0]?.message ?? text.slice(0, 80);
    } catch {
      return text.slice(0, 80);
    }
  };
  let first = null;
  if (probe.status === 413) {
    const bodyLimit = Number(process.env.BENCH_BODY_LIMIT ?? 64 * 1024);
    const perScan = Buffer.byteLength(full) / batchSize;
    size = Math.floor((bodyLimit - 2048) / perScan / 50) * 50;
    rows.push({
      scenario: `c0. syncScans with ${batchSize} scans: a ${(Buffer.byteLength(full) / 1024).toFixed(0)} KiB request (${Math.round(perScan)} B a scan) → HTTP 413 ${messageOf(probeText)}; nothing applied`,
      rate: '—',
      p50: '—',
      p99: '—',
      errors: 1,
      extra: `batches of ${size} used below (under ${bodyLimit} B)`,
    });
    notes.push(
      `A syncScans request of ${batchSize} scans is ${(Buffer.byteLength(full) / 1024).toFixed(0)} KiB, over the GraphQL body limit of this server.`,
    );
  } else {
    first = JSON.parse(probeText);
    if (first.errors) throw new Error(`sync probe: ${probeText.slice(0, 300)}`);
  }
  const batches = [];
  for (let i = first ? batchSize : 0; i < ticketCount; i += size) batches.push(syncBody(i, size));
  let b = 0;
  const sync = await cannon({
    token: host.token,
    connections: 1,
    amount: batches.length,
    timeout: 120,
    next: () => batches[b++ % batches.length],
    check: (d, map) => {
      for (const r of d.syncScans) tally(map, r.status);
    },
  });
  const afterSync = await counters(host.token, offline);
  const applied = sync.outcomes.get('APPLIED') ?? 0;
  const expected = ticketCount - (first ? batchSize : 0);
  rows.push({
    scenario: `c. syncScans: ${batches.length} batches of ${size} offline scans, one after another${first ? ` (after a first batch of ${batchSize}: ${first.data.syncScans.filter((r) => r.status === 'APPLIED').length} APPLIED in ${probeMs} ms)` : ''} → ${show(sync.outcomes)}; scannedTickets ${afterSync.scannedTickets}`,
    rate: `${Math.round(applied / sync.seconds)} scans applied/s (${applied} in ${sync.seconds.toFixed(1)} s)`,
    p50: sync.result.latency.p50,
    p99: sync.result.latency.p99,
    errors: sync.result.errors + sync.result.non2xx,
    extra: `latency per batch of ${size}; ${(Buffer.byteLength(batches[0]) / 1024).toFixed(0)} KiB a request`,
  });
  if (applied !== expected || afterSync.scannedTickets !== ticketCount)
    throw new Error(`sync: ${show(sync.outcomes)}, counters ${JSON.stringify(afterSync)}`);

  machine.loadAfter = load();
} catch (err) {
  failure = err;
  machine.loadAfter = load();
} finally {
  await client.end();
}

const report = [
  `Machine: ${machine.nproc} × ${machine.cpu}, ${machine.memory}, ${machine.system}, ${machine.postgres}; load average (1/5/15 min) ${machine.loadBefore} before, ${machine.loadAfter} after.`,
  `Server: ${baseUrl}; the event's creator scans. ${notes.join(' ')}`,
  '',
  '| scenario | throughput | p50 ms | p99 ms | errors | note |',
  '|---|---:|---:|---:|---:|---|',
  ...rows.map((r) => `| ${r.scenario} | ${r.rate} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.extra ?? ''} |`),
  '',
].join('\n');
console.log(report);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'latest-checkin.md'), report);
if (failure) {
  console.error(failure);
  process.exit(1);
}
