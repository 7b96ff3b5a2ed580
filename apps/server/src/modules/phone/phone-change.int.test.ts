import {
  ACCOUNT_MESSAGES,
  BLOCK_DURATION_MS,
  MESSAGES,
  PHONE_CHANGE_MESSAGES,
  PHONE_MESSAGES,
  RESEND_WAIT_MS,
} from '@repclub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { startTestServer, type TestServer } from '../../test/server';
import { auditRows, bearer, setUser, userRow } from '../account/account.test-support';
import { CODE_TTL_MS } from '../auth/codes.service';
import { insertUser, type SignedInUser, signedUpUser, signInRow } from '../users/users.test-helpers';

const clock = fixedClock('2026-10-01T09:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const START = `mutation($phoneNumber: String!) { startPhoneNumberChange(phoneNumber: $phoneNumber) {
  nextResend expiredDate } }`;
const CONFIRM = `mutation($phoneNumber: String!, $code: String!) {
  confirmPhoneNumberChange(phoneNumber: $phoneNumber, code: $code) { userId phoneNumber isPhoneNumberVerified } }`;

type Headers = { authorization: string };
type Answer = Awaited<ReturnType<TestServer['graphql']>>;
const errorOf = (answer: Answer) => {
  const error = answer.body.errors?.[0] as
    | { message: string; extensions?: { code?: string; attemptsRemaining?: number; blockedUntil?: string } }
    | undefined;
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(answer.body)}`);
  return { message: error.message, code: error.extensions?.code, extensions: error.extensions };
};

let numberCounter = 0;
/** A fresh number (+1 646 555 1xxx) no account holds. */
const freshNumber = () => {
  numberCounter += 1;
  return `+1646555${String(1000 + numberCounter)}`;
};

const start = (phoneNumber: string, headers: Headers) => server.graphql(START, { phoneNumber }, headers);
const confirm = (phoneNumber: string, code: string, headers: Headers) =>
  server.graphql(CONFIRM, { phoneNumber, code }, headers);

async function latestCode(number: string) {
  const [text] = await server.outbox(number);
  if (!text?.code) throw new Error(`no text for ${number}`);
  return text.code;
}

