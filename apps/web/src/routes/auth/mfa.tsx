import { ROUTES } from '@repclub/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { guestOnlyRedirect } from '@/features/auth/guards';
import { emailTokenFromSearch } from '@/features/auth/link-tokens';
import { MfaPage } from '@/features/auth/mfa/mfa-page';
import { getSession } from '@/lib/session';

/**
 * /auth/mfa: only while a one-time-code step is pending or an emailed token is in the URL; otherwise a
 * signed-in user goes on (guest-only guard) and a visitor to /auth/login.
 */
export const Route = createFileRoute('/auth/mfa')({
  beforeLoad: ({ location }) => {
    const session = getSession();
    if (emailTokenFromSearch(location.search as Record<string, unknown>) || session.requiresOtp) return;
    const to = guestOnlyRedirect(session, location) ?? ROUTES.auth.login;
    throw redirect({ href: to, replace: true });
  },
  component: MfaPage,
});
