import { PHONE_MESSAGES, RESEND_WAIT_MS } from '@repclub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { signUpPayload, startTestServer, type TestServer } from '../../test/server';
import { CODE_TTL_MS } from '../auth/codes.service';
import { users } from '../users/users.tables';

const clock = fixedClock('2026-09-15T16:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const SEND = 'mutation { sendPhoneVerificationCode { nextResend expiredDate } }';
const VERIFY =
  'mutation ($code: String!) { verifyPhoneNumber(code: $code) { userId phoneNumber isPhoneNumberVerified } }';

type GraphQLAnswer = Awaited<ReturnType<TestServer['graphql']>>;
const errorOf = (answer: GraphQLAnswer) => answer.body.errors?.[0];

/** A user signed up with a password and signed in with the emailed code; the phone is not verified. */
async function signedInUser() {
  const payload = signUpPayload();
  const email = payload.userName as string;
  const registered = await server.post<{ refreshToken: string }>('/api/auth/password/register', payload);
  expect(registered.status).toBe(201);
  const [mail] = await server.outbox(email);
  const verified = await server.post<{ token: string; userId: string }>('/api/auth/password/verify-otp', {
    refreshToken: registered.body.refreshToken,
    otp: mail?.code,
    purpose: 'VerifySignIn',
  });
  expect(verified.status).toBe(200);
  return {
    userId: verified.body.userId,
    phoneNumber: payload.phoneNumber as string,
    headers: { authorization: `Bearer ${verified.body.token}` },
  };
}

async function latestCode(number: string) {
  const [text] = await server.outbox(number);
  if (!text?.code) throw new Error(`no text for ${number}`);
  return text.code;
}

describe('verifying the signed-in user’s phone number', () => {
  it('texts a code to the user’s own number, and the code marks the number verified', async () => {
    const user = await signedInUser();
    const sent = await server.graphql(SEND, {}, user.headers);
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data).toEqual({
      sendPhoneVerificationCode: {
        nextResend: new Date(clock.now().getTime() + RESEND_WAIT_MS).toISOString(),
        expiredDate: new Date(clock.now().getTime() + CODE_TTL_MS).toISOString(),
      },
    });
    const code = await latestCode(user.phoneNumber);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await server.graphql(VERIFY, { code }, user.headers);
    expect(verified.body.errors).toBeUndefined();
    expect(verified.body.data).toEqual({
      verifyPhoneNumber: { userId: user.userId, phoneNumber: user.phoneNumber, isPhoneNumberVerified: true },
    });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.phoneVerifiedAt?.toISOString()).toBe(clock.now().toISOString());

    // The code is single use, and a verified number needs no more codes.
    expect(errorOf(await server.graphql(VERIFY, { code }, user.headers))?.message).toBe(
      'The verification code has expired. Please request a new one.',
    );
    const again = errorOf(await server.graphql(SEND, {}, user.headers));
    expect(again).toMatchObject({
      message: PHONE_MESSAGES.alreadyVerified,
      extensions: { code: 'CONFLICT' },
    });

    // The verified number now signs in to this account by phone.
    await server.post('/api/auth/phone/start', { phoneNumber: user.phoneNumber });
    const byPhone = await server.post<{ userId: string }>('/api/auth/phone/verify', {
      phoneNumber: user.phoneNumber,
      code: await latestCode(user.phoneNumber),
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.userId).toBe(user.userId);
  });

  it('refuses a wrong or malformed code with the spec’s messages', async () => {
    const user = await signedInUser();
    await server.graphql(SEND, {}, user.headers);
    const code = await latestCode(user.phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';

    const first = errorOf(await server.graphql(VERIFY, { code: wrong }, user.headers));
    expect(first).toMatchObject({
      message: 'Invalid verification code. 2 attempt(s) remaining.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(errorOf(await server.graphql(VERIFY, { code: '' }, user.headers))?.message).toBe(
      'Please enter the verification code',
    );
    expect(errorOf(await server.graphql(VERIFY, { code: '12ab56' }, user.headers))?.message).toBe(
      'Verification code must be 6 digits',
    );
    expect(
      (await server.graphql<{ verifyPhoneNumber: unknown }>(VERIFY, { code }, user.headers)).body.data
        ?.verifyPhoneNumber,
    ).toMatchObject({ isPhoneNumberVerified: true });
  });

  it('refuses a second code within 30 seconds', async () => {
    const user = await signedInUser();
    expect((await server.graphql(SEND, {}, user.headers)).body.errors).toBeUndefined();
    const early = errorOf(await server.graphql(SEND, {}, user.headers));
    expect(early).toMatchObject({
      message: 'Please wait 30 seconds before requesting another code.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 },
    });
    clock.advance(RESEND_WAIT_MS);
    expect((await server.graphql(SEND, {}, user.headers)).body.errors).toBeUndefined();
    expect(await server.outbox(user.phoneNumber)).toHaveLength(2);
  });

  it('refuses a user without a phone number', async () => {
    const user = await signedInUser();
    await server.database.db.update(users).set({ phoneNumber: null }).where(eq(users.id, user.userId));
    const answer = errorOf(await server.graphql(SEND, {}, user.headers));
    expect(answer).toMatchObject({
      message: 'Please add a phone number to your profile first.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('does not let one user verify with another user’s code', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    await server.graphql(SEND, {}, owner.headers);
    const code = await latestCode(owner.phoneNumber);
    const stolen = errorOf(await server.graphql(VERIFY, { code }, other.headers));
    expect(stolen?.message).toBe('The verification code has expired. Please request a new one.');
    const [otherRow] = await server.database.db.select().from(users).where(eq(users.id, other.userId));
    expect(otherRow?.phoneVerifiedAt).toBeNull();
    // The owner's code is untouched.
    const mine = await server.graphql(VERIFY, { code }, owner.headers);
    expect(mine.body.errors).toBeUndefined();
  });

  it('refuses the number’s code once the number on the profile changed', async () => {
    const user = await signedInUser();
    await server.graphql(SEND, {}, user.headers);
    const code = await latestCode(user.phoneNumber);
    await server.database.db
      .update(users)
      .set({ phoneNumber: '+16505554999' })
      .where(eq(users.id, user.userId));
    const answer = errorOf(await server.graphql(VERIFY, { code }, user.headers));
    expect(answer?.message).toBe(PHONE_MESSAGES.expired);
  });

  it('answers AUTH_NOT_AUTHENTICATED without a token', async () => {
    const send = await server.graphql(SEND);
    expect(errorOf(send)?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    const verify = await server.graphql(VERIFY, { code: '123456' });
    expect(errorOf(verify)?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
    expect(verify.body.data ?? null).toBeNull();
  });
});
