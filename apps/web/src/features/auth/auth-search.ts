import { ROUTE_QUERY } from '@repclub/shared';

/** The query an auth page carries (accounts §2.3): the target, the invite, the email, the join-now action. */
export type AuthSearch = { to?: string; inviteId?: string; email?: string; a?: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** `validateSearch` for auth pages: keeps the known string parameters, drops anything else. */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const result: AuthSearch = {};
  const to = text(search[ROUTE_QUERY.to]);
  const inviteId = text(search[ROUTE_QUERY.inviteId]);
  const email = text(search[ROUTE_QUERY.email]);
  const action = text(search[ROUTE_QUERY.action]);
  if (to) result.to = to;
  if (inviteId) result.inviteId = inviteId;
  if (email) result.email = email;
  if (action) result.a = action;
  return result;
}
