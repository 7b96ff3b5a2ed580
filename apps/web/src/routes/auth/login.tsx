import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute, redirect, useRouterState } from '@tanstack/react-router';
import '@/features/auth/auth-notice';
import { guestOnlyRedirect } from '@/features/auth/guards';
import { LoginWizard } from '@/features/auth/login/login-wizard';
import { getSession } from '@/lib/session';
import { AppAlert } from '@/ui/app-alert';

/** /auth/login: the two-step login wizard (accounts §2.5, §4.2), for visitors only (guest-only guard). */
export const Route = createFileRoute('/auth/login')({
  beforeLoad: ({ location }) => {
    const to = guestOnlyRedirect(getSession(), location);
    if (to) throw redirect({ href: to, replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  useDocumentTitle('Sign in | RepClub');
  const notice = useRouterState({ select: (state) => state.location.state.authNotice });
  return <LoginWizard initialNotice={notice ? <AppAlert type="success">{notice}</AppAlert> : null} />;
}
