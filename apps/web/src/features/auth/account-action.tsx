import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { openAuthModal } from '@/features/auth/auth-modal';
import { useSession } from '@/lib/session';
import { usePathLinkProps } from '@/ui/path-link';

type AccountActionProps = {
  /** Where the action leads (a page that needs an account). */
  to: string;
  /** The label for a signed-in user. */
  signedInLabel: ReactNode;
  /** The label for a visitor, who logs in first in the auth modal. */
  visitorLabel: ReactNode;
};

/**
 * A button to a page that needs an account, on a public page: a link for a signed-in user; for a visitor
 * it opens the auth modal (login, with sign-up one click away) and continues to the page once signed in.
 */
export function AccountAction({ to, signedInLabel, visitorLabel }: AccountActionProps) {
  const { isSignedIn } = useSession();
  const router = useRouter();
  const link = usePathLinkProps(to);
  if (isSignedIn) return <Button {...link}>{signedInLabel}</Button>;
  return (
    <Button
      onClick={() =>
        openAuthModal({
          mode: 'login',
          onAuthenticated: () => void router.navigate({ href: to }),
        })
      }
    >
      {visitorLabel}
    </Button>
  );
}
