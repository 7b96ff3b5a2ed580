import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { decodeCursor, encodeCursor, MAX_PAGE_SIZE, paginate } from './pagination';

const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const source = {
  fetch: async (limit: number, after: number | null) =>
    rows.filter((r) => after === null || r.id > after).slice(0, limit),
  keyOf: (row: { id: number }) => row.id,
  isKey: isId,
};

describe('paginate', () => {
  it('returns the first page with a cursor and hasNextPage', async () => {
    const page = await paginate({ first: 10 }, source);
    expect(page.edges.map((e) => e.node.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.pageInfo.hasPreviousPage).toBe(false);
    expect(page.pageInfo.endCursor).toBe(page.edges[9]?.cursor);
  });

  it('walks every row exactly once by following endCursor', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Awaited<ReturnType<typeof paginate<(typeof rows)[number], number>>> = await paginate(
        { first: 10, after },
        source,
      );
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(rows.map((r) => r.id));
  });

  it('uses the default page size and allows an empty page', async () => {
    expect((await paginate({}, source)).edges).toHaveLength(10);
    const empty = await paginate({ first: 0 }, source);
    expect(empty.edges).toEqual([]);
    expect(empty.pageInfo.endCursor).toBeNull();
  });

  it('refuses a page size out of range and a forged cursor with BAD_USER_INPUT', async () => {
    await expect(paginate({ first: MAX_PAGE_SIZE + 1 }, source)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(paginate({ first: -1 }, source)).rejects.toBeInstanceOf(DomainError);
    await expect(paginate({ after: 'not-a-cursor' }, source)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(paginate({ after: encodeCursor('text') }, source)).rejects.toMatchObject({
      message: 'The cursor is not valid.',
    });
  });

  it('round-trips a compound key', () => {
    const key = ['2026-01-01T00:00:00.000Z', 'abc'];
    const isPair = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
    expect(decodeCursor(encodeCursor(key), isPair)).toEqual(key);
  });
});
