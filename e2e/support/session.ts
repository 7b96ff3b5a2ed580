import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestCode, latestMessage, type TestUser } from './accounts';

export type AuthInfo = { token: string; refreshToken: string; userId: string };

/** Signs `user` in through the REST API (password, then the emailed code) and answers the auth info. */
export async function signInByApi(request: APIRequestContext, user: TestUser): Promise<AuthInfo> {
  const before = await latestMessage(request, user.email).catch(() => null);
  const signIn = await request.post('/api/auth/password/sign-in', {
    data: { userName: user.email, password: user.password },
  });
  expect(signIn.ok()).toBe(true);
  const pending = (await signIn.json()) as { refreshToken: string };
  const code = await latestCode(request, user.email, before);
  const verify = await request.post('/api/auth/password/verify-otp', {
    data: { refreshToken: pending.refreshToken, otp: code, purpose: 'VerifySignIn' },
  });
  expect(verify.ok()).toBe(true);
  return (await verify.json()) as AuthInfo;
}

/** Stores the session the way the sign-in pages do (accounts §3 stored keys), then opens `path`. */
export async function openSignedIn(page: Page, info: AuthInfo, path: string, origin = '') {
  await page.goto(`${origin}/404`);
  await page.evaluate((stored) => {
    localStorage.clear();
    localStorage.setItem('token', stored.token);
    localStorage.setItem('refreshToken', stored.refreshToken);
    localStorage.setItem('authInfo', JSON.stringify(stored));
    localStorage.setItem('isSignedUp', 'true');
  }, info);
  await page.goto(`${origin}${path}`);
}
