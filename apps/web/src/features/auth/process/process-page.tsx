import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ROUTES } from '@repclub/shared';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { authApi } from '@/lib/auth-api';
import { readProcessLink } from '@/features/auth/process/process-link';
import { saveAuthInfo, saveTokens } from '@/lib/session';
import { signedInTarget } from '@/features/auth/sign-in-navigation';
import { takePopupMarker } from '@/features/auth/social-sign-in';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

/** True when this window still knows its opener (no Cross-Origin-Opener-Policy cut it on the way). */
function hasOpener(): boolean {
  try {
    return Boolean(window.opener && window.opener !== window);
  } catch {
    return false;
  }
}

/**
 * /auth/process: the end of a social sign-in (accounts §2.5). Stores the tokens, loads the auth info
 * (the refresh call answers it in full), then either lets the opener continue (it hears the `storage`
 * event) and closes the popup, or, opened directly, continues like a sign-in.
 */
export function ProcessPage() {
  useDocumentTitle('Signing in | RepClub');
  const navigate = useNavigate();
  const location = useLocation();
  const link = readProcessLink(location.search as Record<string, unknown>);
  const [error, setError] = useState<string | null>(link.kind === 'error' ? link.message : null);
  const [isPopup] = useState(() => hasOpener() || takePopupMarker());
  const [closeFailed, setCloseFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || link.kind === 'error' || link.kind === 'invalid') return;
    started.current = true;
    const finish = () => {
      if (isPopup) {
        // The opener hears the `storage` event and continues; this window closes itself.
        window.close();
        window.setTimeout(() => setCloseFailed(true), 500);
        return;
      }
      void navigate({ href: signedInTarget(location), replace: true });
    };
    if (link.kind === 'socialMediaAccessToken') {
      // A connect flow's provider token: the opener (profile) reads nothing from us; just finish.
      finish();
      return;
    }
    saveTokens(link.token, link.refreshToken);
    authApi
      .refresh(link.refreshToken)
      .then((info) => {
        saveAuthInfo(info);
        finish();
      })
      .catch((err: unknown) => setError(getErrorMessage(err instanceof Error ? err.message : err)));
  }, [link, location, navigate, isPopup]);

  if (closeFailed) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          You are signed in
        </Title>
        <Text>You can close this window and go back to RepClub.</Text>
        <Button fullWidth onClick={() => void navigate({ href: signedInTarget(location), replace: true })}>
          Continue here
        </Button>
      </Stack>
    );
  }
  if (error) {
    const popup = isPopup;
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Sign-in did not complete
        </Title>
        <AppAlert type="danger">{error}</AppAlert>
        {popup ? (
          <Button fullWidth onClick={() => window.close()}>
            Close this window
          </Button>
        ) : (
          <Button fullWidth onClick={() => void navigate({ href: ROUTES.auth.login, replace: true })}>
            Back to login
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="gray.7">Signing you in…</Text>
      </Stack>
    </Center>
  );
}
