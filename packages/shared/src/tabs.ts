/**
 * Tab sets and wizard steps (accounts §2.2, domain §2). Values are the URL/search-param values.
 * Labels the spec gives are used as written ('Tickets' for guest, 'Details' for edit); the
 * others are the value in title case (see `defaultTabLabel`).
 */

/** Title-case label for a kebab-case tab value: 'my-events' → 'My Events'. */
export function defaultTabLabel(value: string): string {
  return value
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function labelsFor<T extends string>(
  values: readonly T[],
  overrides: Partial<Record<T, string>> = {},
): Readonly<Record<T, string>> {
  const labels = {} as Record<T, string>;
  for (const value of values) labels[value] = overrides[value] ?? defaultTabLabel(value);
  return labels;
}

export const EVENTS_LIST_TABS = ['explore', 'my-events', 'near-me', 'this-week'] as const;
export type EventsListTab = (typeof EVENTS_LIST_TABS)[number];
export const EVENTS_LIST_TAB_LABELS = labelsFor(EVENTS_LIST_TABS);

export const PROFILE_TABS = ['account', 'payments', 'payouts', 'documents'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const PROFILE_TAB_LABELS = labelsFor(PROFILE_TABS);

export const REP_POINTS_TABS = ['your-rep-points', 'trade-requests', 'trade-history'] as const;
export type RepPointsTab = (typeof REP_POINTS_TABS)[number];
export const REP_POINTS_TAB_LABELS = labelsFor(REP_POINTS_TABS);

/** Visible steps of the rep club wizard. */
export const REP_CLUB_WIZARD_STEPS = ['details', 'image', 'accounts', 'preview'] as const;
export type RepClubWizardStep = (typeof REP_CLUB_WIZARD_STEPS)[number];
export const REP_CLUB_WIZARD_STEP_LABELS = labelsFor(REP_CLUB_WIZARD_STEPS);
/** A step that exists but is hidden. */
export const REP_CLUB_WIZARD_HIDDEN_STEP = 'club-type';

export const EVENT_EDITOR_TABS = ['info', 'guest', 'settings', 'questions', 'rep-clubs', 'preview'] as const;
export type EventEditorTab = (typeof EVENT_EDITOR_TABS)[number];
export const EVENT_EDITOR_TAB_LABELS = labelsFor(EVENT_EDITOR_TABS, { guest: 'Tickets' });

export const BRAND_ADMIN_TABS = [
  'edit',
  'rep-points',
  'loyalty-tiers',
  'events',
  'offers',
  'achievements',
  'accounts',
  'team',
] as const;
export type BrandAdminTab = (typeof BRAND_ADMIN_TABS)[number];
export const BRAND_ADMIN_TAB_LABELS = labelsFor(BRAND_ADMIN_TABS, { edit: 'Details' });

export const OFFER_WIZARD_STEPS = [
  'details',
  'requirements',
  'time-frame',
  'settings',
  'redemption',
  'achievement',
  'preview',
] as const;
export type OfferWizardStep = (typeof OFFER_WIZARD_STEPS)[number];
export const OFFER_WIZARD_STEP_LABELS = labelsFor(OFFER_WIZARD_STEPS);

export const DISCOVER_TABS = ['featured', 'newcomers', 'watchlist'] as const;
export type DiscoverTab = (typeof DISCOVER_TABS)[number];
export const DISCOVER_TAB_LABELS = labelsFor(DISCOVER_TABS);

export const ACTIVITY_FEED_FILTERS = ['all', 'requests', 'offers', 'achievements', 'events'] as const;
export type ActivityFeedFilter = (typeof ACTIVITY_FEED_FILTERS)[number];
export const ACTIVITY_FEED_FILTER_LABELS = labelsFor(ACTIVITY_FEED_FILTERS);

export const DASHBOARD_TABS = ['overview', 'sales', 'rewards', 'achievements'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DASHBOARD_TAB_LABELS = labelsFor(DASHBOARD_TABS);

export const PIE_CREATE_WIZARD_STEPS = ['details', 'appearance', 'slices', 'summary'] as const;
export type PieCreateWizardStep = (typeof PIE_CREATE_WIZARD_STEPS)[number];
export const PIE_CREATE_WIZARD_STEP_LABELS = labelsFor(PIE_CREATE_WIZARD_STEPS);

export const PIE_EDIT_TABS = ['details', 'appearance', 'slices', 'upgrade', 'manage'] as const;
export type PieEditTab = (typeof PIE_EDIT_TABS)[number];
export const PIE_EDIT_TAB_LABELS = labelsFor(PIE_EDIT_TABS);

/** /offers/{tab}: only `explore` is named by the spec. */
export const OFFERS_PAGE_TABS = ['explore'] as const;
export type OffersPageTab = (typeof OFFERS_PAGE_TABS)[number];
