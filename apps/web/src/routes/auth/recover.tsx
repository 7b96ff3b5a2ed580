import { ROUTES, routes } from '@repclub/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { RecoverPage } from '@/features/auth/account/recover-page';
import { guestOnlyRedirect } from '@/features/auth/guards';
import { getSession } from '@/lib/session';

/** /auth/recover: only for a signed-in user whose account is deleted. */
export const Route = createFileRoute('/auth/recover')({
  beforeLoad: ({ location }) => {
    const session = getSession();
    if (session.requiresOtp) throw redirect({ href: ROUTES.auth.mfa, replace: true });
    if (!session.isSignedIn) throw redirect({ href: routes.login(), replace: true });
    if (session.authInfo?.isDeleted) return;
    throw redirect({ href: guestOnlyRedirect(session, location) ?? ROUTES.root, replace: true });
  },
  component: RecoverPage,
});
