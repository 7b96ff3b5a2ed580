/**
 * A UUID in its canonical text form (any version). The web app tells a user id from an email or a
 * username with it; the server keeps its own copy in apps/server/src/platform/ids.ts.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);
