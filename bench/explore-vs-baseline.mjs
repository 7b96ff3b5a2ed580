// The app against a hand-written baseline, interleaved (docs/decisions/057):
// - explore: the web app's SearchEvents document ({ criteria: {}, first: 10 }, as a visitor) on the running
//   server, and the same answer from bench/explore-baseline.mjs (Fastify + pg, the same two statements);
// - the event page: the web app's EventPage document for a demo event, signed in as the demo host and as a
//   visitor.
// Usage: start the server on a PostgreSQL database with SEED_DEMO=true RATE_LIMITS=off LOG_LEVEL=warn
// NODE_ENV=production, then
//   BENCH_URL=http://127.0.0.1:3000 BENCH_DATABASE_URL=postgres://…/<the server's database> \
//     node bench/explore-vs-baseline.mjs
// BENCH_SERVER_PID (the server's process id) adds the server's CPU time per request, read from /proc: on a busy
// machine it holds better than requests per second. BENCH_SECONDS (8) per run, BENCH_ROUNDS (3) rounds, BENCH_CONNECTIONS (50). On a shared machine compare the
// ratios of runs next to each other, not absolute figures. Results: bench/results/latest-explore-vs-baseline.md.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seedBenchEvents } from './bench-events.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const eventCount = Number(process.env.BENCH_EVENTS ?? 5000);
const eventSlug = process.env.BENCH_EVENT_SLUG ?? 'sunset-rooftop-party';
const serverPid = process.env.BENCH_SERVER_PID ? Number(process.env.BENCH_SERVER_PID) : null;
// Optionally an earlier build of the app on the same database and JWT_SECRET, measured in the same rounds.
const beforeUrl = process.env.BENCH_BEFORE_URL ?? null;
const beforePid = process.env.BENCH_BEFORE_PID ? Number(process.env.BENCH_BEFORE_PID) : null;

/** CPU time (user + system) of a process so far, in ms; null where /proc cannot tell. */
function cpuMs(pid) {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks (100 Hz).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

if (!databaseUrl) {
  console.error("BENCH_DATABASE_URL must name the running server's PostgreSQL database");
  process.exit(1);
}

/** A document of the web app, read from its source so the bench asks what the pages ask. */
function webDocument(name) {
  const source = fs.readFileSync(path.join(here, '../apps/web/src/features/events/api/queries.ts'), 'utf8');
  const match = new RegExp(`graphql\\(\`(\\s*query ${name}\\b[^\`]*)\`\\)`).exec(source);
  if (!match) throw new Error(`no query ${name} in the web app's events queries`);
  return match[1];
}

const post = (query, variables, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ query, variables }),
});

async function signIn() {
  const response = await fetch(`${baseUrl}/api/auth/password/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'host@repclub.example', password: 'Host1234!' }),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`sign-in as the demo host failed: ${JSON.stringify(body).slice(0, 300)}`);
  return body.token;
}

async function startBaseline() {
  const child = spawn(process.execPath, [path.join(here, 'explore-baseline.mjs')], {
    env: {
      ...process.env,
      BASELINE_DATABASE_URL: databaseUrl,
      BASELINE_PORT: process.env.BASELINE_PORT ?? '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const found = /baseline listening: (\S+)/.exec(String(chunk));
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the baseline exited with ${code}`)));
  });
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

const md5 = (text) => createHash('md5').update(text).digest('hex');
const load = () => os.loadavg()[0].toFixed(2);

