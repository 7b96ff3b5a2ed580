import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { bearer, signedUp, type TestUser } from '../account/account.test-support';
import { ACCESS_TOKEN_TTL_SECONDS } from './sessions.service';

/** Access tokens must carry an exp within the configured lifetime from iat (issue 11 item 8, F13). */
let server: TestServer;
let user: TestUser;
let claims: { sub: string; sid: string };
beforeAll(async () => {
  server = await startTestServer();
  user = await signedUp(server);
  const payload = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
  claims = { sub: payload.sub, sid: payload.sid };
});
afterAll(() => server.close());

/** A token signed with the server's own key, with the given iat and exp (undefined: left out). */
function forge(iat: number | undefined, exp: number | undefined) {
  let jwt = new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub);
  if (iat !== undefined) jwt = jwt.setIssuedAt(iat);
  if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(server.config.jwtSecret));
}

const me = async (token: string) =>
  (await server.graphql<{ me: { userId: string } }>('{ me { userId } }', {}, bearer(token))).body;

describe('access tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('are accepted when exp is within the lifetime from iat', async () => {
    expect((await me(user.token)).data?.me.userId).toBe(user.userId);
    expect((await me(await forge(now(), now() + ACCESS_TOKEN_TTL_SECONDS))).data?.me.userId).toBe(
      user.userId,
    );
  });

  it.each([
    ['without exp', () => forge(now(), undefined)],
    ['without iat', () => forge(undefined, now() + 60)],
    ['with exp ten years ahead', () => forge(now(), now() + 10 * 365 * 24 * 3600)],
    ['with exp one second beyond the lifetime', () => forge(now(), now() + ACCESS_TOKEN_TTL_SECONDS + 1)],
    ['issued long ago with a far exp', () => forge(now() - 3600, now() + 3600)],
  ])('are refused %s', async (_name, token) => {
    const body = await me(await token());
    expect(body.data?.me ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHENTICATED');
  });
});
