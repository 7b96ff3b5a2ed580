import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/server';

/** GET /api/auth/social-providers: the providers that are set up, so the web shows only those buttons. */
describe('GET /api/auth/social-providers', () => {
  it('answers an empty list when no provider is set up', async () => {
    const server = await startTestServer();
    try {
      const response = await server.fetch('/api/auth/social-providers');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ providers: [] });
      // The button a visitor would have pressed is not there because the provider is not: a 404, not a popup.
      expect((await server.fetch('/api/auth/google/login', { redirect: 'manual' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('lists the providers whose client id and secret are set', async () => {
    const server = await startTestServer({
      env: {
        OAUTH_GOOGLE_CLIENT_ID: 'g',
        OAUTH_GOOGLE_CLIENT_SECRET: 'gs',
        OAUTH_APPLE_CLIENT_ID: 'a',
        OAUTH_APPLE_CLIENT_SECRET: 'as',
      },
    });
    try {
      const response = await server.fetch('/api/auth/social-providers');
      expect(await response.json()).toEqual({ providers: ['google', 'apple'] });
    } finally {
      await server.close();
    }
  });
});