/** A user signed up with a password whose phone number is verified. */
async function verifiedUser(): Promise<SignedInUser> {
  const user = await signedUpUser(server);
  await setUser(server, user.userId, { phoneVerifiedAt: clock.now() });
  return user;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('startPhoneNumberChange', () => {
  it('texts a code to the new number; the right code makes it the verified number, in one step', async () => {
    const user = await verifiedUser();
    const next = freshNumber();
    const sent = await start('(646) 555-' + next.slice(-4), user.headers);
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data).toEqual({
      startPhoneNumberChange: {
        nextResend: new Date(clock.now().getTime() + RESEND_WAIT_MS).toISOString(),
        expiredDate: new Date(clock.now().getTime() + CODE_TTL_MS).toISOString(),
      },
    });
    // Nothing changes until the code comes back; the old number did not get a text.
    expect((await userRow(server, user.userId))?.phoneNumber).toBe(user.phoneNumber);
    expect(await server.outbox(user.phoneNumber)).toEqual([]);
    const [text] = await server.outbox(next);
    expect(text?.text).toContain('change your phone number');

    const confirmed = await confirm(next, text!.code!, user.headers);
    expect(confirmed.body.errors).toBeUndefined();
    expect(confirmed.body.data).toEqual({
      confirmPhoneNumberChange: { userId: user.userId, phoneNumber: next, isPhoneNumberVerified: true },
    });
    const row = await userRow(server, user.userId);
    expect(row?.phoneNumber).toBe(next);
    expect(row?.phoneVerifiedAt?.toISOString()).toBe(clock.now().toISOString());
    const [audit] = await auditRows(server, user.userId, 'phone.changed');
    expect(audit).toMatchObject({
      actorId: user.userId,
      details: { from: `…${user.phoneNumber.slice(-4)}`, to: `…${next.slice(-4)}` },
    });

    // The code is single use.
    expect(errorOf(await confirm(next, text!.code!, user.headers)).message).toBe(PHONE_MESSAGES.noCode);
  });

  it('works for an account whose number was never verified, and for one without a number', async () => {
    const unverified = await signedUpUser(server);
    const next = freshNumber();
    await start(next, unverified.headers);
    const done = await confirm(next, await latestCode(next), unverified.headers);
    expect(done.body.data).toMatchObject({ confirmPhoneNumberChange: { isPhoneNumberVerified: true } });

    const row = await insertUser(server, { email: `nophone.${Date.now()}@example.com` });
    const headers = await signInRow(server, row, clock);
    const other = freshNumber();
    expect((await start(other, headers)).body.errors).toBeUndefined();
    const set = await confirm(other, await latestCode(other), headers);
    expect(set.body.data).toMatchObject({ confirmPhoneNumberChange: { phoneNumber: other } });
  });

  it('refuses an invalid number, the current number and a number another account holds', async () => {
    const user = await verifiedUser();
    const other = await signedUpUser(server);
    const cases: [string, string, string][] = [
      ['123', 'BAD_USER_INPUT', MESSAGES.phoneNumberInvalid],
      ['', 'BAD_USER_INPUT', MESSAGES.phoneNumberInvalid],
      [user.phoneNumber, 'BAD_USER_INPUT', PHONE_CHANGE_MESSAGES.sameNumber],
      [other.phoneNumber, 'CONFLICT', PHONE_CHANGE_MESSAGES.taken],
    ];
    for (const [number, code, message] of cases) {
      expect({ number, ...pick(errorOf(await start(number, user.headers))) }).toEqual({
        number,
        code,
        message,
      });
    }
    expect(await server.outbox(other.phoneNumber)).toEqual([]);
  });

  it('waits 30 seconds between texts', async () => {
    const user = await verifiedUser();
    const next = freshNumber();
    await start(next, user.headers);
    clock.advance(10_000);
    const early = errorOf(await start(next, user.headers));
    expect(early).toMatchObject({ code: 'RATE_LIMITED', message: PHONE_MESSAGES.resendTooSoon(20) });
    // Another number does not skip the wait either.
    expect(errorOf(await start(freshNumber(), user.headers)).code).toBe('RATE_LIMITED');
    clock.advance(20_000);
    expect((await start(next, user.headers)).body.errors).toBeUndefined();
    expect(await server.outbox(next)).toHaveLength(2);
  });

  it('refuses signed-out callers and administrators acting as the user', async () => {
    expect(errorOf(await start(freshNumber(), {} as Headers)).code).toBe('AUTH_NOT_AUTHENTICATED');
    expect(errorOf(await confirm(freshNumber(), '123456', {} as Headers)).code).toBe(
      'AUTH_NOT_AUTHENTICATED',
    );

    const admin = await signedUpUser(server);
    await setUser(server, admin.userId, { role: 'ADMIN' });
    const target = await verifiedUser();
    const im = await server.post<{ token: string }>(
      '/api/auth/password/im-sign-in',
      { userId: target.userId },
      admin.headers,
    );
    expect(im.status).toBe(200);
    const next = freshNumber();
    for (const answer of [
      await start(next, bearer(im.body.token)),
      await confirm(next, '123456', bearer(im.body.token)),
    ]) {
      expect(pick(errorOf(answer))).toEqual({
        code: 'AUTH_NOT_AUTHORIZED',
        message: ACCOUNT_MESSAGES.notWhileImpersonating,
      });
    }
    expect(await server.outbox(next)).toEqual([]);
  });
});

