import { createServer, type Server } from 'node:http';
import { isCodeSentError, MESSAGES, PHONE_MESSAGES, RESEND_WAIT_MS } from '@repclub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { startTestServer, type TestServer } from '../../test/server';
import { phoneSignIns } from './phone.tables';

/** A request the stand-in for Twilio's API received. */
type Received = {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
};

const SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'twilio-test-secret';
const FROM = '+15005550006';

const received: Received[] = [];
/** What the stand-in answers next: Twilio's 201 with a message resource, or one of its errors. */
let answer: { status: number; body: unknown } = { status: 201, body: {} };

let twilio: Server;
let server: TestServer;
const clock = fixedClock('2026-07-01T12:00:00.000Z');

beforeAll(async () => {
  twilio = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
        form: new URLSearchParams(raw),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  const address = twilio.address();
  if (!address || typeof address === 'string') throw new Error('the Twilio stand-in has no port');
  server = await startTestServer({
    clock,
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM_NUMBER: FROM,
      TWILIO_API_URL: `http://127.0.0.1:${address.port}`,
    },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => twilio.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = { status: 201, body: { sid: 'SM0123', status: 'queued' } };
});

type Body = { message?: string; token?: string; error?: { code: string; message: string } };
const start = (phoneNumber: string) => server.post<Body>('/api/auth/phone/start', { phoneNumber });
const stateOf = async (number: string) =>
  (await server.database.db.select().from(phoneSignIns).where(eq(phoneSignIns.phoneNumber, number)))[0];
const twilioError = {
  status: 400,
  body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
};

describe('texts through Twilio', () => {
  it('posts the code to Twilio’s Messages API, not to the outbox', async () => {
    const number = '+16505553001';
    const response = await start(number);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.verificationCodeSent);

    expect(received).toHaveLength(1);
    const request = received[0] as Received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.form.get('To')).toBe(number);
    expect(request.form.get('From')).toBe(FROM);
    const code = /\b(\d{6})\b/.exec(request.form.get('Body') ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await server.outbox(number)).toEqual([]);

    // The texted code signs in.
    const signedIn = await server.post<Body>('/api/auth/phone/verify', { phoneNumber: number, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
  });

  it('answers a clear error when Twilio refuses, and costs no resend wait', async () => {
    const number = '+16505553002';
    answer = twilioError;
    const failed = await start(number);
    expect(failed.status).toBe(503);
    expect(failed.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: PHONE_MESSAGES.sendFailed });
    // The client must not take this for "code sent" (accounts §8).
    expect(isCodeSentError(PHONE_MESSAGES.sendFailed)).toBe(false);
    expect(received).toHaveLength(1);
    expect(await stateOf(number)).toMatchObject({ codeHash: null, codeExpiresAt: null, lastSentAt: null });

    // Straight away, without waiting 30 seconds, the next try goes out as a first send.
    answer = { status: 201, body: { sid: 'SM0124' } };
    const retried = await start(number);
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe(MESSAGES.verificationCodeSent);
  });

  it('keeps the earlier code and its resend clock when a resend fails', async () => {
    const number = '+16505553003';
    expect((await start(number)).status).toBe(200);
    const firstCode = /\b(\d{6})\b/.exec(received[0]?.form.get('Body') ?? '')?.[1];
    const before = await stateOf(number);

    clock.advance(RESEND_WAIT_MS);
    answer = { status: 500, body: { message: 'Internal error' } };
    const failed = await start(number);
    expect(failed.status).toBe(503);
    expect(await stateOf(number)).toMatchObject({
      codeHash: before?.codeHash,
      codeExpiresAt: before?.codeExpiresAt,
      lastSentAt: before?.lastSentAt,
      failedAttempts: 0,
    });

    // The earlier code still signs in.
    const signedIn = await server.post<Body>('/api/auth/phone/verify', {
      phoneNumber: number,
      code: firstCode,
    });
    expect(signedIn.status).toBe(200);
  });

  it('answers the same clear error when Twilio cannot be reached', async () => {
    const unreachable = await startTestServer({
      clock,
      env: {
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM_NUMBER: FROM,
        // Nothing listens on port 9 (discard) of the loopback address.
        TWILIO_API_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const number = '+16505553004';
      const failed = await unreachable.post<Body>('/api/auth/phone/start', { phoneNumber: number });
      expect(failed.status).toBe(503);
      expect(failed.body.error?.message).toBe(PHONE_MESSAGES.sendFailed);
      const rows = await unreachable.database.db
        .select()
        .from(phoneSignIns)
        .where(eq(phoneSignIns.phoneNumber, number));
      expect(rows[0]?.lastSentAt).toBeNull();
    } finally {
      await unreachable.close();
    }
  });
});
