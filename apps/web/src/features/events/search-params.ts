import { EVENTS_LIST_TABS, type EventsListTab, normaliseReferralCode } from '@repclub/shared';

export type EventsSearch = { tab?: EventsListTab };

/** `validateSearch` of /events: a known tab (accounts §2.2); none means explore. */
export function validateEventsSearch(search: Record<string, unknown>): EventsSearch {
  const tab = search.tab;
  return typeof tab === 'string' && (EVENTS_LIST_TABS as readonly string[]).includes(tab)
    ? { tab: tab as EventsListTab }
    : {};
}

export type SearchPageSearch = { q?: string };

/** `validateSearch` of /search: the keyword as typed (the page trims it). */
export function validateSearchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  const q = search.q;
  if (typeof q === 'string' && q) return { q };
  if (typeof q === 'number') return { q: String(q) };
  return {};
}

/**
 * The query of the event page: a checkout coming back, a shared ticket's claim link, and a referral code
 * (`?ref=`, decision 035) for the checkout.
 */
export type EventPageSearch = {
  checkout?: string;
  cancelled?: string;
  ticket?: string;
  token?: string;
  ref?: string;
};

/** Longer than any code: whatever is cut off could not have been valid anyway. */
const REF_MAX = 64;

export function validateEventPageSearch(search: Record<string, unknown>): EventPageSearch {
  const result: EventPageSearch = {};
  for (const key of ['checkout', 'cancelled', 'ticket', 'token', 'ref'] as const) {
    const value = search[key];
    if (typeof value === 'string' && value) result[key] = value;
    else if (typeof value === 'number') result[key] = String(value);
  }
  // A code as it came: the server says whether it is valid (the checkout shows its message).
  if (result.ref !== undefined) {
    const code = normaliseReferralCode(result.ref).slice(0, REF_MAX);
    if (code) result.ref = code;
    else delete result.ref;
  }
  return result;
}
