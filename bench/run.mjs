// Load benchmarks of the running server with autocannon, on the embedded database (PGlite) and on
// PostgreSQL. Usage: `npm run build && npm run bench -w @repclub/bench` (BENCH_DATABASE_URL names the
// PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test; a fresh database is created on it).
// Results are printed and written to bench/results/latest.md; copy the figures into a dated results file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const BENCH_USER = {
  userName: 'bench@example.com',
  password: 'Secret123!',
  firstName: 'Bench',
  lastName: 'Mark',
  gender: 'Other',
  dateOfBirth: '1990-01-01',
  phoneNumber: '+12135550199',
  agreeToTermsAndConditions: true,
};

/** Registers the account the sign-in scenario uses. */
async function registerBenchUser(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/password/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
}

const scenarios = [
  { name: 'GET /api/health', path: '/api/health', opts: {} },
  {
    name: 'POST /api/graphql termsAndPrivacy',
    path: '/api/graphql',
    opts: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ termsAndPrivacy { version termsAndConditionsUrl privacyPolicyUrl } }',
      }),
    },
  },
  {
    // argon2id verification + a pending session + the emailed code (to the outbox), per request.
    name: 'POST /api/auth/password/sign-in',
    path: '/api/auth/password/sign-in',
    setup: registerBenchUser,
    opts: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: BENCH_USER.userName, password: BENCH_USER.password }),
    },
  },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    // Rate limits off: a benchmark is one client sending many requests on purpose.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

async function stop(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function measure(baseUrl, scenario) {
  // A short warm-up lets the JIT and the query cache settle before the measured run.
  // autocannon ignores a `path` option next to `url`, so the path goes into the URL.
  const url = `${baseUrl}${scenario.path}`;
  await autocannon({ url, connections, duration: 2, ...scenario.opts });
  const r = await autocannon({ url, connections, duration, ...scenario.opts });
  if (r.non2xx || r.errors)
    console.error(`${scenario.name}: status codes`, r.statusCodeStats, 'errors', r.errors);
  return {
    scenario: scenario.name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    total: r.requests.total,
  };
}

async function runOn(label, env) {
  const { baseUrl, child } = await startServer(env);
  const rows = [];
  try {
    for (const scenario of scenarios) {
      await scenario.setup?.(baseUrl);
      rows.push({ database: label, ...(await measure(baseUrl, scenario)) });
    }
  } finally {
    await stop(child);
  }
  return rows;
}

if (!fs.existsSync(serverEntry)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}

const rows = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-bench-'));
rows.push(...(await runOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
fs.rmSync(dataDir, { recursive: true, force: true });

const dbName = `repclub_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
try {
  rows.push(...(await runOn('PostgreSQL', { DATABASE_URL: url.toString() })));
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
const lines = [
  `Machine: ${machine}`,
  `Load: autocannon, ${connections} connections, ${duration} s per scenario after a 2 s warm-up; server and load generator on the same machine; LOG_LEVEL=warn.`,
  '',
  '| database | scenario | requests/s | p50 ms | p99 ms | errors |',
  '|---|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.database} | ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  '',
];
const report = lines.join('\n');
console.log(report);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'latest.md'), report);
