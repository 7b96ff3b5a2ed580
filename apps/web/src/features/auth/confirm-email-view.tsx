import { Button, Center, Loader, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { emailSchema, LABELS, MESSAGES, ROUTES } from '@repclub/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { authApi } from '@/lib/auth-api';
import { useVerifyEmailToken } from '@/features/auth/api/queries';
import { guestOnlyRedirect } from '@/features/auth/guards';
import { getSession } from '@/lib/session';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

function ResendVerification() {
  const [email, setEmail] = useState(() => getSession().authInfo?.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setServerError(null);
    setStatus('sending');
    try {
      await authApi.resendRegisterEmail({ email: parsed.data });
      setStatus('sent');
    } catch (err) {
      setServerError(errorText(err));
      setStatus('idle');
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Send a new verification email">
      <Stack gap="sm">
        <Text size="sm" c="gray.8">
          Enter your email address and we will send you a new verification link.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" variant="default" loading={status === 'sending'}>
          {LABELS.resend}
        </Button>
        <div aria-live="polite">
          {status === 'sent' ? (
            <AppAlert type="success" title={null}>
              {MESSAGES.signUpResent}
            </AppAlert>
          ) : null}
        </div>
        {serverError ? <AppAlert type="danger">{serverError}</AppAlert> : null}
      </Stack>
    </form>
  );
}

/**
 * /auth/confirm-email?token= and /tabs/profile/confirm-email?token= (accounts §2.1, §4.2): verifies the
 * address automatically with a spinner, then "You're verified!" and Continue (to login, or on for a
 * signed-in user). An invalid or spent link shows the server's message and a way to get a new one.
 */
export function ConfirmEmailView({ token }: { token: string }) {
  const router = useRouter();
  const verification = useVerifyEmailToken(token);

  const handleContinue = () => {
    const session = getSession();
    const target = session.isSignedIn
      ? (guestOnlyRedirect(session, router.state.location) ?? ROUTES.home)
      : ROUTES.auth.login;
    void router.navigate({ href: target, replace: true });
  };

  if (verification.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text size="sm" c="gray.8">
            Verifying your email…
          </Text>
        </Stack>
      </Center>
    );
  }

  if (verification.isError) {
    return (
      <Stack gap="lg">
        <Text component="h1" fz={26} fw={800} lh={1.2} m={0} c="brand.9">
          We could not verify your email
        </Text>
        <AppAlert type="danger">{errorText(verification.error)}</AppAlert>
        <ResendVerification />
      </Stack>
    );
  }

  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={36} stroke={1.75} />
      </ThemeIcon>
      <Text component="h1" fz={28} fw={800} lh={1.2} m={0} c="brand.9">
        {MESSAGES.verifiedTitle}
      </Text>
      <Text size="sm" c="gray.8">
        {MESSAGES.verifiedText}
      </Text>
      <Button size="md" fullWidth onClick={handleContinue} mt="sm">
        {LABELS.continue}
      </Button>
    </Stack>
  );
}
