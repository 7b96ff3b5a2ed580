import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { legalRepository } from '../legal/legal.repository';
import { legalService } from '../legal/legal.service';
import { usersRepository } from '../users/users.repository';
import { users } from '../users/users.tables';
import { DEMO_ACCOUNTS, DEMO_PEOPLE, seedDemoAccounts } from './account.seed';
import { type AuthInfo, bearer, fromIp } from './account.test-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true', TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const signIn = (userName: string, password: string) =>
  server.post<AuthInfo>('/api/auth/password/sign-in', { userName, password }, fromIp());

const demoRows = () => server.database.db.select().from(users).where(like(users.email, '%@repclub.example'));

describe('demo accounts', () => {
  it('signs the administrator and the host in with their password alone', async () => {
    for (const email of ['admin@repclub.example', 'host@repclub.example']) {
      const demo = DEMO_ACCOUNTS.find((a) => a.email === email)!;
      const response = await signIn(email, demo.password);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        requireOtp: false,
        isDeleted: false,
        isComplete: true,
        isPhoneNumberVerified: true,
        agreeToTermsAndConditions: true,
        skipMultiFactorAuthentication: true,
      });
      const me = await server.graphql<{ me: { role: string; verifiedEmailAddress: string } }>(
        '{ me { role verifiedEmailAddress } }',
        {},
        bearer(response.body.token!),
      );
      expect(me.body.data?.me).toEqual({ role: demo.role, verifiedEmailAddress: email });
    }
  });

  it('sends the guest the emailed sign-in code', async () => {
    const response = await signIn('guest@repclub.example', 'Guest123!');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ requireOtp: true, token: null, isComplete: true });
    const [mail] = await server.outbox('guest@repclub.example');
    expect(mail?.code).toMatch(/^\d{6}$/);
  });

  it('lets the administrator impersonate the guest', async () => {
    const adminSession = await signIn('admin@repclub.example', 'Admin123!');
    const response = await server.post<AuthInfo>(
      '/api/auth/password/im-sign-in',
      { userName: 'guest@repclub.example' },
      bearer(adminSession.body.token!),
    );
    expect(response.status).toBe(200);
    expect(response.body.impersonateMode).toBe(true);
  });

  it('is idempotent', async () => {
    const before = await demoRows();
    expect(before).toHaveLength(DEMO_ACCOUNTS.length + DEMO_PEOPLE.length);
    await seedDemoAccounts(server.database.db, {
      users: usersRepository(server.database.db),
      legal: legalService(legalRepository(server.database.db), server.config.publicUrl),
    });
    const after = await demoRows();
    expect(after.map((u) => [u.id, u.passwordHash])).toEqual(before.map((u) => [u.id, u.passwordHash]));
  });
});
