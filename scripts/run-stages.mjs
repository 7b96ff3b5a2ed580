// `npm test`: every check of the project, stage by stage, in this order. Each stage is an npm script run in
// its own process; its wall time is measured, and a table of every stage's time and outcome is printed at the
// end, also when a stage fails or the run is interrupted. The run stops at the first failing stage (later stages
// need earlier ones: the journeys need the build) and exits with that stage's code (docs/decisions/118).
// Stages of one `together` group run at the same time (lint and typecheck: measured faster on 2 cores); their
// output is printed stage by stage as each ends, not interleaved.
//
// `node scripts/run-stages.mjs lint unit` runs only the named stages (in this order).
import { spawn } from 'node:child_process';

/** The stages of `npm test`; `when` answers why a stage is skipped, or nothing to run it. */
const STAGES = [
  { name: 'lint', script: 'lint', together: 'static' },
  { name: 'typecheck', script: 'typecheck', together: 'static' },
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

function seconds(ms) {
  return ms / 1000;
}

function formatDuration(s) {
  if (s === null) return '';
  const m = Math.floor(s / 60);
  const rest = (s - m * 60).toFixed(1);
  return m > 0 ? `${m} min ${rest.padStart(4, '0')} s` : `${rest} s`;
}

/** A stage's name in the table; stages that ran at the same time as others are marked ‖. */
const label = (row) => `${row.stage.together ? '‖ ' : ''}${row.stage.name}`;

function printTable() {
  const width = Math.max(...rows.map((row) => label(row).length), 'total'.length);
  const lines = [
    '',
    `${'stage'.padEnd(width)}  ${'time'.padStart(13)}  outcome`,
    `${'-'.repeat(width)}  ${'-'.repeat(13)}  -------`,
  ];
  for (const row of rows)
    lines.push(`${label(row).padEnd(width)}  ${formatDuration(row.seconds).padStart(13)}  ${row.outcome}`);
  lines.push(`${'total'.padEnd(width)}  ${formatDuration(seconds(Date.now() - started)).padStart(13)}`);
  if (rows.some((row) => row.stage.together))
    lines.push('(‖: ran at the same time as the next or previous ‖ stage)');
  console.log(lines.join('\n'));
}

const running = new Set();

/** Runs an npm script; `buffered` keeps its output and prints it when it ends. Answers its exit code. */
function run(script, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    running.add(child);
    child.on('close', (code, signal) => {
      running.delete(child);
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

// An interrupted run still reports what ran so far; the stage under way gets the signal from the terminal too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const row of rows.filter((r) => r.outcome === 'running')) {
      row.outcome = `interrupted (${signal})`;
      row.seconds = seconds(Date.now() - row.startedAt);
    }
    for (const child of running) child.kill(signal);
    printTable();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** Runs one row's stage (buffered when others run beside it); answers its exit code. */
async function runRow(row, buffered) {
  console.log(
    `\n==> ${row.stage.name} (npm run ${row.stage.script})${buffered ? ', output when it ends' : ''}`,
  );
  row.outcome = 'running';
  row.startedAt = Date.now();
  const code = await run(row.stage.script, { buffered });
  row.seconds = seconds(Date.now() - row.startedAt);
  row.outcome = code === 0 ? 'passed' : `FAILED (exit ${code})`;
  if (buffered) console.log(`\n<== ${row.stage.name}: ${row.outcome}`);
  return code;
}

let exitCode = 0;
for (let i = 0; i < rows.length && exitCode === 0;) {
  const row = rows[i];
  const skip = row.stage.when?.();
  if (skip) {
    row.outcome = `skipped: ${skip}`;
    console.log(`\n==> ${row.stage.name}: skipped (${skip})`);
    i += 1;
    continue;
  }
  // The row and the rows right after it of the same `together` group run at once.
  let end = i + 1;
  while (row.stage.together && end < rows.length && rows[end].stage.together === row.stage.together) end += 1;
  const group = rows.slice(i, end);
  const codes = await Promise.all(group.map((r) => runRow(r, group.length > 1)));
  exitCode = codes.find((code) => code !== 0) ?? 0;
  i = end;
}
printTable();
process.exit(exitCode);
