/**
 * Route helpers every domain's route table uses (accounts §2.1): query strings and `{param}` matching. The
 * domains' tables are in `<domain>/routes.ts`; shell/routes.ts assembles them into ROUTES, routes and
 * ROUTE_PATTERNS.
 */

/** Query parameter names used by the guards (accounts §2.3). */
export const ROUTE_QUERY = {
  /** Intended target carried to the login or sign-up page. */
  to: 'to',
  /** `a=join-now` sends a signed-in user to the pie hub. */
  action: 'a',
  joinNow: 'join-now',
  email: 'email',
  inviteId: 'inviteId',
  urlToken: 'urlToken',
  token: 'token',
  refreshToken: 'refresh_token',
  expiresIn: 'expires_in',
  socialMediaAccessToken: 'social_media_access_token',
  code: 'code',
  searchKeyword: 'q',
  tab: 'tab',
  achievement: 'achievement',
} as const;

/** `path` with the query parameters that have a value (empty and undefined ones are left out). */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The non-empty segments of a path, without its query string or fragment. */
export function splitPath(path: string): string[] {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.split('/').filter((segment) => segment.length > 0);
}

/**
 * Matches a pathname against a `{param}` pattern. Returns the decoded parameters, or `null`.
 * Fixed segments win over parameters only through the order in which callers try patterns.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = splitPath(pattern);
  const pathSegments = splitPath(pathname);
  if (patternSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternSegments.length; i++) {
    const expected = patternSegments[i] ?? '';
    const actual = pathSegments[i] ?? '';
    const param = /^\{(\w+)\}$/.exec(expected)?.[1];
    if (param !== undefined) {
      try {
        params[param] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** True when `pathname` is `prefix` or lies below it (segment-wise: /rep-club does not cover /rep-clubs). */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const path = splitPath(pathname);
  const base = splitPath(prefix);
  return base.every((segment, i) => path[i] === segment);
}
