import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { paths } from '../../paths';

/**
 * The database handle every repository receives; the same API on PGlite and on PostgreSQL. Queries name their
 * tables (the query builder), so the handle carries no schema: each module's tables stay in its own files.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Runs start-up work (migrations, seeds) while holding a PostgreSQL advisory lock, so servers started together
   * on one database take turns instead of racing. PGlite has a single process per data directory: it just runs.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/** Called with the SQL of every statement Drizzle sends (tests count statements per request with it). */
export type StatementListener = (sql: string) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `loadDataDir` starts an in-memory database from a
   * tarball of a data directory (`PGlite.dumpDataDir`): tests start from one migrated copy (test/global-setup.ts).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & { onStatement?: StatementListener };

/** The advisory lock key of start-up work (any constant shared by every RepClub server: "RepC" "init"). */
const STARTUP_LOCK: [number, number] = [0x52657043, 0x696e6974];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { onStatement } = options;
  const logger = onStatement ? { logQuery: (query: string) => onStatement(query) } : false;
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Idle clients can fail when the server restarts; the pool replaces them, so only log.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, logger });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: paths.migrations }),
      async exclusively(work) {
        // A session-level lock on a connection of its own: held across the statements `work` runs on the pool.
        const lockClient = new pg.Client({ connectionString: options.url });
        await lockClient.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1, $2)', STARTUP_LOCK);
          return await work();
        } finally {
          // Closing the session releases the lock even if the unlock fails.
          await lockClient.query('select pg_advisory_unlock($1, $2)', STARTUP_LOCK).catch(() => {});
          await lockClient.end().catch(() => {});
        }
      },
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
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite({ client, logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: paths.migrations }),
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