describe('confirmPhoneNumberChange', () => {
  it('binds the code to the number it was texted to', async () => {
    const user = await verifiedUser();
    const next = freshNumber();
    await start(next, user.headers);
    const code = await latestCode(next);
    expect(errorOf(await confirm(freshNumber(), code, user.headers)).message).toBe(PHONE_MESSAGES.noCode);
    // Another user cannot use it either: the code belongs to the user who asked for it.
    const other = await verifiedUser();
    expect(errorOf(await confirm(next, code, other.headers)).message).toBe(PHONE_MESSAGES.noCode);
    expect((await confirm(next, code, user.headers)).body.errors).toBeUndefined();
  });

  it('refuses an expired code and changes nothing', async () => {
    const user = await verifiedUser();
    const next = freshNumber();
    await start(next, user.headers);
    const code = await latestCode(next);
    clock.advance(CODE_TTL_MS + 1);
    expect(pick(errorOf(await confirm(next, code, user.headers)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: PHONE_MESSAGES.expired,
    });
    expect((await userRow(server, user.userId))?.phoneNumber).toBe(user.phoneNumber);
  });

  it('refuses a malformed code', async () => {
    const user = await verifiedUser();
    expect(errorOf(await confirm(freshNumber(), '12', user.headers)).message).toBe(
      MESSAGES.verificationCodeLength,
    );
  });

  it('counts wrong codes; the third blocks for 30 minutes and spends the code', async () => {
    const user = await verifiedUser();
    const next = freshNumber();
    await start(next, user.headers);
    const code = await latestCode(next);
    const bad = wrongCode(code);
    expect(errorOf(await confirm(next, bad, user.headers)).extensions?.attemptsRemaining).toBe(2);
    // A resend does not buy more guesses.
    clock.advance(RESEND_WAIT_MS);
    await start(next, user.headers);
    const resent = await latestCode(next);
    expect(errorOf(await confirm(next, wrongCode(resent), user.headers)).extensions?.attemptsRemaining).toBe(
      1,
    );
    const blocked = errorOf(await confirm(next, wrongCode(resent), user.headers));
    expect(blocked).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.tooManyFailedAttempts });
    expect(blocked.extensions?.blockedUntil).toBe(
      new Date(clock.now().getTime() + BLOCK_DURATION_MS).toISOString(),
    );
    // Blocked: even the right code and a new text are refused until the block ends.
    expect(errorOf(await confirm(next, resent, user.headers)).code).toBe('RATE_LIMITED');
    expect(errorOf(await start(next, user.headers)).code).toBe('RATE_LIMITED');
    clock.advance(BLOCK_DURATION_MS);
    // Access tokens last 15 minutes: sign in again after the block.
    const headers = await signInRow(server, (await userRow(server, user.userId))!, clock);
    expect((await start(next, headers)).body.errors).toBeUndefined();
    expect((await confirm(next, await latestCode(next), headers)).body.errors).toBeUndefined();
  });

  it('counts parallel wrong codes one by one under the row lock', async () => {
    const user = await verifiedUser();
    const next = freshNumber();
    await start(next, user.headers);
    const bad = wrongCode(await latestCode(next));
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(next, bad, user.headers)));
    const remaining = answers
      .map((answer) => errorOf(answer).extensions?.attemptsRemaining)
      .filter((n): n is number => typeof n === 'number')
      .sort();
    expect(remaining).toEqual([1, 2]);
    expect(answers.filter((answer) => errorOf(answer).code === 'RATE_LIMITED')).toHaveLength(8);
    clock.advance(BLOCK_DURATION_MS);
  });

  it('refuses a number another account took after the code was sent, keeping the code', async () => {
    const user = await verifiedUser();
    const next = freshNumber();
    await start(next, user.headers);
    const code = await latestCode(next);
    const other = await signedUpUser(server);
    await setUser(server, other.userId, { phoneNumber: next });
    expect(pick(errorOf(await confirm(next, code, user.headers)))).toEqual({
      code: 'CONFLICT',
      message: PHONE_CHANGE_MESSAGES.taken,
    });
    expect((await userRow(server, user.userId))?.phoneNumber).toBe(user.phoneNumber);
    await setUser(server, other.userId, { phoneNumber: freshNumber() });
    expect((await confirm(next, code, user.headers)).body.errors).toBeUndefined();
  });
});

function pick(error: { code: string | undefined; message: string }) {
  return { code: error.code, message: error.message };
}
