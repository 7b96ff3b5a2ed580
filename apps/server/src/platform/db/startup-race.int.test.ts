import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_ACCOUNTS, DEMO_PEOPLE } from '../../modules/account/account.seed';
import { loadConfig } from '../config';

/**
 * Two servers started together on one empty PostgreSQL database both come up: migrations and seeds run under
 * an advisory lock. PGlite has one process per data directory, so there is nothing to race there: this file
 * runs only on PostgreSQL (TEST_DATABASE_URL, the second integration run of `npm test` and CI), and is skipped
 * on the PGlite run on purpose rather than counted as passing there.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two servers started at once on an empty PostgreSQL database', () => {
  const name = `repclub_race_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-race-'));
  let databaseUrl = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('both come up, with the migrations applied once and the demo seeded once', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'on',
      JWT_SECRET: randomBytes(36).toString('base64url'),
    });
    const started = await Promise.allSettled([
      buildApp({ config, webDistDir: '/nonexistent' }),
      buildApp({ config, webDistDir: '/nonexistent' }),
    ]);
    try {
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up']);
      for (const s of started) {
        if (s.status !== 'fulfilled') continue;
        const health = await s.value.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
      }
    } finally {
      for (const s of started) if (s.status === 'fulfilled') await s.value.close();
    }

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const journal = JSON.parse(
        fs.readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      const migrations = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(migrations.rows[0].n).toBe(journal.entries.length);
      const accounts = await client.query(
        "select count(*)::int as n from users where email like '%@repclub.example'",
      );
      expect(accounts.rows[0].n).toBe(DEMO_ACCOUNTS.length + DEMO_PEOPLE.length);
      const events = await client.query(
        'select slug, count(*)::int as n from events group by slug having count(*) > 1',
      );
      expect(events.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
