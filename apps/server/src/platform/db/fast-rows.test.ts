import * as drizzleOrm from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { eventTicketTypes, events } from '../../modules/events/events.tables';
import { users } from '../../modules/users/users.tables';
import { withFastRows } from './fast-rows';

type Internals = {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/** Drizzle's own row mapper (exported at run time, internal in its types): what the fast one must match. */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joins: undefined) => Record<string, unknown>;
};

// Never connects: only the prepared queries' select lists are used.
const db = drizzle({ client: new pg.Pool({ max: 1 }) });

/** A raw row as node-postgres gives it to Drizzle in array mode (timestamps as text, JSON parsed). */
function rawRow(fields: NonNullable<Internals['fields']>, seed: number, withNulls: boolean): unknown[] {
  return fields.map(({ field }, i) => {
    const column = field as { dataType: string; notNull: boolean; columnType: string };
    if (withNulls && !column.notNull) return null;
    if (column.columnType === 'PgTimestamp') return `2026-11-${10 + (i % 9)} 1${seed}:00:00.123+00`;
    if (column.dataType === 'json') return { n: seed, list: [i] };
    if (column.dataType === 'boolean') return (seed + i) % 2 === 0;
    if (column.dataType === 'number') return seed * 100 + i;
    return `value-${seed}-${i}`;
  });
}

describe('withFastRows', () => {
  it.each([
    ['events', () => db.select().from(events).prepare('t_events')],
    ['ticket types', () => db.select().from(eventTicketTypes).prepare('t_ticket_types')],
    [
      'users',
      () =>
        db
          .select()
          .from(users)
          .where(sql`true`)
          .prepare('t_users'),
    ],
  ])('maps the rows of %s as Drizzle does', (_name, prepare) => {
    const prepared = prepare() as unknown as Internals;
    const fields = prepared.fields!;
    expect(prepared.customResultMapper).toBeUndefined();
    withFastRows(prepared);
    expect(prepared.customResultMapper).toBeTypeOf('function');
    const rows = [rawRow(fields, 1, false), rawRow(fields, 2, true), rawRow(fields, 3, false)];
    const expected = rows.map((row) => mapResultRow(fields, row, undefined));
    const actual = prepared.customResultMapper!(rows);
    expect(actual).toEqual(expected);
    // Same keys in the same order, and Dates where Drizzle makes Dates.
    expect(actual.map((r) => Object.keys(r as object))).toEqual(
      expected.map((r) => Object.keys(r as object)),
    );
    expect(Object.values(actual[0] as object).filter((v) => v instanceof Date).length).toBeGreaterThan(0);
  });

  it('leaves selects that are not top-level columns to Drizzle', () => {
    const joined = db
      .select({ event: events, ticket: eventTicketTypes })
      .from(events)
      .innerJoin(eventTicketTypes, sql`true`)
      .prepare('t_joined') as unknown as Internals;
    withFastRows(joined);
    expect(joined.customResultMapper).toBeUndefined();
    const expression = db
      .select({ id: events.id, one: sql<number>`1` })
      .from(events)
      .prepare('t_expression') as unknown as Internals;
    withFastRows(expression);
    expect(expression.customResultMapper).toBeUndefined();
  });
});
