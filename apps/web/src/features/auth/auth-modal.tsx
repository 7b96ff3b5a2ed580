import { Anchor, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { LABELS, MESSAGES } from '@repclub/shared';
import { useState } from 'react';
import { authApi } from '@/lib/auth-api';
import { CodeEntryForm } from '@/ui/code-entry-form';
import { CompactLoginForm } from '@/features/auth/compact-login-form';
import { type AuthInfo, getSession, saveAuthInfo } from '@/lib/session';
import { SignUpCheckInbox } from '@/features/auth/sign-up-check-inbox';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

export type AuthModalMode = 'sign-up' | 'login' | 'verify-otp';

export type OpenAuthModalOptions = {
  /** The first screen: sign-up, login, or the code step of a sign-in that is already waiting. */
  mode?: AuthModalMode;
  /** Called after the dialog closed with the user signed in. */
  onAuthenticated?: (info: AuthInfo) => void;
};

const MODAL_ID = 'auth-modal';

/** The emailed-code step of a password sign-in (accounts §2.5 "2FA verification"). */
function LoginCodeStep({ onVerified }: { onVerified: (info: AuthInfo) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const verify = async (code: string) => {
    const { refreshToken } = getSession();
    if (!refreshToken) return;
    setError(null);
    try {
      onVerified(await authApi.verifyOtp({ refreshToken, otp: code }));
    } catch (err) {
      setError(errorText(err));
    }
  };

  const handleResend = async () => {
    const { refreshToken } = getSession();
    if (!refreshToken) return;
    setError(null);
    setNotice(null);
    try {
      await authApi.resendOtp({ refreshToken });
      setNotice(MESSAGES.otpResent);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <CodeEntryForm
      formLabel={LABELS.twoFactorHeading}
      submitLabel={LABELS.continue}
      submitOnComplete
      autoFocus
      onSubmit={verify}
      header={
        <>
          <Text component="h2" fz={24} fw={800} lh={1.2} m={0} c="brand.9">
            {LABELS.twoFactorHeading}
          </Text>
          <Text size="sm" c="gray.8">
            We emailed you a 6-digit code. Enter it to finish signing in.
          </Text>
          {error ? <AppAlert type="danger">{error}</AppAlert> : null}
        </>
      }
      resend={{ onResend: handleResend }}
      footer={
        <div aria-live="polite">
          {notice ? (
            <Text size="sm" c="green.9" ta="center">
              {notice}
            </Text>
          ) : null}
        </div>
      }
    />
  );
}

type AuthModalContentProps = {
  initialMode: AuthModalMode;
  onAuthenticated: (info: AuthInfo) => void;
  onLeave: () => void;
};

/**
 * The auth modal (accounts §2.5, §4.1): sign-up, login and verify-otp in one dialog. After sign-up it
 * shows the emailed-code step ('Check your inbox!'); after login it closes, or asks for the emailed code
 * unless the account skips multi-factor authentication.
 */
export function AuthModalContent({ initialMode, onAuthenticated, onLeave }: AuthModalContentProps) {
  const [mode, setMode] = useState<AuthModalMode>(initialMode);
  const [signUp, setSignUp] = useState<{ email: string; refreshToken: string } | null>(null);

  const finish = (info: AuthInfo) => {
    saveAuthInfo(info);
    onAuthenticated(info);
  };

  const handleSignedIn = (info: AuthInfo) => {
    if (info.token || info.skipMultiFactorAuthentication) {
      finish(info);
      return;
    }
    saveAuthInfo(info);
    setSignUp(null);
    setMode('verify-otp');
  };

  const handleRegistered = (info: AuthInfo, email: string) => {
    if (info.token) {
      finish(info);
      return;
    }
    saveAuthInfo(info);
    setSignUp({ email, refreshToken: info.refreshToken });
    setMode('verify-otp');
  };

  const switchTo = (next: AuthModalMode, label: string) => (
    <Anchor component="button" type="button" fw={600} inherit onClick={() => setMode(next)}>
      {label}
    </Anchor>
  );

  if (mode === 'verify-otp') {
    return signUp ? (
      <SignUpCheckInbox
        email={signUp.email}
        refreshToken={signUp.refreshToken}
        onVerified={finish}
        headingOrder={2}
      />
    ) : (
      <LoginCodeStep onVerified={finish} />
    );
  }
  if (mode === 'sign-up') {
    return (
      <SignUpForm
        headingOrder={2}
        onRegistered={handleRegistered}
        renderLoginLink={() => switchTo('login', LABELS.login)}
      />
    );
  }
  return (
    <CompactLoginForm
      onSignedIn={handleSignedIn}
      signUpAction={switchTo('sign-up', LABELS.signUp)}
      onLeave={onLeave}
    />
  );
}

/** Opens the auth modal (one at a time). Resolves nothing; `onAuthenticated` says when it succeeded. */
export function openAuthModal({ mode = 'login', onAuthenticated }: OpenAuthModalOptions = {}) {
  const close = () => modals.close(MODAL_ID);
  modals.close(MODAL_ID);
  modals.open({
    modalId: MODAL_ID,
    title: 'Welcome to RepClub',
    size: 'lg',
    radius: 'lg',
    padding: 'xl',
    children: (
      <AuthModalContent
        initialMode={mode}
        onLeave={close}
        onAuthenticated={(info) => {
          close();
          onAuthenticated?.(info);
        }}
      />
    ),
  });
}
