// The cost of one password hash and one verification with the server's argon2id settings
// (apps/server/src/modules/auth/crypto.ts: 19 MiB, 2 iterations, 1 lane). Usage: node bench/password-hash.mjs
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const runs = Number(process.env.BENCH_RUNS ?? 30);

async function time(fn) {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const stored = await hash('Secret123!', ARGON2);
await verify(stored, 'Secret123!'); // warm-up
const hashTimes = [];
const verifyTimes = [];
for (let i = 0; i < runs; i++) {
  hashTimes.push(await time(() => hash(`Secret123!${i}`, ARGON2)));
  verifyTimes.push(await time(() => verify(stored, 'Secret123!')));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`);
console.log(`argon2id hash:   median ${median(hashTimes).toFixed(1)} ms over ${runs} runs`);
console.log(`argon2id verify: median ${median(verifyTimes).toFixed(1)} ms over ${runs} runs`);
