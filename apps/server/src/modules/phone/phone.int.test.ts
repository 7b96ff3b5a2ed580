import { BLOCK_DURATION_MS, MESSAGES, PHONE_MESSAGES, RESEND_WAIT_MS } from '@repclub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type AuthInfo, type ErrorBody, startTestServer, type TestServer } from '../../test/server';
import { phoneSignIns } from './phone.tables';
import { sha256 } from '../auth/crypto';
import { users } from '../users/users.tables';
import { PHONE_CODE_TTL_MS } from './phone.service';

type StartAnswer = {
  message: string;
  nextResend: string | null;
  expiredDate: string | null;
  blockedUntil: string | null;
};

const clock = fixedClock('2026-03-02T09:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY lets each test act as its own client address (x-forwarded-for), so the per-IP limits of
  // one test do not spill into the next.
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

let counter = 0;
/** A fresh valid US number in E.164, and a fresh client address. */
function fresh() {
  counter += 1;
  return { number: `+1650555${1000 + counter}`, ip: `10.1.${Math.floor(counter / 200)}.${counter % 200}` };
}

const start = (phoneNumber: unknown, ip: string) =>
  server.post<StartAnswer & ErrorBody>('/api/auth/phone/start', { phoneNumber }, { 'x-forwarded-for': ip });
const verify = (phoneNumber: unknown, code: unknown, ip: string) =>
  server.post<AuthInfo & ErrorBody>(
    '/api/auth/phone/verify',
    { phoneNumber, code },
    { 'x-forwarded-for': ip },
  );

async function latestCode(number: string): Promise<string> {
  const [text] = await server.outbox(number);
  if (!text?.code) throw new Error(`no text for ${number}`);
  return text.code;
}
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function stateOf(number: string) {
  const rows = await server.database.db
    .select()
    .from(phoneSignIns)
    .where(eq(phoneSignIns.phoneNumber, number));
  return rows[0];
}

/** Sends a code and blocks the number with three wrong ones; answers the blockedUntil it was given. */
async function blockNumber(number: string, ip: string) {
  expect((await start(number, ip)).status).toBe(200);
  const wrong = wrongCodeFor(await latestCode(number));
  await verify(number, wrong, ip);
  await verify(number, wrong, ip);
  const third = await verify(number, wrong, ip);
  expect(third.status).toBe(429);
  return third.body.error.blockedUntil as string;
}

const inMs = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

describe('POST /api/auth/phone/start', () => {
  it('texts a 6-digit code and answers when it expires and when another can be sent', async () => {
    const { number, ip } = fresh();
    const response = await start(number, ip);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: MESSAGES.verificationCodeSent,
      nextResend: inMs(RESEND_WAIT_MS),
      expiredDate: inMs(PHONE_CODE_TTL_MS),
      blockedUntil: null,
    });
    const [text] = await server.outbox(number);
    expect(text).toMatchObject({ channel: 'sms', to: number });
    expect(text?.code).toMatch(/^\d{6}$/);
    expect(text?.text).toContain(text?.code);

    // Stored hashed, with the resend clock, in the database.
    const state = await stateOf(number);
    expect(state?.codeHash).toBe(sha256(text?.code ?? ''));
    expect(state?.codeHash).not.toContain(text?.code ?? '');
    expect(state?.lastSentAt?.toISOString()).toBe(clock.now().toISOString());
    expect(state?.codeExpiresAt?.toISOString()).toBe(inMs(10 * 60 * 1000));
  });

  it('normalises the number to E.164', async () => {
    const { ip } = fresh();
    const response = await start('(650) 555-0987', ip);
    expect(response.status).toBe(200);
    expect((await server.outbox('+16505550987'))[0]?.code).toMatch(/^\d{6}$/);
    expect(await stateOf('+16505550987')).toBeDefined();
  });

  it('refuses a missing or invalid number with the spec’s messages', async () => {
    const { ip } = fresh();
    const missing = await server.post<ErrorBody>('/api/auth/phone/start', {}, { 'x-forwarded-for': ip });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: MESSAGES.phoneNumberRequired,
      field: 'phoneNumber',
    });
    expect((await start('', ip)).body.error.message).toBe('Please enter your phone number');
    const invalid = await start('123', ip);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('Your phone number is invalid. Please try again.');
  });

  it('refuses a resend within 30 seconds with the seconds left, then resends', async () => {
    const { number, ip } = fresh();
    expect((await start(number, ip)).status).toBe(200);
    const first = await latestCode(number);
    const firstNextResend = inMs(RESEND_WAIT_MS);
    const firstExpiry = inMs(PHONE_CODE_TTL_MS);

    const early = await start(number, ip);
    expect(early.status).toBe(429);
    expect(early.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'A verification code was sent recently. Please wait 30 seconds before requesting another one.',
      retryAfterSeconds: 30,
      nextResend: firstNextResend,
      expiredDate: firstExpiry,
      blockedUntil: null,
    });
    clock.advance(12_500);
    const later = await start(number, ip);
    expect(later.status).toBe(429);
    expect(later.body.error.message).toBe(PHONE_MESSAGES.resendTooSoon(18));
    expect((await server.outbox(number)).length).toBe(1);

    clock.advance(17_500);
    const resent = await start(number, ip);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({
      message: MESSAGES.verificationCodeResent,
      nextResend: inMs(RESEND_WAIT_MS),
      expiredDate: inMs(PHONE_CODE_TTL_MS),
      blockedUntil: null,
    });
    const second = await latestCode(number);
    expect((await server.outbox(number)).length).toBe(2);
    // Only the newest code works.
    if (first !== second) {
      expect((await verify(number, first, ip)).body.error.message).toBe(
        'Invalid verification code. 2 attempt(s) remaining.',
      );
    }
    expect((await verify(number, second, ip)).status).toBe(200);
  });

  it('sends one text when starts for a number race', async () => {
    const { number, ip } = fresh();
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(number, ip)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await server.outbox(number)).toHaveLength(1);
  });

  it('limits the texts one client can have sent, whatever the numbers', async () => {
    const { ip } = fresh();
    const numbers = Array.from({ length: 11 }, () => fresh().number);
    for (const number of numbers.slice(0, 10)) expect((await start(number, ip)).status).toBe(200);
    const refused = await start(numbers[10], ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(refused.body.error.message).toBe('Too many requests. Please try again later.');
    expect(refused.body.error.retryAfterSeconds).toBeGreaterThan(0);
    expect(await server.outbox(numbers[10] as string)).toEqual([]);
    // Another client is not affected.
    expect((await start(numbers[10], fresh().ip)).status).toBe(200);
  });
});

