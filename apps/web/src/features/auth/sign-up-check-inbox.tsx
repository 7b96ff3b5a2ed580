import { Anchor, Box, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { LABELS, MESSAGES, OTP_LENGTH, verificationCodeSchema } from '@repclub/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { authApi } from '@/features/auth/api';
import type { AuthInfo } from '@/features/auth/session';
import { VerificationCodeField } from '@/features/auth/verification-code-field';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

type SignUpCheckInboxProps = {
  email: string;
  /** The refresh token of the session that waits for the emailed code (register's answer). */
  refreshToken: string;
  /** Called with the signed-in auth info once the 6-digit code is accepted. */
  onVerified: (info: AuthInfo) => void;
  headingOrder?: 1 | 2;
};

const messageOf = (err: unknown) =>
  err instanceof Error && err.name === 'ApiError' ? err.message : getErrorMessage(err);

/**
 * After sign-up (accounts §4.1): 'Check your inbox!' with the verification text, the 6-digit code from
 * that email (verify-otp with the waiting session's refresh token) so the user can finish here, and a
 * Resend button that sends a fresh email ('Resent! Check your inbox!').
 */
export function SignUpCheckInbox({
  email,
  refreshToken,
  onVerified,
  headingOrder = 1,
}: SignUpCheckInboxProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);

  const verify = async (value: string) => {
    const parsed = verificationCodeSchema.safeParse(value);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    setCodeError(undefined);
    setVerifyError(null);
    setVerifying(true);
    try {
      const info = await authApi.verifyOtp({ refreshToken, otp: parsed.data });
      onVerified(info);
    } catch (err) {
      setVerifyError(messageOf(err));
      setCode('');
    } finally {
      setVerifying(false);
    }
  };

  const handleResend = async () => {
    setResending(true);
    setResent(false);
    setResendError(null);
    try {
      await authApi.resendRegisterEmail({ refreshToken });
      setResent(true);
    } catch (err) {
      setResendError(messageOf(err));
    } finally {
      setResending(false);
    }
  };

  const Heading = headingOrder === 1 ? 'h1' : 'h2';

  return (
    <Stack gap="lg">
      <Stack gap="xs" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMailCheck size={30} stroke={1.75} />
        </ThemeIcon>
        <Text component={Heading} fz={26} fw={800} lh={1.2} m={0} c="brand.9">
          {MESSAGES.signUpSuccessTitle}
        </Text>
        <Text size="sm" c="gray.8">
          {MESSAGES.signUpSuccessText}
        </Text>
        <Text size="sm" c="gray.7">
          We sent it to <strong>{email}</strong>.
        </Text>
      </Stack>

      <form
        noValidate
        aria-label="Verify your email with the code"
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="gray.8">
            Or enter the {OTP_LENGTH}-digit code from the email to finish now.
          </Text>
          <VerificationCodeField
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            onComplete={(value) => void verify(value)}
            error={codeError}
            disabled={verifying}
          />
          {verifyError ? <AppAlert type="danger">{verifyError}</AppAlert> : null}
          <Button type="submit" fullWidth size="md" loading={verifying}>
            {LABELS.continue}
          </Button>
        </Stack>
      </form>

      <Box ta="center">
        <Text size="sm" c="gray.8">
          {LABELS.didntGetCode}{' '}
          <Anchor component="button" type="button" fw={600} onClick={handleResend} disabled={resending}>
            {LABELS.resend}
          </Anchor>
        </Text>
        <div aria-live="polite">
          {resent ? (
            <AppAlert type="success" mt="sm" title={null}>
              {MESSAGES.signUpResent}
            </AppAlert>
          ) : null}
        </div>
        {resendError ? (
          <AppAlert type="danger" mt="sm">
            {resendError}
          </AppAlert>
        ) : null}
      </Box>
    </Stack>
  );
}
