import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPayload, startTestServer, type TestServer } from '../../test/server';

describe('logs', () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => server.close());

  it('carry no password, code or token through a whole sign-up and sign-in', async () => {
    const payload = signUpPayload();
    const registered = await server.post<{ refreshToken: string }>('/api/auth/password/register', payload);
    const [mail] = await server.outbox(payload.userName);
    await server.fetch(`/api/auth/validate-token?token=${mail?.token}`);
    const verified = await server.post<{ token: string; refreshToken: string }>(
      '/api/auth/password/verify-otp',
      {
        refreshToken: registered.body.refreshToken,
        otp: mail?.code,
        purpose: 'VerifySignIn',
      },
    );
    await server.graphql('{ me { userId } }', {}, { authorization: `Bearer ${verified.body.token}` });
    await server.post('/api/auth/password/sign-in', { userName: payload.userName, password: 'Wrong999!' });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      payload.password,
      'Wrong999!',
      mail?.token,
      registered.body.refreshToken,
      verified.body.token,
      verified.body.refreshToken,
    ]) {
      expect(secret && log.includes(secret), `a secret appears in the logs`).toBe(false);
    }
    // A 6-digit code, as a whole number (not a run of digits inside a timestamp).
    expect(new RegExp(`(?<!\\d)${mail?.code}(?!\\d)`).test(log)).toBe(false);
    expect(log).toContain('token=[REDACTED]');
  });
});
