import { Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { isEmailToken, LABELS, MESSAGES, OTP_LENGTH, RESEND_WAIT_MS, ROUTES } from '@repclub/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { authApi } from '@/lib/auth-api';
import { CodeEntryForm } from '@/ui/code-entry-form';
import { secondsLeft, useNow } from '@/lib/timers';
import { emailTokenFromSearch } from '@/features/auth/link-tokens';
import { type AuthInfo, clearSession, getSession, saveAuthInfo } from '@/lib/session';
import { usePasskeyOffer } from '@/features/auth/passkeys';
import { signedInTarget, useFinishSignIn } from '@/features/auth/sign-in-navigation';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

type Notice = { type: 'danger' | 'success'; text: string } | null;

/** The `?token=` of an emailed link when it is an email token (longer than a 6-digit code). */
function messageOf(error: unknown) {
  return getErrorMessage(error instanceof Error ? error.message : error);
}

/** "You're verified!" after an emailed link, with Continue (to the target, or to log in). */
function Verified({ onContinue }: { onContinue: () => void }) {
  return (
    <Stack gap="md" align="center" ta="center">
      <IconCircleCheck size={56} stroke={1.5} color="var(--mantine-color-green-8)" aria-hidden />
      <Title order={1} size="h2">
        {MESSAGES.verifiedTitle}
      </Title>
      <Text c="gray.7">{MESSAGES.verifiedText}</Text>
      <Button fullWidth onClick={onContinue} autoFocus>
        {LABELS.continue}
      </Button>
    </Stack>
  );
}

/** Verifies the emailed token of the URL once, with a spinner, then shows the outcome. */
function EmailTokenVerification({ token }: { token: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<
    { status: 'pending' } | { status: 'done' } | { status: 'error'; message: string }
  >({ status: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const refreshToken = getSession().refreshToken ?? undefined;
    authApi
      .verifyEmailToken({ token, refreshToken })
      .then((answer) => {
        if (answer.token && answer.refreshToken && answer.userId) saveAuthInfo(answer as AuthInfo);
        setState({ status: 'done' });
      })
      .catch((error: unknown) => setState({ status: 'error', message: messageOf(error) }));
  }, [token]);

  const handleContinue = () => {
    const session = getSession();
    if (session.isSignedIn) void navigate({ href: signedInTarget(location), replace: true });
    else void navigate({ href: ROUTES.auth.login, replace: true });
  };

  if (state.status === 'pending') {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text c="gray.7">Verifying your email…</Text>
        </Stack>
      </Center>
    );
  }
  if (state.status === 'done') return <Verified onContinue={handleContinue} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {LABELS.twoFactorHeading}
      </Title>
      <AppAlert type="danger">{state.message}</AppAlert>
      <Button variant="default" fullWidth onClick={() => void navigate({ href: ROUTES.auth.login })}>
        Back to login
      </Button>
    </Stack>
  );
}

/** The 6-digit code form (field `otp`), Resend, and Contact us / Sign Up. */
function OtpForm() {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const [notice, setNotice] = useState<Notice>(null);
  const [verified, setVerified] = useState(false);
  // A code was sent just before this page opened: the first resend waits 30 s too (accounts §9).
  const [nextResendAt, setNextResendAt] = useState<number | null>(() => Date.now() + RESEND_WAIT_MS);
  const { offer, beforeLeave } = usePasskeyOffer();
  const now = useNow();
  const resendSeconds = secondsLeft(nextResendAt, now);
  const email = getSession().authInfo?.email;
  const location = useLocation();

  const handleSubmit = async (otp: string) => {
    setNotice(null);
    const refreshToken = getSession().refreshToken ?? '';
    try {
      if (isEmailToken(otp)) {
        // accounts §4.2: a value longer than 6 characters is an email token.
        const answer = await authApi.verifyEmailToken({ token: otp, refreshToken });
        if (answer.token && answer.refreshToken && answer.userId) saveAuthInfo(answer as AuthInfo);
        setVerified(true);
        return;
      }
      const info = await authApi.verifyOtp({ refreshToken, otp, purpose: 'VerifySignIn' });
      await finishSignIn(info, beforeLeave);
    } catch (error) {
      setNotice({ type: 'danger', text: messageOf(error) });
    }
  };

  const handleResend = async () => {
    setNotice(null);
    try {
      const answer = await authApi.resendOtp({ refreshToken: getSession().refreshToken ?? '' });
      const next = Date.parse(answer.nextResend);
      setNextResendAt(Number.isNaN(next) ? Date.now() + RESEND_WAIT_MS : next);
      setNotice({ type: 'success', text: MESSAGES.otpResent });
    } catch (error) {
      setNotice({ type: 'danger', text: messageOf(error) });
    }
  };

  const handleLogOut = () => {
    void authApi.signOut().catch(() => undefined);
    clearSession();
    void navigate({ href: ROUTES.auth.login, replace: true });
  };

  const handleVerifiedContinue = () => {
    if (getSession().isSignedIn) void navigate({ href: signedInTarget(location), replace: true });
    else void navigate({ href: ROUTES.auth.login, replace: true });
  };

  if (offer) return offer;
  if (verified) return <Verified onContinue={handleVerifiedContinue} />;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {LABELS.twoFactorHeading}
        </Title>
        <Text c="gray.7" size="sm" mt={4}>
          We emailed a {OTP_LENGTH}-digit code{email ? ` to ${email}` : ''}. Enter it to finish signing in.
        </Text>
      </div>
      {notice && <AppAlert type={notice.type}>{notice.text}</AppAlert>}
      <CodeEntryForm
        submitLabel={LABELS.continue}
        acceptEmailToken
        autoFocus
        onSubmit={handleSubmit}
        resend={{ onResend: handleResend, waitSeconds: resendSeconds }}
      />
      <Text size="sm" ta="center" c="gray.7">
        Wrong account or no access to this email?{' '}
        <Anchor component="button" type="button" size="sm" fw={600} onClick={handleLogOut}>
          {LABELS.contactUs} / {LABELS.signUp}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** /auth/mfa (accounts §2.5, §4.2): the one-time code step, or the automatic email-link verification. */
export function MfaPage() {
  useDocumentTitle('2FA verification | RepClub');
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const token = emailTokenFromSearch(search);
  return token ? <EmailTokenVerification token={token} /> : <OtpForm />;
}
