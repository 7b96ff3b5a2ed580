import { type APIRequestContext, expect } from '@playwright/test';

/** Helpers for journeys that need their own accounts (each test makes its own: fresh DB per worker). */

let counter = 0;
const AREA_CODES = ['213', '310', '323', '415', '646', '718', '202', '312'];

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A valid, unused-looking US number: E.164 and the way a person would type it. */
export function uniquePhone(): { e164: string; typed: string } {
  const area = AREA_CODES[Math.floor(Math.random() * AREA_CODES.length)]!;
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { e164: `+1${area}555${line}`, typed: `(${area}) 555-${line}` };
}

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  token: string | null;
  link: string | null;
  createdAt: string;
};

/** The newest message to an address or number, waiting for it (and, with `after`, for a newer one). */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  options: { after?: OutboxMessage | null; subject?: RegExp; withCode?: boolean } = {},
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.find(
          (m) =>
            (!options.subject || options.subject.test(m.subject)) &&
            (!options.withCode || Boolean(m.code)) &&
            (!options.after || m.createdAt > options.after.createdAt || m.code !== options.after.code),
        );
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function latestCode(request: APIRequestContext, to: string, after?: OutboxMessage | null) {
  // Only mail that carries a code: booking e-mails to the same address may be newer.
  const message = await latestMessage(request, to, { after, withCode: true });
  expect(message.code).toMatch(/^\d{6}$/);
  return message.code!;
}

/** A GraphQL call as `token`'s user; fails the test on any error. */
export async function graphql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: object = {},
) {
  const response = await request.post('/api/graphql', {
    data: { query, variables },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data!;
}

export type TestUser = {
  email: string;
  password: string;
  phone: { e164: string; typed: string };
  userId: string;
};

/**
 * A complete account with a verified email and phone (so sign-in lands past the auth pages): registered,
 * email confirmed with the emailed code, phone verified with the texted code. Its sign-ins still ask
 * for the emailed code (the default).
 */
export async function createUser(request: APIRequestContext, prefix = 'signin'): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const password = 'Secret123!';
  const phone = uniquePhone();
  const register = await request.post('/api/auth/password/register', {
    data: {
      userName: email,
      password,
      firstName: 'Sam',
      lastName: 'Tester',
      name: 'Sam Tester',
      gender: 'Other',
      dateOfBirth: '1992-03-04',
      phoneNumber: phone.e164,
      agreeToTermsAndConditions: true,
    },
  });
  expect(register.status()).toBe(201);
  const pending = (await register.json()) as { refreshToken: string };
  const code = await latestCode(request, email);
  const verify = await request.post('/api/auth/password/verify-otp', {
    data: { refreshToken: pending.refreshToken, otp: code, purpose: 'VerifySignIn' },
  });
  expect(verify.ok()).toBe(true);
  const info = (await verify.json()) as { token: string; userId: string };
  await graphql(request, info.token, 'mutation { sendPhoneVerificationCode { nextResend } }');
  const phoneCode = await latestCode(request, phone.e164);
  await graphql(
    request,
    info.token,
    'mutation ($code: String!) { verifyPhoneNumber(code: $code) { userId } }',
    {
      code: phoneCode,
    },
  );
  return { email, password, phone, userId: info.userId };
}
