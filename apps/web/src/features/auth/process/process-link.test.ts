import { describe, expect, it } from 'vitest';
import { readProcessLink } from '@/features/auth/process/process-link';

describe('the /auth/process token-link guard', () => {
  it('needs token, refresh_token and expires_in', () => {
    expect(readProcessLink({ token: 'a', refresh_token: 'b', expires_in: 900 })).toEqual({
      kind: 'tokens',
      token: 'a',
      refreshToken: 'b',
      expiresIn: '900',
    });
    expect(readProcessLink({ token: 'a', refresh_token: 'b' }).kind).toBe('invalid');
    expect(readProcessLink({}).kind).toBe('invalid');
  });

  it('accepts social_media_access_token instead', () => {
    expect(readProcessLink({ social_media_access_token: 'x' }).kind).toBe('socialMediaAccessToken');
  });

  it('shows an error', () => {
    expect(readProcessLink({ error: 'Sign-in with Google was cancelled.' })).toEqual({
      kind: 'error',
      message: 'Sign-in with Google was cancelled.',
    });
  });
});