describe('POST /api/auth/phone/verify', () => {
  it('signs a new number in with an account made from the number alone, to be completed at sign-up-2', async () => {
    const { number, ip } = fresh();
    await start(number, ip);
    const code = await latestCode(number);
    const response = await verify(number, code, ip);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: null,
      isDeleted: false,
      isComplete: false,
      isPhoneNumberVerified: true,
      agreeToTermsAndConditions: false,
      requireOtp: false,
      impersonateMode: false,
    });
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.refreshToken).toEqual(expect.any(String));

    const [row] = await server.database.db.select().from(users).where(eq(users.id, response.body.userId));
    expect(row).toMatchObject({ phoneNumber: number, email: null, passwordHash: null });
    expect(row?.phoneVerifiedAt?.toISOString()).toBe(clock.now().toISOString());

    const me = await server.graphql<{
      me: { userId: string; phoneNumber: string; isPhoneNumberVerified: boolean };
    }>(
      '{ me { userId phoneNumber isPhoneNumberVerified } }',
      {},
      { authorization: `Bearer ${response.body.token}` },
    );
    expect(me.body.data?.me).toEqual({
      userId: response.body.userId,
      phoneNumber: number,
      isPhoneNumberVerified: true,
    });

    // The code is single use; signing in again with a new code finds the same account.
    const reused = await verify(number, code, ip);
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(PHONE_MESSAGES.noCode);
    clock.advance(RESEND_WAIT_MS);
    await start(number, ip);
    const again = await verify(number, await latestCode(number), ip);
    expect(again.status).toBe(200);
    expect(again.body.userId).toBe(response.body.userId);
    expect(again.body.token).not.toBe(response.body.token);
  });

  it('signs an existing account in when its number is verified', async () => {
    const { number, ip } = fresh();
    const [existing] = await server.database.db
      .insert(users)
      .values({
        email: `phone.${counter}@example.com`,
        userName: `phone.${counter}@example.com`,
        firstName: 'Grace',
        lastName: 'Hopper',
        name: 'Grace Hopper',
        gender: 'Female',
        dateOfBirth: '1990-01-02',
        phoneNumber: number,
        phoneVerifiedAt: clock.now(),
      })
      .returning();
    await start(number, ip);
    const response = await verify(number, await latestCode(number), ip);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userId: existing?.id,
      email: existing?.email,
      isComplete: true,
      isPhoneNumberVerified: true,
    });
  });

  it('does not open an account whose number was never verified', async () => {
    const { number, ip } = fresh();
    const [existing] = await server.database.db
      .insert(users)
      .values({ email: `unverified.${counter}@example.com`, phoneNumber: number })
      .returning();
    await start(number, ip);
    const response = await verify(number, await latestCode(number), ip);
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'CONFLICT', message: PHONE_MESSAGES.unverifiedAccount });
    const rows = await server.database.db.select().from(users).where(eq(users.phoneNumber, number));
    expect(rows.map((r) => r.id)).toEqual([existing?.id]);
    expect(rows[0]?.phoneVerifiedAt).toBeNull();
  });

  it('answers the auth info of a deleted account, marked deleted', async () => {
    const { number, ip } = fresh();
    await start(number, ip);
    const first = await verify(number, await latestCode(number), ip);
    await server.database.db
      .update(users)
      .set({ deletedAt: clock.now() })
      .where(eq(users.id, first.body.userId));
    clock.advance(RESEND_WAIT_MS);
    await start(number, ip);
    const response = await verify(number, await latestCode(number), ip);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ userId: first.body.userId, isDeleted: true });
    expect(response.body.token).toEqual(expect.any(String));
  });

  it('refuses a missing or malformed code and number with the spec’s messages', async () => {
    const { number, ip } = fresh();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phoneNumber: number }, 'code', 'Please enter the verification code'],
      [{ phoneNumber: number, code: '' }, 'code', 'Please enter the verification code'],
      [{ phoneNumber: number, code: '12345' }, 'code', 'Verification code must be 6 digits'],
      [{ phoneNumber: number, code: '12345a' }, 'code', 'Verification code must be 6 digits'],
      [{ code: '123456' }, 'phoneNumber', 'Please enter your phone number'],
      [
        { phoneNumber: '12', code: '123456' },
        'phoneNumber',
        'Your phone number is invalid. Please try again.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await server.post<ErrorBody>('/api/auth/phone/verify', body, {
        'x-forwarded-for': ip,
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: 'BAD_USER_INPUT', message, field });
    }
  });

  it('refuses a code when none was sent', async () => {
    const { number, ip } = fresh();
    const response = await verify(number, '123456', ip);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(PHONE_MESSAGES.noCode);
  });

  it('counts wrong codes and blocks the number for 30 minutes on the third', async () => {
    const { number, ip } = fresh();
    await start(number, ip);
    const code = await latestCode(number);
    const wrong = wrongCodeFor(code);

    const first = await verify(number, wrong, ip);
    expect(first.status).toBe(400);
    expect(first.body.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid verification code. 2 attempt(s) remaining.',
      attemptsRemaining: 2,
    });
    const second = await verify(number, wrong, ip);
    expect(second.body.error.message).toBe('Invalid verification code. 1 attempt(s) remaining.');
    const third = await verify(number, wrong, ip);
    expect(third.status).toBe(429);
    const blockedUntil = inMs(BLOCK_DURATION_MS);
    expect(third.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts. You are blocked for 30 minutes.',
      blockedUntil,
      retryAfterSeconds: 1800,
    });

    // Blocked: even the right code, and a new code.
    const right = await verify(number, code, ip);
    expect(right.status).toBe(429);
    expect(right.body.error).toMatchObject({ message: MESSAGES.tooManyFailedAttempts, blockedUntil });
    clock.advance(60_000);
    const restart = await start(number, ip);
    expect(restart.status).toBe(429);
    expect(restart.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: MESSAGES.tooManyFailedAttempts,
      blockedUntil,
      retryAfterSeconds: 1740,
    });
    expect((await server.outbox(number)).length).toBe(1);
  });

  it('counts 20 wrong codes sent in parallel as at most 3 attempts before the block', async () => {
    const { number, ip } = fresh();
    await start(number, ip);
    const code = await latestCode(number);
    const wrong = wrongCodeFor(code);

    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(number, wrong, ip)));

    const messages = answers.map((a) => a.body.error.message).sort();
    const counted = answers.filter((a) => a.status === 400);
    expect(counted.map((a) => a.body.error.message).sort()).toEqual([
      'Invalid verification code. 1 attempt(s) remaining.',
      'Invalid verification code. 2 attempt(s) remaining.',
    ]);
    const blocked = answers.filter((a) => a.status === 429);
    expect(blocked).toHaveLength(18);
    expect(new Set(blocked.map((a) => a.body.error.message))).toEqual(
      new Set([MESSAGES.tooManyFailedAttempts]),
    );
    expect(messages).toHaveLength(20);

    const state = await stateOf(number);
    expect(state?.failedAttempts).toBe(3);
    expect(state?.blockedUntil?.toISOString()).toBe(inMs(BLOCK_DURATION_MS));
    expect(state?.codeHash).toBeNull();
    // The right code is of no use now.
    expect((await verify(number, code, ip)).status).toBe(429);
  });

  it('a code for one number is useless for another', async () => {
    const a = fresh();
    const b = fresh();
    await start(a.number, a.ip);
    await start(b.number, b.ip);
    const codeA = await latestCode(a.number);
    const codeB = await latestCode(b.number);
    if (codeA !== codeB) {
      const response = await verify(b.number, codeA, b.ip);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Invalid verification code. 2 attempt(s) remaining.');
    }
    expect((await verify(a.number, codeA, a.ip)).status).toBe(200);
    // A's code is spent; B's own code still works.
    expect((await verify(b.number, codeB, b.ip)).status).toBe(200);
  });
});

