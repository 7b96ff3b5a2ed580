// `npm test`: every check of the project, stage by stage, in this order. Each stage is an npm script run in
// its own process; its wall time is measured, and a table of every stage's time and outcome is printed at the
// end, also when a stage fails or the run is interrupted. The run stops at the first failing stage (later stages
// need earlier ones: the journeys need the build) and exits with that stage's code (docs/decisions/118).
//
// `node scripts/run-stages.mjs lint unit` runs only the named stages (in this order).
import { spawn } from 'node:child_process';

/** The stages of `npm test`; `when` answers why a stage is skipped, or nothing to run it. */
const STAGES = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'generated', script: 'check:generated' },
  { name: 'unit', script: 'test:unit' },
  { name: 'integration PGlite (subset)', key: 'integration', script: 'test:integration' },
  {
    name: 'integration PostgreSQL (all)',
    key: 'integration-pg',
    script: 'test:integration:pg',
    when: () => (process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set'),
  },
  { name: 'web', script: 'test:web' },
  { name: 'build', script: 'build' },
  { name: 'e2e', script: 'test:e2e' },
];

const keyOf = (stage) => stage.key ?? stage.name;
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => keyOf(stage) === name));
if (unknown.length > 0) {
  console.error(`unknown stage(s): ${unknown.join(', ')}; stages: ${STAGES.map(keyOf).join(', ')}`);
  process.exit(2);
}
const stages = wanted.length > 0 ? STAGES.filter((stage) => wanted.includes(keyOf(stage))) : STAGES;

/** One row per stage: its outcome and seconds. */
const rows = stages.map((stage) => ({ stage, outcome: 'not run', seconds: null }));
const started = Date.now();
let current = null;

function seconds(ms) {
  return ms / 1000;
}

function formatDuration(s) {
  if (s === null) return '';
  const m = Math.floor(s / 60);
  const rest = (s - m * 60).toFixed(1);
  return m > 0 ? `${m} min ${rest.padStart(4, '0')} s` : `${rest} s`;
}

function printTable() {
  const width = Math.max(...rows.map((row) => row.stage.name.length), 'total'.length);
  const lines = [
    '',
    `${'stage'.padEnd(width)}  ${'time'.padStart(13)}  outcome`,
    `${'-'.repeat(width)}  ${'-'.repeat(13)}  -------`,
  ];
  for (const row of rows)
    lines.push(
      `${row.stage.name.padEnd(width)}  ${formatDuration(row.seconds).padStart(13)}  ${row.outcome}`,
    );
  lines.push(`${'total'.padEnd(width)}  ${formatDuration(seconds(Date.now() - started)).padStart(13)}`);
  console.log(lines.join('\n'));
}

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit', env: process.env });
    current = child;
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

// An interrupted run still reports what ran so far; the stage under way gets the signal from the terminal too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    const row = rows.find((r) => r.outcome === 'running');
    if (row) {
      row.outcome = `interrupted (${signal})`;
      row.seconds = seconds(Date.now() - row.startedAt);
    }
    current?.kill(signal);
    printTable();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

let exitCode = 0;
for (const row of rows) {
  const skip = row.stage.when?.();
  if (skip) {
    row.outcome = `skipped: ${skip}`;
    console.log(`\n==> ${row.stage.name}: skipped (${skip})`);
    continue;
  }
  console.log(`\n==> ${row.stage.name} (npm run ${row.stage.script})`);
  row.outcome = 'running';
  row.startedAt = Date.now();
  const code = await run(row.stage.script);
  row.seconds = seconds(Date.now() - row.startedAt);
  row.outcome = code === 0 ? 'passed' : `FAILED (exit ${code})`;
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
printTable();
process.exit(exitCode);
