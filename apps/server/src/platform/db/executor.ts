import type { Db } from './client';

/** A transaction, as Drizzle hands it to the callback of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a repository function runs its statements on: the database, or a caller's transaction, so that a module
 * can write its own tables inside another module's transaction (docs/decisions/065).
 */
export type Executor = Db | Tx;

/** Whether a unique index refused a write (Postgres error 23505), and which one: its name, or 'unique'. */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : 'unique';
    current = e.cause;
  }
  return null;
}
