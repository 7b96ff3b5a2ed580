/**
 * Route paths of /work/shared/spec/routes.md (accounts §2.1), the search-box rule (accounts §2.4),
 * menus and the legacy pie-hub allow-lists (accounts §2.3).
 *
 * `ROUTES` holds fixed paths; `routes` builds paths with parameters (each one URI-encoded);
 * `ROUTE_PATTERNS` lists every route with `{param}` placeholders, for matching.
 */
import type { EventEditorTab, EventsListTab } from '../events/enums';
import type { OffersPageTab } from '../offers/enums';

const enc = encodeURIComponent;

export const ROUTES = {
  root: '/',
  home: '/home',
  events: '/events',
  search: '/search',
  notFound: '/404',
  offersExplore: '/offers/explore',
  auth: {
    index: '/auth',
    login: '/auth/login',
    imLogin: '/auth/im-login',
    signUp: '/auth/sign-up',
    signUp2: '/auth/sign-up-2',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    confirmEmail: '/auth/confirm-email',
    mfa: '/auth/mfa',
    process: '/auth/process',
    recover: '/auth/recover',
    verifyPhoneNumber: '/auth/verify-phone-number',
  },
  tabsProfileConfirmEmail: '/tabs/profile/confirm-email',
  payoutProcess: '/payout/process',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  facebookDataDeletion: '/facebook-data-deletion-instructions-url',
  unsubscribe: '/unsubscribe',
  profile: {
    index: '/profile',
    information: '/profile/information',
    stripe: '/profile/stripe',
    personal: '/profile/personal',
    social: '/profile/social',
    location: '/profile/location',
    notifications: '/profile/notifications',
    invites: '/profile/invites',
    settings: '/profile/settings',
  },
  myRepClubs: {
    index: '/my/rep-clubs',
    create: '/my/rep-clubs/create',
  },
  repClub: {
    events: '/rep-club/events',
    eventsCreate: '/rep-club/events/create',
    team: '/rep-club/team',
    repPoints: '/rep-club/rep-points',
    loyaltyTiers: '/rep-club/loyalty-tiers',
    offers: '/rep-club/offers',
    offersCreate: '/rep-club/offers/create',
    achievements: '/rep-club/achievements',
    achievementsCreate: '/rep-club/achievements/create',
  },
  repPoints: {
    myPoints: '/rep-points/my-points',
    tradeHistory: '/rep-points/trade-history',
    tradeRequests: '/rep-points/trade-requests',
  },
  legacy: {
    tradeHub: '/legacy/trade-hub',
    pieClubs: '/legacy/pie-clubs',
    slices: '/legacy/slices',
    rewards: '/legacy/rewards',
    paymentCheckout: '/legacy/payment/checkout',
    pieHub: {
      index: '/legacy/pie-hub',
      details: '/legacy/pie-hub/details',
      appearance: '/legacy/pie-hub/appearance',
      slices: '/legacy/pie-hub/slices',
      summary: '/legacy/pie-hub/summary',
      overview: '/legacy/pie-hub/overview',
      sales: '/legacy/pie-hub/sales',
      rewards: '/legacy/pie-hub/rewards',
      rewardsCreate: '/legacy/pie-hub/rewards/create',
      achievements: '/legacy/pie-hub/achievements',
      achievementsCreate: '/legacy/pie-hub/achievements/create',
      joinNow: '/legacy/pie-hub?a=join-now',
    },
  },
} as const;

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