async function run(target) {
  const before = load();
  const cpuBefore = cpuMs(target.pid);
  const r = await autocannon({ url: target.url, connections, duration, ...target.opts });
  const cpuAfter = cpuMs(target.pid);
  return {
    cpuPerRequest: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    load: `${before}→${load()}`,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const seeded = await seedBenchEvents(databaseUrl, eventCount);
const baseline = await startBaseline();
try {
  const explore = {
    name: 'explore, app (GraphQL)',
    pid: serverPid,
    url: `${baseUrl}/api/graphql`,
    opts: post(webDocument('SearchEvents'), { criteria: {}, first: 10 }),
  };
  const hand = {
    name: 'explore, baseline (Fastify + pg)',
    pid: baseline.pid,
    url: baseline.url,
    opts: { method: 'GET' },
  };

  // Same answer, byte for byte.
  const appBody = await (await fetch(explore.url, explore.opts)).text();
  const baselineBody = await (await fetch(hand.url)).text();
  if (appBody !== baselineBody)
    throw new Error(
      `the answers differ:\napp      ${appBody.slice(0, 400)}\nbaseline ${baselineBody.slice(0, 400)}`,
    );
  const sameAnswer = `${appBody.length} bytes, md5 ${md5(appBody)}`;

  const token = await signIn();
  const eventPage = webDocument('EventPage');
  const signedIn = {
    name: 'event page, signed in (host)',
    pid: serverPid,
    url: `${baseUrl}/api/graphql`,
    opts: post(eventPage, { slugOrId: eventSlug }, { authorization: `Bearer ${token}` }),
  };
  const visitor = {
    name: 'event page, visitor',
    pid: serverPid,
    url: `${baseUrl}/api/graphql`,
    opts: post(eventPage, { slugOrId: eventSlug }),
  };
  for (const target of [signedIn, visitor]) {
    const body = await (await fetch(target.url, target.opts)).json();
    if (body.errors || !body.data?.event)
      throw new Error(`${target.name}: ${JSON.stringify(body).slice(0, 300)}`);
  }

  const targets = [explore, hand, signedIn, visitor];
  const before = beforeUrl
    ? [explore, signedIn, visitor].map((target) => ({
        ...target,
        name: `${target.name}, before`,
        pid: beforePid,
        url: `${beforeUrl}/api/graphql`,
      }))
    : [];
  if (before.length) {
    const body = await (await fetch(before[0].url, before[0].opts)).text();
    if (body !== appBody) throw new Error('the earlier build answers explore differently');
    targets.push(...before);
  }
  // Warm-up: JIT, pools, prepared statements.
  for (const target of targets)
    await autocannon({ url: target.url, connections, duration: 2, ...target.opts });

  const results = new Map(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    // Alternate which of each pair goes first.
    const pairs =
      round % 2
        ? [
            [hand, explore],
            [visitor, signedIn],
          ]
        : [
            [explore, hand],
            [signedIn, visitor],
          ];
    if (before.length) pairs.push(round % 2 ? [...before].reverse() : before);
    for (const pair of pairs) for (const target of pair) results.get(target.name).push(await run(target));
  }

  const ratioRows = (a, b) => results.get(a.name).map((r, i) => r.rps / results.get(b.name)[i].rps);
  const exploreRatios = ratioRows(explore, hand);
  const pageRatios = ratioRows(signedIn, visitor);
  const cpuOf = (target) => {
    const values = results.get(target.name).map((r) => r.cpuPerRequest);
    return values.some((v) => v === null) ? null : median(values);
  };
  const row = (target) => {
    const runs = results.get(target.name);
    const cpu = cpuOf(target);
    return `| ${target.name} | ${Math.round(median(runs.map((r) => r.rps)))} (${runs.map((r) => Math.round(r.rps)).join(', ')}) | ${median(runs.map((r) => r.p50))} | ${median(runs.map((r) => r.p99))} (${runs.map((r) => r.p99).join(', ')}) | ${cpu === null ? '—' : cpu.toFixed(2)} | ${runs.reduce((s, r) => s + r.errors, 0)} | ${runs.map((r) => r.load).join(', ')} |`;
  };
  const cpuRatio = (a, b) => {
    const [x, y] = [cpuOf(a), cpuOf(b)];
    return x === null || y === null ? 'not measured (set BENCH_SERVER_PID)' : `${(y / x).toFixed(2)}`;
  };
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const report = [
    `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.`,
    `Load average (1 min) at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}.`,
    `Data: ${seeded} bench events plus the demo data, PostgreSQL. Same explore answer from both: ${sameAnswer}.`,
    `Load: autocannon, ${connections} connections, ${duration} s per run after a 2 s warm-up each, ${rounds} interleaved rounds.`,
    '',
    '| target | req/s median (rounds) | p50 ms | p99 ms median (rounds) | server CPU ms/req | errors | load1 before→after each run |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...targets.map(row),
    '',
    `Explore, app / baseline req/s: **${median(exploreRatios).toFixed(2)}** (rounds ${exploreRatios.map((r) => r.toFixed(2)).join(', ')}).`,
    `Event page, signed in / visitor req/s: **${median(pageRatios).toFixed(2)}** (rounds ${pageRatios.map((r) => r.toFixed(2)).join(', ')}).`,
    ...(before.length
      ? [
          `Before (${beforeUrl}): explore / baseline req/s **${median(ratioRows(before[0], hand)).toFixed(2)}**; event page signed in / visitor **${median(ratioRows(before[1], before[2])).toFixed(2)}**; server CPU per request baseline / app (explore) **${cpuRatio(before[0], hand)}**, visitor / signed in **${cpuRatio(before[1], before[2])}**.`,
        ]
      : []),
    `Server CPU per request, baseline / app (explore): **${cpuRatio(explore, hand)}**; visitor / signed in (event page): **${cpuRatio(signedIn, visitor)}**.`,
    '',
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results', 'latest-explore-vs-baseline.md'), report);
} finally {
  baseline.stop();
}
