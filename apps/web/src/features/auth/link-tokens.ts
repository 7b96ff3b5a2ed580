import { isEmailToken, ROUTE_QUERY } from '@repclub/shared';

/**
 * Tokens that links carry in their query (`?token=`). Kept apart from the pages that use them because route
 * guards read them too, and a guard's imports load with the app's entry, not with the page.
 */

/** An emailed verification token (longer than 6 characters), or null. */
export function emailTokenFromSearch(search: Record<string, unknown>): string | null {
  const raw = search[ROUTE_QUERY.token];
  if (raw === undefined || raw === null) return null;
  const token = String(raw);
  return isEmailToken(token) ? token.trim() : null;
}

/** A password-reset token, or null. */
export function resetTokenFromSearch(search: Record<string, unknown>): string | null {
  const raw = search[ROUTE_QUERY.token];
  if (raw === undefined || raw === null) return null;
  const token = String(raw).trim();
  return token || null;
}