function withQuery(path: string, query: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export type AuthRedirectQuery = { to?: string; email?: string; inviteId?: string };

const myClub = (clubId: string) => `/my/rep-clubs/${enc(clubId)}`;
const myClubEvent = (clubId: string, id: string) => `${myClub(clubId)}/events/${enc(id)}`;
const repClubEvent = (id: string) => `/rep-club/events/${enc(id)}`;
const legacyPie = (id: string) => `/legacy/pies/${enc(id)}`;
const pieHub = ROUTES.legacy.pieHub.index;

export const routes = {
  // Authentication and public ------------------------------------------------------------------
  login: (query: AuthRedirectQuery = {}) => withQuery(ROUTES.auth.login, query),
  signUp: (query: AuthRedirectQuery = {}) => withQuery(ROUTES.auth.signUp, query),
  acceptInvite: (id: string) => `/accept-invite/${enc(id)}`,

  // Root -----------------------------------------------------------------------------------------
  events: (tab?: EventsListTab) => withQuery(ROUTES.events, { tab }),
  search: (keyword?: string) => withQuery(ROUTES.search, { q: keyword }),
  event: (slugOrId: string) => `/events/${enc(slugOrId)}`,
  eventEdit: (id: string) => `/events/edit/${enc(id)}`,
  /** /offers/{tab}; `explore` is the one tab the spec names. */
  offers: (tab: OffersPageTab | string) => `/offers/${enc(tab)}`,
  profileAchievement: (achievementId: string) =>
    withQuery(ROUTES.profile.index, { achievement: achievementId }),

  // My clubs (management) ------------------------------------------------------------------------
  myRepClub: (id: string) => myClub(id),
  myRepClubEdit: (id: string) => `${myClub(id)}/edit`,
  myRepClubTeam: (clubId: string) => `${myClub(clubId)}/team`,
  myRepClubRepPoints: (clubId: string) => `${myClub(clubId)}/rep-points`,
  myRepClubAccounts: (clubId: string) => `${myClub(clubId)}/accounts`,
  myRepClubLoyaltyTiers: (clubId: string) => `${myClub(clubId)}/loyalty-tiers`,
  myRepClubEvents: (clubId: string) => `${myClub(clubId)}/events`,
  myRepClubEvent: (clubId: string, id: string) => myClubEvent(clubId, id),
  myRepClubEventRevenue: (clubId: string, id: string) => `${myClubEvent(clubId, id)}/revenue`,
  myRepClubEventApproval: (clubId: string, id: string) => `${myClubEvent(clubId, id)}/approval`,
  myRepClubEventInvite: (clubId: string, id: string) => `${myClubEvent(clubId, id)}/invite`,
  myRepClubOfferDetail: (clubId: string, id: string) => `${myClub(clubId)}/offer/detail/${enc(id)}`,
  myRepClubOfferEdit: (clubId: string, id: string) => `${myClub(clubId)}/offer/edit/${enc(id)}`,
  myRepClubOffers: (clubId: string) => `${myClub(clubId)}/offers`,
  myRepClubOffersCreate: (clubId: string) => `${myClub(clubId)}/offers/create`,
  myRepClubSelectOfferType: (clubId: string) => `${myClub(clubId)}/offers/select-offer-type`,
  myRepClubOfferType: (clubId: string, offerType: string) => `${myClub(clubId)}/offers/${enc(offerType)}`,
  myRepClubWayToRewardMembers: (clubId: string, subType: string, id?: string) =>
    `${myClub(clubId)}/offers/way-to-reward-members/${enc(subType)}${id === undefined ? '' : `/${enc(id)}`}`,
  myRepClubWayToEarnStatus: (clubId: string, subType: string) =>
    `${myClub(clubId)}/offers/way-to-earn-status/${enc(subType)}`,
  myRepClubWayToEarnPoints: (clubId: string, subType: string) =>
    `${myClub(clubId)}/offers/way-to-earn-points/${enc(subType)}`,
  myRepClubWayToBuyPoints: (clubId: string, subType: string) =>
    `${myClub(clubId)}/offers/way-to-buy-points/${enc(subType)}`,
  myRepClubAchievements: (clubId: string) => `${myClub(clubId)}/achievements`,
  myRepClubAchievementsCreate: (clubId: string) => `${myClub(clubId)}/achievements/create`,

  // Clubs (public and member area) ---------------------------------------------------------------
  repClubs: (id: string) => `/rep-clubs/${enc(id)}`,
  repClubsOffers: (id: string) => `/rep-clubs/${enc(id)}/offers`,
  repClubsBuyPoints: (id: string) => `/rep-clubs/${enc(id)}/buy-points`,
  repClubAchievement: (id: string, achievementId: string) =>
    `/rep-club/${enc(id)}/achievement/${enc(achievementId)}`,
  repClubAchievementEdit: (clubId: string, achievementId: string) =>
    `/rep-club/${enc(clubId)}/achievement/${enc(achievementId)}/edit`,
  repClubEventsCreate: (tab: EventEditorTab = 'info') => withQuery(ROUTES.repClub.eventsCreate, { tab }),
  repClubEvent: (id: string) => repClubEvent(id),
  repClubEventRevenue: (id: string) => `${repClubEvent(id)}/revenue`,
  repClubEventApproval: (id: string) => `${repClubEvent(id)}/approval`,
  repClubEventInvite: (id: string) => `${repClubEvent(id)}/invite`,
  repClubEventGuest: (id: string) => `${repClubEvent(id)}/guest`,

  // Legacy -----------------------------------------------------------------------------------------
  legacyTrade: (id: string) => `/legacy/trade/${enc(id)}`,
  legacyPie: (id: string) => legacyPie(id),
  legacyPieReward: (id: string, rewardId: string) => `${legacyPie(id)}/rewards/${enc(rewardId)}`,
  legacyPieAchievement: (id: string, achievementId: string) =>
    `${legacyPie(id)}/achievements/${enc(achievementId)}`,
  pieHubOverviewEdit: (id: string) => `${pieHub}/overview/edit/${enc(id)}`,
  pieHubSend: (id: string) => `${pieHub}/send/${enc(id)}`,
  pieHubReward: (id: string) => `${pieHub}/rewards/${enc(id)}`,
  pieHubRewardEdit: (id: string) => `${pieHub}/rewards/edit/${enc(id)}`,
  pieHubAchievement: (id: string) => `${pieHub}/achievements/${enc(id)}`,
  pieHubAchievementEdit: (id: string) => `${pieHub}/achievements/edit/${enc(id)}`,
  legacyPaymentBuy: (id: string) => `/legacy/payment/buy/${enc(id)}`,
} as const;

/** Every route of routes.md, with `{param}` placeholders and without query strings. */
export const ROUTE_PATTERNS = [
  // Authentication and public
  '/auth',
  '/auth/login',
  '/auth/im-login',
  '/auth/sign-up',
  '/auth/sign-up-2',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/confirm-email',
  '/auth/mfa',
  '/auth/process',
  '/auth/recover',
  '/auth/verify-phone-number',
  '/tabs/profile/confirm-email',
  '/payout/process',
  '/terms-of-service',
  '/privacy-policy',
  '/facebook-data-deletion-instructions-url',
  '/unsubscribe',
  '/accept-invite/{id}',
  '/404',
  // Root
  '/',
  '/home',
  '/events',
  '/search',
  '/events/edit/{id}',
  '/events/{slug}',
  '/offers/{tab}',
  // Profile
  '/profile',
  '/profile/information',
  '/profile/stripe',
  '/profile/personal',
  '/profile/social',
  '/profile/location',
  '/profile/notifications',
  '/profile/invites',
  '/profile/settings',
  // My clubs (management)
  '/my/rep-clubs',
  '/my/rep-clubs/create',
  '/my/rep-clubs/{id}',
  '/my/rep-clubs/{id}/edit',
  '/my/rep-clubs/{club_id}/team',
  '/my/rep-clubs/{club_id}/rep-points',
  '/my/rep-clubs/{club_id}/accounts',
  '/my/rep-clubs/{club_id}/loyalty-tiers',
  '/my/rep-clubs/{club_id}/events',
  '/my/rep-clubs/{club_id}/events/{id}',
  '/my/rep-clubs/{club_id}/events/{id}/revenue',
  '/my/rep-clubs/{club_id}/events/{id}/approval',
  '/my/rep-clubs/{club_id}/events/{id}/invite',
  '/my/rep-clubs/{club_id}/offer/detail/{id}',
  '/my/rep-clubs/{club_id}/offer/edit/{id}',
  '/my/rep-clubs/{club_id}/offers',
  '/my/rep-clubs/{club_id}/offers/create',
  '/my/rep-clubs/{club_id}/offers/select-offer-type',
  '/my/rep-clubs/{club_id}/offers/{offer_type}',
  '/my/rep-clubs/{club_id}/offers/way-to-reward-members/{sub_type}',
  '/my/rep-clubs/{club_id}/offers/way-to-reward-members/{sub_type}/{id}',
  '/my/rep-clubs/{club_id}/offers/way-to-earn-status/{sub_type}',
  '/my/rep-clubs/{club_id}/offers/way-to-earn-points/{sub_type}',
  '/my/rep-clubs/{club_id}/offers/way-to-buy-points/{sub_type}',
  '/my/rep-clubs/{club_id}/achievements',
  '/my/rep-clubs/{club_id}/achievements/create',
  // Clubs (public and member area)
  '/rep-clubs/{id}',
  '/rep-clubs/{id}/offers',
  '/rep-clubs/{id}/buy-points',
  '/rep-club/{id}/achievement/{achievementId}',
  '/rep-club/{club_id}/achievement/{achievementId}/edit',
  '/rep-club/events',
  '/rep-club/events/create',
  '/rep-club/events/{id}',
  '/rep-club/events/{id}/revenue',
  '/rep-club/events/{id}/approval',
  '/rep-club/events/{id}/invite',
  '/rep-club/events/{id}/guest',
  '/rep-club/team',
  '/rep-club/rep-points',
  '/rep-club/loyalty-tiers',
  '/rep-club/offers',
  '/rep-club/offers/create',
  '/rep-club/achievements',
  '/rep-club/achievements/create',
  // Points
  '/rep-points/my-points',
  '/rep-points/trade-history',
  '/rep-points/trade-requests',
  // Legacy
  '/legacy/trade-hub',
  '/legacy/pie-clubs',
  '/legacy/slices',
  '/legacy/rewards',
  '/legacy/trade/{id}',
  '/legacy/pies/{id}',
  '/legacy/pies/{id}/rewards/{rewardId}',
  '/legacy/pies/{id}/achievements/{achievementId}',
  '/legacy/pie-hub',
  '/legacy/pie-hub/details',
  '/legacy/pie-hub/appearance',
  '/legacy/pie-hub/slices',
  '/legacy/pie-hub/summary',
  '/legacy/pie-hub/overview',
  '/legacy/pie-hub/overview/edit/{id}',
  '/legacy/pie-hub/sales',
  '/legacy/pie-hub/send/{id}',
  '/legacy/pie-hub/rewards',
  '/legacy/pie-hub/rewards/create',
  '/legacy/pie-hub/rewards/{id}',
  '/legacy/pie-hub/rewards/edit/{id}',
  '/legacy/pie-hub/achievements',
  '/legacy/pie-hub/achievements/create',
  '/legacy/pie-hub/achievements/{id}',
  '/legacy/pie-hub/achievements/edit/{id}',
  '/legacy/payment/checkout',
  '/legacy/payment/buy/{id}',
] as const;
export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

/** Redirects of the route table: /auth → /auth/login, / → /home. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/auth': ROUTES.auth.login,
  '/': ROUTES.home,
};

function splitPath(path: string): string[] {
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

/** True when the pathname is one of the routes (anything else shows /404). */
export function isKnownRoute(pathname: string): boolean {
  return ROUTE_PATTERNS.some((pattern) => matchRoute(pattern, pathname) !== null);
}

/**
 * True when the pathname is a page of its own, for links built from a path's parts (breadcrumbs, back):
 * a known route, unless its last part is a fixed word of a longer route rather than a value. `/events/edit`
 * matches `/events/{slug}`, but `edit` is the fixed word of `/events/edit/{id}`, so it is no page.
 */
export function isPagePath(pathname: string): boolean {
  const path = splitPath(pathname);
  if (path.length === 0) return isKnownRoute('/');
  const last = path.length - 1;
  const patterns = ROUTE_PATTERNS.map(splitPath);
  const prefixMatches = (pattern: string[]) =>
    pattern.length >= path.length &&
    path.every((segment, i) => pattern[i] === segment || (i < last && /^\{\w+\}$/.test(pattern[i] ?? '')));
  const exact = patterns.filter((pattern) => pattern.length === path.length && prefixMatches(pattern));
  if (exact.length > 0) return true;
  if (patterns.some(prefixMatches)) return false;
  return isKnownRoute(pathname);
}

/** True when `pathname` is `prefix` or lies below it (segment-wise: /rep-club does not cover /rep-clubs). */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const path = splitPath(pathname);
  const base = splitPath(prefix);
  return base.every((segment, i) => path[i] === segment);
}

