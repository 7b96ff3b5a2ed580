/** Where the server reads the time from, so expiry, blocks and windows can be tested with a fixed clock. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
export function fixedClock(start: Date | string = '2026-01-01T00:00:00.000Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (value: Date | string) => {
      current = new Date(value);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