describe('phone sign-in with the clock moving', () => {
  it('refuses an expired code with a clear message', async () => {
    const { number, ip } = fresh();
    await start(number, ip);
    const code = await latestCode(number);
    clock.advance(PHONE_CODE_TTL_MS);
    const expired = await verify(number, code, ip);
    expect(expired.status).toBe(400);
    expect(expired.body.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The verification code has expired. Please request a new one.',
    });
    // An expired code costs no attempt, and a new one is sent as a first send.
    expect((await stateOf(number))?.failedAttempts).toBe(0);
    const again = await start(number, ip);
    expect(again.body.message).toBe(MESSAGES.verificationCodeSent);
  });

  it('accepts a code until the last millisecond of its lifetime', async () => {
    const { number, ip } = fresh();
    await start(number, ip);
    clock.advance(PHONE_CODE_TTL_MS - 1);
    expect((await verify(number, await latestCode(number), ip)).status).toBe(200);
  });

  it('ends the block after 30 minutes and starts the count again', async () => {
    const { number, ip } = fresh();
    const blockedUntil = await blockNumber(number, ip);
    expect(blockedUntil).toBe(inMs(BLOCK_DURATION_MS));

    clock.advance(BLOCK_DURATION_MS - 1000);
    const still = await start(number, ip);
    expect(still.status).toBe(429);
    expect(still.body.error.retryAfterSeconds).toBe(1);

    clock.advance(1000);
    const sent = await start(number, ip);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ message: MESSAGES.verificationCodeSent, blockedUntil: null });
    const code = await latestCode(number);
    const wrong = await verify(number, wrongCodeFor(code), ip);
    expect(wrong.body.error.message).toBe('Invalid verification code. 2 attempt(s) remaining.');
    expect((await verify(number, code, ip)).status).toBe(200);
    expect(await stateOf(number)).toMatchObject({ failedAttempts: 0, blockedUntil: null, codeHash: null });
  });

  it('keeps counting wrong codes across a resend while a code is open', async () => {
    const { number, ip } = fresh();
    await start(number, ip);
    const wrong = wrongCodeFor(await latestCode(number));
    await verify(number, wrong, ip);
    await verify(number, wrong, ip);
    clock.advance(RESEND_WAIT_MS);
    expect((await start(number, ip)).body.message).toBe(MESSAGES.verificationCodeResent);
    const third = await verify(number, wrongCodeFor(await latestCode(number)), ip);
    expect(third.status).toBe(429);
    expect(third.body.error.message).toBe(MESSAGES.tooManyFailedAttempts);
  });
});
