import { Box, Stack, Text, ThemeIcon } from '@mantine/core';
import { LABELS, MESSAGES, OTP_LENGTH } from '@repclub/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { authApi } from '@/lib/auth-api';
import { CodeEntryForm } from '@/ui/code-entry-form';
import type { AuthInfo } from '@/lib/session';
import { errorText } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

type SignUpCheckInboxProps = {
  email: string;
  /** The refresh token of the session that waits for the emailed code (register's answer). */
  refreshToken: string;
  /** Called with the signed-in auth info once the 6-digit code is accepted. */
  onVerified: (info: AuthInfo) => void;
  headingOrder?: 1 | 2;
};

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
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);

  const verify = async (code: string) => {
    setVerifyError(null);
    try {
      const info = await authApi.verifyOtp({ refreshToken, otp: code });
      onVerified(info);
    } catch (err) {
      setVerifyError(errorText(err));
    }
  };

  const handleResend = async () => {
    setResent(false);
    setResendError(null);
    try {
      await authApi.resendRegisterEmail({ refreshToken });
      setResent(true);
    } catch (err) {
      setResendError(errorText(err));
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

      <CodeEntryForm
        formLabel="Verify your email with the code"
        gap="sm"
        submitLabel={LABELS.continue}
        submitOnComplete
        onSubmit={verify}
        header={
          <Text size="sm" c="gray.8">
            Or enter the {OTP_LENGTH}-digit code from the email to finish now.
          </Text>
        }
        belowField={verifyError ? <AppAlert type="danger">{verifyError}</AppAlert> : null}
        resend={{ onResend: handleResend }}
        footer={
          <Box ta="center">
            <div aria-live="polite">
              {resent ? (
                <AppAlert type="success" title={null}>
                  {MESSAGES.signUpResent}
                </AppAlert>
              ) : null}
            </div>
            {resendError ? <AppAlert type="danger">{resendError}</AppAlert> : null}
          </Box>
        }
      />
    </Stack>
  );
}
