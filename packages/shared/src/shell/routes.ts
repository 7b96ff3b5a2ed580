/**
 * The full route table of /work/shared/spec/routes.md (accounts §2.1), assembled from the domains' tables
 * (`<domain>/routes.ts`), and the shell around it: redirects, known pages, the bottom navigation and the menus
 * (accounts §2.4).
 *
 * `ROUTES` holds fixed paths; `routes` builds paths with parameters (each one URI-encoded);
 * `ROUTE_PATTERNS` lists every route with `{param}` placeholders, for matching.
 */
import { ACHIEVEMENT_PATHS, ACHIEVEMENT_ROUTE_PATTERNS, achievementRoutes } from '../achievements/routes';
import { AUTH_PATHS, AUTH_ROUTE_PATTERNS, authRoutes } from '../auth/routes';
import { CLUB_PATHS, CLUB_ROUTE_PATTERNS, clubRoutes } from '../clubs/routes';
import { matchRoute, splitPath } from '../common/routes';
import { EVENT_PATHS, EVENT_ROUTE_PATTERNS, eventRoutes } from '../events/routes';
import { INVITE_ROUTE_PATTERNS, inviteRoutes } from '../invites/routes';
import { LEGAL_PATHS, LEGAL_ROUTE_PATTERNS } from '../legal/routes';
import { NOTIFICATION_PATHS, NOTIFICATION_ROUTE_PATTERNS } from '../notifications/routes';
import { OFFER_PATHS, OFFER_ROUTE_PATTERNS, offerRoutes } from '../offers/routes';
import { PAYMENT_PATHS, PAYMENT_ROUTE_PATTERNS } from '../payments/routes';
import { PIE_PATHS, PIE_ROUTE_PATTERNS, pieRoutes } from '../pies/routes';
import { POINTS_PATHS, POINTS_ROUTE_PATTERNS, pointsRoutes } from '../points/routes';
import { REWARD_PATHS, REWARD_ROUTE_PATTERNS, rewardRoutes } from '../rewards/routes';
import { SEARCH_PATHS, SEARCH_ROUTE_PATTERNS, searchRoutes } from '../search/routes';
import { TRADE_PATHS, TRADE_ROUTE_PATTERNS, tradeRoutes } from '../trades/routes';
import { USER_PATHS, USER_ROUTE_PATTERNS, userRoutes } from '../users/routes';

/** The shell's own pages. */
const SHELL_PATHS = {
  root: '/',
  home: '/home',
  notFound: '/404',
} as const;

export const ROUTES = {
  ...SHELL_PATHS,
  events: EVENT_PATHS.events,
  search: SEARCH_PATHS.search,
  offersExplore: OFFER_PATHS.offersExplore,
  ...AUTH_PATHS,
  ...PAYMENT_PATHS,
  ...LEGAL_PATHS,
  ...NOTIFICATION_PATHS,
  ...USER_PATHS,
  myRepClubs: CLUB_PATHS.myRepClubs,
  repClub: {
    ...EVENT_PATHS.repClub,
    ...CLUB_PATHS.repClub,
    ...POINTS_PATHS.repClub,
    ...OFFER_PATHS.repClub,
    ...ACHIEVEMENT_PATHS.repClub,
  },
  repPoints: POINTS_PATHS.repPoints,
  legacy: {
    ...TRADE_PATHS.legacy,
    ...REWARD_PATHS.legacy,
    ...PIE_PATHS.legacy,
  },
} as const;

export const routes = {
  ...authRoutes,
  ...inviteRoutes,
  ...searchRoutes,
  ...eventRoutes,
  ...offerRoutes,
  ...userRoutes,
  ...clubRoutes,
  ...pointsRoutes,
  ...achievementRoutes,
  ...tradeRoutes,
  ...rewardRoutes,
  ...pieRoutes,
} as const;

/** Every route of routes.md, with `{param}` placeholders and without query strings. */
export const ROUTE_PATTERNS = [
  '/',
  '/home',
  '/404',
  ...AUTH_ROUTE_PATTERNS,
  ...PAYMENT_ROUTE_PATTERNS,
  ...LEGAL_ROUTE_PATTERNS,
  ...NOTIFICATION_ROUTE_PATTERNS,
  ...INVITE_ROUTE_PATTERNS,
  ...SEARCH_ROUTE_PATTERNS,
  ...EVENT_ROUTE_PATTERNS,
  ...OFFER_ROUTE_PATTERNS,
  ...USER_ROUTE_PATTERNS,
  ...CLUB_ROUTE_PATTERNS,
  ...POINTS_ROUTE_PATTERNS,
  ...ACHIEVEMENT_ROUTE_PATTERNS,
  ...TRADE_ROUTE_PATTERNS,
  ...REWARD_ROUTE_PATTERNS,
  ...PIE_ROUTE_PATTERNS,
] as const;
export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

/** Redirects of the route table: /auth → /auth/login, / → /home. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/auth': ROUTES.auth.login,
  '/': ROUTES.home,
};

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

// ---------------------------------------------------------------------------------------------
// Shell (accounts §2.4)
// ---------------------------------------------------------------------------------------------

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
