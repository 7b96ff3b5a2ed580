import { ROUTES, routes } from '@repclub/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ImpersonationLoginPage } from '@/features/auth/account/impersonation-login-page';
import { getSession } from '@/lib/session';

/** /auth/im-login: needs a signed-in administrator (the server refuses anyone else). */
export const Route = createFileRoute('/auth/im-login')({
  beforeLoad: () => {
    const session = getSession();
    if (session.requiresOtp) throw redirect({ href: ROUTES.auth.mfa, replace: true });
    if (!session.isSignedIn)
      throw redirect({ href: routes.login({ to: ROUTES.auth.imLogin }), replace: true });
  },
  component: ImpersonationLoginPage,
});
