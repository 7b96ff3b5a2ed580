import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { paths } from '../paths';
import { openDatabase } from '../platform/db/client';

/**
 * Vitest `globalSetup` of the `server-integration` project: migrates one database per run, so each test file's
 * `startTestServer()` starts from a copy of it instead of creating and migrating its own (docs/decisions/118).
 *
 * - PostgreSQL (TEST_DATABASE_URL set): a template database `repclub_template_<random>` (a name of its own per run:
 *   several runs may share one server), migrated once; each file copies it with `CREATE DATABASE … TEMPLATE`.
 * - PGlite: an in-memory database, migrated once and dumped (`dumpDataDir`) into a temporary tarball; each file
 *   loads it with `PGlite.create({ loadDataDir })`.
 *
 * Only migrations are in the copy: seeds and start-up work still run in every file's server, as they do on an empty
 * database. The copy's name reaches the test files through `provide`/`inject` (test/server.ts).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `repclub_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      // No session may stay on a template while it is copied.
      await database.close();
    }
    project.provide('testDatabaseTemplate', name);
    return async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const client = await PGlite.create();
  try {
    // The migrator openDatabase's `migrate` runs, on a client of our own: its data directory is what we dump.
    await migrate(drizzle({ client }), { migrationsFolder: paths.migrations });
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteDataDirDump', file);
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database of this run. */
    testDatabaseTemplate?: string;
    /** PGlite: the file holding the migrated data directory (a tarball) of this run. */
    pgliteDataDirDump?: string;
  }
}
