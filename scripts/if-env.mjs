// Runs the given command only when the named environment variable is set:
// `node scripts/if-env.mjs TEST_DATABASE_URL vitest run ...`.
import { spawnSync } from 'node:child_process';

const [name, command, ...args] = process.argv.slice(2);
if (!name || !command) {
  console.error('usage: if-env.mjs VARIABLE command [args...]');
  process.exit(2);
}
if (!process.env[name]) {
  console.log(`${name} is not set: skipping "${command} ${args.join(' ')}".`);
  process.exit(0);
}
const result = spawnSync(command, args, { stdio: 'inherit', shell: false, env: process.env });
process.exit(result.status ?? 1);
