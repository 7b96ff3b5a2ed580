import { describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { fixedClock } from '../../platform/clock';
import type { SessionsRepository } from './sessions.repository';
import { ACCESS_TOKEN_TTL_SECONDS, sessionsService } from './sessions.service';

const SECRET = 'x'.repeat(40);
const START = '2026-03-01T12:00:00.000Z';

/** A sessions service over one active session of user u1, with a clock the test moves. */
function setup() {
  const clock = fixedClock(START);
  const withUser = vi.fn(async (sessionId: string) => ({
    session: { id: sessionId, status: 'active', expiresAt: new Date('2027-01-01'), impersonatorId: null },
    user: { id: 'u1', role: 'USER', deletedAt: null },
  }));
  const repo = { withUser } as unknown as SessionsRepository;
  return { clock, withUser, sessions: sessionsService(repo, SECRET, clock) };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function sign(claims: { iat: number; exp: number; nbf?: number }, secret = SECRET) {
  const jwt = new SignJWT({ sid: 's1', ...(claims.nbf === undefined ? {} : { nbf: claims.nbf }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('u1')
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(secret));
}

// authenticate remembers the tokens it verified (a signature check costs ~60 µs); the time checks must
// still be made on every use, as jose makes them.
describe('sessions.authenticate with a token it has seen before', () => {
  it('accepts it again while it is valid, and looks the session up each time', async () => {
    const { clock, sessions, withUser } = setup();
    const token = await sessions.accessToken({ id: 's1', userId: 'u1', impersonatorId: null } as never);
    expect((await sessions.authenticate(token)).userId).toBe('u1');
    clock.advance((ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect((await sessions.authenticate(token)).userId).toBe('u1');
    expect(withUser).toHaveBeenCalledTimes(2);
  });

  it('refuses it once it has expired', async () => {
    const { clock, sessions } = setup();
    const token = await sessions.accessToken({ id: 's1', userId: 'u1', impersonatorId: null } as never);
    await sessions.authenticate(token);
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    await expect(sessions.authenticate(token)).rejects.toMatchObject({ code: 'AUTH_NOT_AUTHENTICATED' });
  });

  it('refuses it when the clock is before its iat or nbf', async () => {
    const { clock, sessions } = setup();
    const now = seconds(clock.now());
    const token = await sign({ iat: now, exp: now + 60, nbf: now });
    await sessions.authenticate(token);
    clock.advance(-1000);
    await expect(sessions.authenticate(token)).rejects.toMatchObject({ code: 'AUTH_NOT_AUTHENTICATED' });
    clock.advance(1000);
    expect((await sessions.authenticate(token)).userId).toBe('u1');
  });

  it('refuses a token differing only in its signature', async () => {
    const { clock, sessions } = setup();
    const now = seconds(clock.now());
    const token = await sign({ iat: now, exp: now + 60 });
    await sessions.authenticate(token);
    const forged = await sign({ iat: now, exp: now + 60 }, 'y'.repeat(40));
    expect(forged.split('.').slice(0, 2)).toEqual(token.split('.').slice(0, 2));
    await expect(sessions.authenticate(forged)).rejects.toMatchObject({ code: 'AUTH_NOT_AUTHENTICATED' });
  });
});
