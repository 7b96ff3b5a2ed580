import { Anchor } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { LABELS, routes } from '@repclub/shared';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { type AuthSearch, validateAuthSearch } from '@/features/auth/auth-search';
import { guestOnlyRedirect } from '@/features/auth/guards';
import { type AuthInfo, getSession, saveAuthInfo } from '@/lib/session';
import { SignUpCheckInbox } from '@/features/auth/sign-up-check-inbox';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { SocialSignUp } from '@/features/auth/social-sign-up';
import { usePathLinkProps } from '@/ui/path-link';

/** /auth/sign-up (accounts §2.5, §4.1): guest-only. */
export const Route = createFileRoute('/auth/sign-up')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ location }) => {
    const to = guestOnlyRedirect(getSession(), location);
    if (to) throw redirect({ href: to, replace: true });
  },
  component: SignUpPage,
});

function LoginLink({ search, email }: { search: AuthSearch; email: string | undefined }) {
  const link = usePathLinkProps(
    routes.login({ to: search.to, inviteId: search.inviteId, email: email ?? search.email }),
  );
  return (
    <Anchor {...link} fw={600} inherit>
      {LABELS.login}
    </Anchor>
  );
}

function SignUpPage() {
  useDocumentTitle('Sign up | RepClub');
  const search = Route.useSearch();
  const router = useRouter();
  const [pending, setPending] = useState<{ email: string; refreshToken: string } | null>(null);

  const handleRegistered = (info: AuthInfo, email: string) => {
    saveAuthInfo(info);
    setPending({ email, refreshToken: info.refreshToken });
  };

  const handleVerified = (info: AuthInfo) => {
    saveAuthInfo(info);
    // The guest-only rule (accounts §2.3): invite, join-now, target, home — or the phone step first.
    const target = guestOnlyRedirect(getSession(), router.state.location) ?? '/';
    void router.navigate({ href: target, replace: true });
  };

  if (pending) {
    return (
      <SignUpCheckInbox
        email={pending.email}
        refreshToken={pending.refreshToken}
        onVerified={handleVerified}
      />
    );
  }
  return (
    <SignUpForm
      defaultEmail={search.email}
      inviteId={search.inviteId}
      onRegistered={handleRegistered}
      social={<SocialSignUp />}
      renderLoginLink={(email) => <LoginLink search={search} email={email} />}
    />
  );
}
