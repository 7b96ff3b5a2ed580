import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Opaque tokens (refresh tokens, email links): 256 bits from the CSPRNG, base64url. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** A 6-digit one-time code from the CSPRNG. */
export const randomCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Tokens and codes are stored as SHA-256 hashes, never as they were sent. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check, so a missing account cannot be told apart by timing.
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

// A hash of a random password, made once at start-up.
const DUMMY_HASH = await hash(randomToken(), ARGON2);