// ---------------------------------------------------------------------------------------------
// Shell (accounts §2.4)
// ---------------------------------------------------------------------------------------------

/** The header search box is hidden on these routes and everything below them. */
export const SEARCH_HIDDEN_ROUTE_PREFIXES = [
  '/profile',
  '/events',
  '/home',
  '/rep-clubs',
  '/rep-club',
  '/my/rep-clubs',
  '/rep-points',
  '/offers',
] as const;

export function isSearchBoxHidden(pathname: string): boolean {
  return SEARCH_HIDDEN_ROUTE_PREFIXES.some((prefix) => isUnderPath(pathname, prefix));
}

export type NavItem = { label: string; to: string; disabled?: boolean };

export const BOTTOM_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: ROUTES.home },
  { label: 'Events', to: ROUTES.events },
  { label: 'Offers', to: ROUTES.offersExplore },
  { label: 'Profile', to: ROUTES.profile.index },
];

/** The Create menu: Event always; Offer and Achievement when the user has a club. */
export function createMenuItems(clubSlug?: string | null): NavItem[] {
  const items: NavItem[] = [{ label: 'Event', to: routes.repClubEventsCreate('info') }];
  if (clubSlug) {
    items.push(
      { label: 'Offer', to: routes.myRepClubSelectOfferType(clubSlug) },
      { label: 'Achievement', to: routes.myRepClubAchievementsCreate(clubSlug) },
    );
  }
  return items;
}

