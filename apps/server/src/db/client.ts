import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { paths } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every repository receives; the same API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/** Called with the SQL of every statement Drizzle sends (tests count statements per request with it). */
export type StatementListener = (sql: string) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
) & { onStatement?: StatementListener };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { onStatement } = options;
  const logger = onStatement ? { logQuery: (query: string) => onStatement(query) } : false;
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Idle clients can fail when the server restarts; the pool replaces them, so only log.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema, logger });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: paths.migrations }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(path.join(options.dataDir, 'pgdata'));
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema, logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: paths.migrations }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
