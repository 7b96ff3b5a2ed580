import { ROUTES } from '@repclub/shared';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guestOnlyRedirect, type GuardLocation } from '@/features/auth/guards';
import { type AuthInfo, getSession, saveAuthInfo } from '@/lib/session';

type LocationLike = { pathname: string; search: unknown; href: string; searchStr?: string };

const asGuardLocation = (location: LocationLike): GuardLocation => ({
  pathname: location.pathname,
  search: (location.search ?? {}) as Record<string, unknown>,
  href: location.href,
});

/**
 * Where a user who has just signed in goes (accounts §2.3, guest-only guard): the invite, the pie hub
 * for `a=join-now`, the `to` target or `/`; first /auth/recover, /auth/sign-up-2 or
 * /auth/verify-phone-number when the account needs it.
 */
export function signedInTarget(location: LocationLike): string {
  return guestOnlyRedirect(getSession(), asGuardLocation(location)) ?? ROUTES.root;
}

/** True when the target is past the auth pages (not a recovery, profile or phone step). */
export function isPastAuthPages(target: string): boolean {
  return !target.startsWith(`${ROUTES.auth.index}/`);
}

/**
 * Stores a sign-in answer and moves on: to /auth/mfa (keeping the query, so `to` survives) when a
 * one-time code is required, else to the guest-only guard's target. `beforeLeave` may hold the user
 * on the page (e.g. to offer a passkey) and call `go` itself later.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (
      info: AuthInfo,
      beforeLeave?: (target: string, go: () => void) => Promise<boolean>,
    ): Promise<void> => {
      saveAuthInfo(info);
      if (info.requireOtp && !info.token) {
        await navigate({ href: `${ROUTES.auth.mfa}${location.searchStr}` });
        return;
      }
      const target = signedInTarget(location);
      const go = () => void navigate({ href: target, replace: true });
      if (beforeLeave && (await beforeLeave(target, go))) return;
      go();
    },
    [navigate, location],
  );
}
