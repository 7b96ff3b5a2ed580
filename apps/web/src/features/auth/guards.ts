import { ROUTE_QUERY, ROUTES, routes, withQuery } from '@repclub/shared';
import type { Session } from '@/lib/session';

/** Where the router is going: a path and its search parameters. */
export type GuardLocation = { pathname: string; search: Record<string, unknown>; href: string };

/**
 * Pages a visitor may open without an account even inside the protected area (accounts §2.3 "exception
 * list", §6 Visitor): the public event page and the public reward page. They render a public view and the
 * auth modal instead (docs/decisions/016-web-guards.md).
 */
export const PROTECTED_EXCEPTIONS: RegExp[] = [
  /^\/events\/(?!edit\/)[^/]+\/?$/,
  /^\/legacy\/pies\/[^/]+\/rewards\/[^/]+\/?$/,
];

const param = (search: Record<string, unknown>, key: string) => {
  const value = search[key];
  return typeof value === 'string' && value ? value : undefined;
};

/**
 * The protected guard of accounts §2.3, in order: a pending one-time-code step → /auth/mfa; a deleted
 * account → /auth/recover; an incomplete profile → /auth/sign-up-2; signed out → /auth/login (when this
 * browser signed up before) or /auth/sign-up, carrying the target as `to`, unless the path is an exception.
 * The code step and the profile step carry the target too, so the user arrives where they were going.
 * Answers the redirect target, or null to let the page load.
 */
export function protectedRedirect(
  session: Session,
  location: GuardLocation,
  options: { inModal?: boolean } = {},
) {
  const to = location.href;
  if (session.requiresOtp && !options.inModal) return withQuery(ROUTES.auth.mfa, { to });
  if (session.isSignedIn) {
    if (session.authInfo?.isDeleted) return ROUTES.auth.recover;
    if (session.authInfo && !session.authInfo.isComplete) return withQuery(ROUTES.auth.signUp2, { to });
    return null;
  }
  if (PROTECTED_EXCEPTIONS.some((pattern) => pattern.test(location.pathname))) return null;
  return session.isSignedUp ? routes.login({ to }) : routes.signUp({ to });
}

/**
 * What an auth page carries to the next one (accounts §2.3): the invite id, the join-now action and the
 * `to` target (same-site only), so a step in between (profile, phone) does not lose where the user goes.
 */
export function carriedQuery(search: Record<string, unknown>) {
  return {
    [ROUTE_QUERY.inviteId]: param(search, ROUTE_QUERY.inviteId),
    [ROUTE_QUERY.action]: param(search, ROUTE_QUERY.action),
    [ROUTE_QUERY.to]: safeTarget(param(search, ROUTE_QUERY.to)),
  };
}

/**
 * The guest-only guard of accounts §2.3 (auth pages): a signed-in, complete user goes to
 * /accept-invite/{id} for a carried invite id, else the pie hub for
 * `a=join-now`, else the `to` target, else `/`. A signed-in user whose phone is not verified goes to
 * /auth/verify-phone-number first (an incomplete profile to /auth/sign-up-2), carrying the invite, the action
 * and the target, so finishing or skipping that step continues to them. Answers the redirect target, or null
 * to show the auth page.
 */
export function guestOnlyRedirect(session: Session, location: GuardLocation) {
  if (!session.isSignedIn) return null;
  const info = session.authInfo;
  const search = location.search;
  const step = (path: string) => (location.pathname === path ? null : withQuery(path, carriedQuery(search)));
  if (info?.isDeleted) return location.pathname === ROUTES.auth.recover ? null : ROUTES.auth.recover;
  if (info && !info.isComplete) return step(ROUTES.auth.signUp2);
  if (info && !info.isPhoneNumberVerified) return step(ROUTES.auth.verifyPhoneNumber);
  const inviteId = param(search, ROUTE_QUERY.inviteId);
  if (inviteId) return routes.acceptInvite(inviteId);
  if (param(search, ROUTE_QUERY.action) === ROUTE_QUERY.joinNow)
    return `${ROUTES.legacy.pieHub.index}?a=join-now`;
  return safeTarget(param(search, ROUTE_QUERY.to)) ?? ROUTES.root;
}

/** Only same-site paths are followed, so `?to=` cannot send a user to another site. */
export function safeTarget(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return undefined;
  return target;
}
