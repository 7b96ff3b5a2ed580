import { Anchor, Text } from '@mantine/core';
import { ROUTES } from '@repclub/shared';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { authApi } from '@/lib/auth-api';
import { clearSession } from '@/lib/session';

/**
 * "Not you? Log out" for the steps a signed-in user must finish (profile completion, phone check): the
 * way out when the wrong account is signed in. Signs out on the server when it can, always locally.
 */
export function SignOutLink() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const handleSignOut = async () => {
    setBusy(true);
    await authApi.signOut().catch(() => undefined);
    clearSession();
    await router.navigate({ href: ROUTES.auth.login, replace: true });
  };
  return (
    <Text size="sm" ta="center" c="gray.7">
      Not you?{' '}
      <Anchor component="button" type="button" fw={600} onClick={handleSignOut} disabled={busy}>
        Log out
      </Anchor>
    </Text>
  );
}
