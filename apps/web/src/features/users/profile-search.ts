import { PROFILE_TABS, type ProfileTab, ROUTE_QUERY } from '@repclub/shared';

export type ProfileSearch = { tab?: ProfileTab; achievement?: string };

/**
 * `validateSearch` of /profile: keeps a known `tab` (accounts §2.2; none means account) and `achievement`
 * (`/profile?achievement={id}` from notifications: the page opens that badge).
 */
export function validateProfileSearch(search: Record<string, unknown>): ProfileSearch {
  const result: ProfileSearch = {};
  const tab = search[ROUTE_QUERY.tab];
  if (typeof tab === 'string' && (PROFILE_TABS as readonly string[]).includes(tab)) {
    result.tab = tab as ProfileTab;
  }
  const achievement = search[ROUTE_QUERY.achievement];
  if (typeof achievement === 'string' || typeof achievement === 'number') {
    result.achievement = String(achievement);
  }
  return result;
}
