import { BLOCK_DURATION_MS, MESSAGES, PHONE_MESSAGES, RESEND_WAIT_MS } from '@repclub/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { fixedClock } from '../../platform/clock';
import { type ErrorBody, startTestServer, type TestServer } from '../../test/server';

const clock = fixedClock('2026-05-10T08:00:00.000Z');
let server: TestServer;
let restarted: Awaited<ReturnType<typeof buildApp>> | null = null;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await restarted?.close();
  await server.close();
});

async function post(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ErrorBody & Record<string, unknown> };
}

async function codeFor(baseUrl: string, number: string) {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(number)}`);
  const [text] = (await response.json()) as { code: string }[];
  if (!text) throw new Error(`no text for ${number}`);
  return text.code;
}

it('keeps the block and the resend wait across a restart on the same database', async () => {
  const blockedNumber = '+16505552001';
  const waitingNumber = '+16505552002';
  const before = server.baseUrl;

  expect((await post(before, '/api/auth/phone/start', { phoneNumber: blockedNumber })).status).toBe(200);
  const code = await codeFor(before, blockedNumber);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 3; i++) {
    await post(before, '/api/auth/phone/verify', { phoneNumber: blockedNumber, code: wrong });
  }
  const blockedUntil = new Date(clock.now().getTime() + BLOCK_DURATION_MS).toISOString();
  expect((await post(before, '/api/auth/phone/start', { phoneNumber: waitingNumber })).status).toBe(200);
  const nextResend = new Date(clock.now().getTime() + RESEND_WAIT_MS).toISOString();

  // Stop the app (the database it was given stays open) and start a new one on the same database.
  await server.app.close();
  restarted = await buildApp({
    config: server.config,
    database: server.database,
    clock,
    webDistDir: '/nonexistent-web-dist',
  });
  await restarted.listen({ port: 0, host: '127.0.0.1' });
  const address = restarted.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const after = `http://127.0.0.1:${address.port}`;

  clock.advance(10_000);
  const blocked = await post(after, '/api/auth/phone/start', { phoneNumber: blockedNumber });
  expect(blocked.status).toBe(429);
  expect(blocked.body.error).toMatchObject({ message: MESSAGES.tooManyFailedAttempts, blockedUntil });
  const blockedVerify = await post(after, '/api/auth/phone/verify', { phoneNumber: blockedNumber, code });
  expect(blockedVerify.status).toBe(429);

  const waiting = await post(after, '/api/auth/phone/start', { phoneNumber: waitingNumber });
  expect(waiting.status).toBe(429);
  expect(waiting.body.error).toMatchObject({ message: PHONE_MESSAGES.resendTooSoon(20), nextResend });

  // The code sent before the restart still signs in after it.
  const signedIn = await post(after, '/api/auth/phone/verify', {
    phoneNumber: waitingNumber,
    code: await codeFor(after, waitingNumber),
  });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.token).toEqual(expect.any(String));
});
