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
    ['via', '1.1 proxy.example'],
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
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: { OUTBOX: 'off', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => server.close());

  it('is not served, even to loopback callers', async () => {
    expect((await server.post('/api/auth/password/register', signUpPayload())).status).toBe(201);
    const response = await server.fetch('/api/dev/outbox');
    expect(response.status).toBe(404);
  });

  it('says at start that mail without MAIL_URL is kept, not sent', () => {
    expect(lines.join('\n')).toMatch(/MAIL_URL is not set and OUTBOX is off/);
  });
});

describe('with OUTBOX=on in production mode', () => {
  it('warns loudly at start', async () => {
    const lines: string[] = [];
    const server = await startTestServer({
      env: { NODE_ENV: 'production', OUTBOX: 'on', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const warning = lines
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .find((l) => /OUTBOX is on/.test(l.msg));
      expect(warning?.level).toBe(40);
    } finally {
      await server.close();
    }
  });
});
