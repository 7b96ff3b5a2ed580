import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPayload, startTestServer, type TestServer } from '../../test/server';

describe('the outbox (GET /api/dev/outbox)', () => {
  let server: TestServer;
  let email: string;
  beforeAll(async () => {
    server = await startTestServer();
    const payload = signUpPayload();
    email = payload.userName;
    expect((await server.post('/api/auth/password/register', payload)).status).toBe(201);
  });
  afterAll(() => server.close());

  it('answers a loopback caller without forwarding headers', async () => {
    const [mail] = await server.outbox(email);
    expect(mail?.token).toBeTruthy();
  });

  it.each([
    ['forwarded', 'for=203.0.113.7'],
    ['x-forwarded-for', '203.0.113.7'],
    ['x-forwarded-host', 'repclub.example'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-port', '443'],
    ['X-Forwarded-Anything', 'x'],
  ])('never answers a request that came through a proxy (%s)', async (header, value) => {
    const response = await server.fetch(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
      headers: { [header]: value },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(email);
  });
});

describe('with OUTBOX=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { OUTBOX: 'off' } });
  });
  afterAll(() => server.close());

  it('is not served, even to loopback callers', async () => {
    expect((await server.post('/api/auth/password/register', signUpPayload())).status).toBe(201);
    const response = await server.fetch('/api/dev/outbox');
    expect(response.status).toBe(404);
  });
});
