import { badInput } from '../errors';
import { isUuid } from '../ids';

/**
 * Relay-style cursor paging (`first`, `after`, `pageInfo { endCursor hasNextPage }`), as one reusable piece.
 *
 * A cursor is the opaque, base64url-encoded JSON of the sort key of the last row a client saw, so pages stay
 * stable while rows are added (keyset paging, not offsets). A module supplies how to read one page after a
 * given key; this helper asks for one row more than requested to learn whether another page exists.
 */
export type ConnectionArgs = { first?: number | null; after?: string | null };

export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
};

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor<K>(cursor: string, isKey: (value: unknown) => value is K): K {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badInput('The cursor is not valid.');
  }
  if (!isKey(value)) throw badInput('The cursor is not valid.');
  return value;
}

export function pageSize(first: number | null | undefined, fallback = DEFAULT_PAGE_SIZE): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw badInput(`first must be an integer between 0 and ${MAX_PAGE_SIZE}.`);
  }
  return size;
}

export async function paginate<T, K>(
  args: ConnectionArgs,
  options: {
    /** Reads up to `limit` rows in sort order, starting after `afterKey` (or from the start). */
    fetch: (limit: number, afterKey: K | null) => Promise<T[]>;
    keyOf: (row: T) => K;
    isKey: (value: unknown) => value is K;
    defaultPageSize?: number;
  },
): Promise<Connection<T>> {
  const size = pageSize(args.first, options.defaultPageSize);
  const afterKey = args.after ? decodeCursor(args.after, options.isKey) : null;
  const rows = size === 0 ? [] : await options.fetch(size + 1, afterKey);
  const page = rows.slice(0, size);
  const edges = page.map((node) => ({ cursor: encodeCursor(options.keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: afterKey !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** Whether a decoded cursor key is a pair of a sort value (checked by `isFirst`) and a row id (a UUID). */
export function isKeyWithId<T>(value: unknown, isFirst: (first: unknown) => boolean): value is [T, string] {
  return Array.isArray(value) && value.length === 2 && isFirst(value[0]) && isUuid(value[1]);
}

/** A timestamp as PostgreSQL writes it in a cursor: microseconds, UTC. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A cursor key of a page ordered by (a timestamp, id). */
export type TimeIdKey = [string, string];
export const isTimeIdKey = (value: unknown): value is TimeIdKey =>
  isKeyWithId(value, (first) => typeof first === 'string' && CURSOR_TIME.test(first));
