import { redirect } from '@tanstack/react-router';
import { type GuardLocation, guestOnlyRedirect, protectedRedirect } from '@/features/auth/guards';
import { getSession } from '@/lib/session';

/**
 * The guard of the steps a signed-in user finishes before going on (/auth/sign-up-2,
 * /auth/verify-phone-number): visitors go where the protected guard sends them (login, sign-up or the
 * pending code step); a signed-in user goes where the guest-only guard says, which is this page only while
 * its step is still to do (incomplete profile, unverified phone).
 */
export function signedInStepGuard({ location }: { location: GuardLocation }) {
  const session = getSession();
  const target = session.isSignedIn
    ? guestOnlyRedirect(session, location)
    : protectedRedirect(session, location);
  if (target) throw redirect({ href: target, replace: true });
}
