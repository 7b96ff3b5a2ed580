import { createFileRoute, redirect } from '@tanstack/react-router';
import { guestOnlyRedirect } from '@/features/auth/guards';
import { ForgotPasswordPage } from '@/features/auth/password/forgot-password-page';
import { getSession } from '@/lib/session';

/** /auth/forgot-password (guest-only). */
export const Route = createFileRoute('/auth/forgot-password')({
  beforeLoad: ({ location }) => {
    const to = guestOnlyRedirect(getSession(), location);
    if (to) throw redirect({ href: to, replace: true });
  },
  component: ForgotPasswordPage,
});
