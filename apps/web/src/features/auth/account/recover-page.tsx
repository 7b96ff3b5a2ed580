import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ACCOUNT_REACTIVATION_WINDOW_DAYS, DISPLAY_DATE_TIME_FORMAT, ROUTES } from '@repclub/shared';
import { IconRestore } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState } from 'react';
import { authApi } from '@/lib/auth-api';
import { clearSession, saveAuthInfo } from '@/lib/session';
import { useDeletedAccount } from '@/features/auth/api/queries';
import { signedInTarget } from '@/features/auth/sign-in-navigation';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

/** /auth/recover (accounts §4.4): a deleted account can be recovered for 90 days. */
export function RecoverPage() {
  useDocumentTitle('Recover your account | RepClub');
  const navigate = useNavigate();
  const location = useLocation();
  const me = useDeletedAccount();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleRecover = async () => {
    setPending(true);
    setError(null);
    try {
      const info = await authApi.recover();
      saveAuthInfo(info);
      await navigate({ href: signedInTarget({ ...location, pathname: ROUTES.auth.login }), replace: true });
    } catch (err) {
      setError(getErrorMessage(err instanceof Error ? err.message : err));
      setPending(false);
    }
  };

  const handleLogOut = () => {
    void authApi.signOut().catch(() => undefined);
    clearSession();
    void navigate({ href: ROUTES.auth.login, replace: true });
  };

  if (me.isPending) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader role="img" aria-label="Loading" />
      </Center>
    );
  }
  const until = me.data?.recoverableUntil ? dayjs(me.data.recoverableUntil) : null;

  return (
    <Stack gap="md">
      <IconRestore size={44} stroke={1.5} color="var(--mantine-color-brand-6)" aria-hidden />
      <Title order={1} size="h2">
        Your account is deleted
      </Title>
      <Text>
        {me.data?.emailAddress ? (
          <>
            The account <strong>{me.data.emailAddress}</strong> was deleted.{' '}
          </>
        ) : (
          'This account was deleted. '
        )}
        You have {ACCOUNT_REACTIVATION_WINDOW_DAYS} days to change your mind: until then you can recover it
        with everything in it. After that, its data is permanently deleted.
      </Text>
      {until && (
        <AppAlert type="warning" title="Recoverable until">
          <span data-testid="recoverable-until">{until.format(DISPLAY_DATE_TIME_FORMAT)}</span>
        </AppAlert>
      )}
      {me.isError && <AppAlert type="danger">{getErrorMessage(me.error)}</AppAlert>}
      {error && <AppAlert type="danger">{error}</AppAlert>}
      <Button fullWidth loading={pending} onClick={() => void handleRecover()}>
        Recover my account
      </Button>
      <Button fullWidth variant="default" disabled={pending} onClick={handleLogOut}>
        Log out
      </Button>
    </Stack>
  );
}
