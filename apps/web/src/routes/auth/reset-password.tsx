import { ROUTES } from '@repclub/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { resetTokenFromSearch } from '@/features/auth/link-tokens';
import { ResetPasswordPage } from '@/features/auth/password/reset-password-page';

/**
 * /auth/reset-password?token=: the emailed link (accounts §2.3: a page needing its code or token goes to
 * /404 without it). Open to signed-in users too: the link proves the mailbox, whoever opens it.
 */
export const Route = createFileRoute('/auth/reset-password')({
  beforeLoad: ({ location }) => {
    if (!resetTokenFromSearch(location.search as Record<string, unknown>)) {
      throw redirect({ href: ROUTES.notFound, replace: true });
    }
  },
  component: ResetPasswordPage,
});