/**
 * Links of the avatar menu (the support mail link and Log Out are actions, not routes). Manage Events opens the
 * host's own events at /rep-club/events, enabled when the user created or is in the team of an event
 * (docs/decisions/051); a club's events page takes over once clubs exist.
 */
export function avatarMenuItems(options: { clubSlug?: string | null; hasEvents: boolean }): NavItem[] {
  const { clubSlug, hasEvents } = options;
  return [
    { label: 'Profile', to: ROUTES.profile.information },
    { label: clubSlug ? 'My Rep Clubs' : 'Create Rep Clubs', to: ROUTES.myRepClubs.index },
    {
      label: 'Manage Events',
      to: clubSlug ? routes.myRepClubEvents(clubSlug) : ROUTES.repClub.events,
      disabled: !hasEvents,
    },
    { label: 'Settings', to: ROUTES.profile.settings },
  ];
}

// ---------------------------------------------------------------------------------------------
// Legacy pie-hub guard lists (accounts §2.3)
// ---------------------------------------------------------------------------------------------

/** Pie-hub pages allowed to a user with pies whose onboarding is finished. */
export const PIE_HUB_PATTERNS_WITH_PIES = [
  '/legacy/pie-hub/overview',
  '/legacy/pie-hub/overview/edit/{id}',
  '/legacy/pie-hub/sales',
  '/legacy/pie-hub/send/{id}',
  '/legacy/pie-hub/rewards',
  '/legacy/pie-hub/rewards/{id}',
  '/legacy/pie-hub/rewards/edit/{id}',
  '/legacy/pie-hub/rewards/create',
  '/legacy/pie-hub/achievements',
  '/legacy/pie-hub/achievements/{id}',
  '/legacy/pie-hub/achievements/edit/{id}',
  '/legacy/pie-hub/achievements/create',
] as const;

/** Pie-hub creation pages allowed to a user without pies. */
export const PIE_HUB_PATTERNS_WITHOUT_PIES = [
  '/legacy/pie-hub',
  '/legacy/pie-hub/details',
  '/legacy/pie-hub/appearance',
  '/legacy/pie-hub/slices',
  '/legacy/pie-hub/summary',
] as const;

/** Creation steps that need hub details first (else they go to details). */
export const PIE_HUB_STEPS_NEEDING_DETAILS = [
  '/legacy/pie-hub/appearance',
  '/legacy/pie-hub/slices',
  '/legacy/pie-hub/summary',
] as const;

export function isPieHubPathAllowed(pathname: string, hasPies: boolean): boolean {
  const patterns: readonly string[] = hasPies ? PIE_HUB_PATTERNS_WITH_PIES : PIE_HUB_PATTERNS_WITHOUT_PIES;
  return patterns.some((pattern) => matchRoute(pattern, pathname) !== null);
}
