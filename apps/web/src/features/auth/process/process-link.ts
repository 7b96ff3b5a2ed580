import { ROUTE_QUERY } from '@repclub/shared';

/** What /auth/process was opened with (accounts §2.3 token-link guard, §2.5 social sign-in). */
export type ProcessLink =
  | { kind: 'error'; message: string }
  | { kind: 'tokens'; token: string; refreshToken: string; expiresIn: string }
  | { kind: 'socialMediaAccessToken'; socialMediaAccessToken: string }
  | { kind: 'invalid' };

const text = (search: Record<string, unknown>, key: string) => {
  const value = search[key];
  if (value === undefined || value === null) return '';
  return String(value).trim();
};

/**
 * Reads the query: `error` (the provider or server refused: shown on the page); else the token link
 * needs token, refresh_token and expires_in, or social_media_access_token; anything else is invalid
 * (the route sends it to /404).
 */
export function readProcessLink(search: Record<string, unknown>): ProcessLink {
  const error = text(search, 'error');
  if (error) return { kind: 'error', message: error };
  const token = text(search, ROUTE_QUERY.token);
  const refreshToken = text(search, ROUTE_QUERY.refreshToken);
  const expiresIn = text(search, ROUTE_QUERY.expiresIn);
  if (token && refreshToken && expiresIn) return { kind: 'tokens', token, refreshToken, expiresIn };
  const socialMediaAccessToken = text(search, ROUTE_QUERY.socialMediaAccessToken);
  if (socialMediaAccessToken) return { kind: 'socialMediaAccessToken', socialMediaAccessToken };
  return { kind: 'invalid' };
}
