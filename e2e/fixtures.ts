import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

export type RunningServer = { baseURL: string; dataDir: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy within 60 s:\n${log()}`);
}

/** Starts the built server (npm run build) for one worker, on a free port with a fresh DATA_DIR. */
export async function startServer(
  env: Record<string, string> = {},
  /** The host name in PUBLIC_URL and baseURL: 'localhost' where an IP address will not do (WebAuthn). */
  { publicHost = '127.0.0.1' }: { publicHost?: string } = {},
): Promise<RunningServer & { stop: () => Promise<void> }> {
  if (!fs.existsSync(serverEntry))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-e2e-'));
  const baseURL = `http://${publicHost}:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey comes from one loopback address, so per-IP limits would only couple unrelated tests;
      // the limits themselves are tested in the server's integration suite.
      RATE_LIMITS: 'off',
      // The journeys read codes and links from the outbox (on by default for the embedded database anyway).
      OUTBOX: 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);
  } catch (error) {
    // A server that never became healthy is not left running for the rest of the run.
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<{ baseURL: string }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      // E2E_BASE_URL runs the journeys against a server that is already running (a dev setup).
      if (process.env.E2E_BASE_URL) {
        await use({ baseURL: process.env.E2E_BASE_URL, dataDir: '' });
        return;
      }
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

export { expect } from '@playwright/test';
