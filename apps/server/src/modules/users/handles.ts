import { randomBytes, randomInt } from 'node:crypto';

/**
 * Generated usernames (docs/decisions/040): a username is a public handle, never an e-mail address. Every
 * path that creates an account gives one made from the person's name: lower-case ASCII letters and digits,
 * "member" when the name gives nothing (or only digits, which would read as a phone number at sign-in).
 */
export function handleBase(name: string | null | undefined): string {
  const ascii = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
  return /[a-z]/.test(ascii) ? ascii : `member${ascii}`.slice(0, 24);
}

/**
 * The handle to try on attempt `n`: the base itself, then the base with a random number, then (should a
 * name be very common) with random hex. The unique index decides between parallel sign-ups; the loser tries
 * the next candidate.
 */
export function handleCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  if (attempt < 5) return `${base}${randomInt(10, 10_000)}`;
  return `${base}.${randomBytes(5).toString('hex')}`;
}

export const HANDLE_ATTEMPTS = 10;
