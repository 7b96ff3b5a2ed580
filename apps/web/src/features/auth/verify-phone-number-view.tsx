import { Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { LABELS, MESSAGES, OTP_LENGTH, RESEND_WAIT_MS } from '@repclub/shared';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useSendPhoneVerificationCodeMutation,
  useVerifyPhoneNumberMutation,
} from '@/features/auth/api/mutations';
import { CodeEntryForm } from '@/ui/code-entry-form';
import { parseDate, secondsLeft, useNow } from '@/lib/timers';
import { currentUserQueryOptions } from '@/lib/current-user';
import { useSession } from '@/lib/session';
import { GraphQLRequestError } from '@/lib/graphql-client';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';

type VerifyPhoneNumberViewProps = {
  /** Called once the number is verified (or the server says it already is). */
  onVerified: () => void;
  /** Leaves the step for now (the number can be verified later from the profile). */
  onSkip: () => void;
};

/**
 * /auth/verify-phone-number (accounts §2.3): a signed-in user proves their own number. Send code texts a
 * 6-digit code (GraphQL sendPhoneVerificationCode), the code is checked with verifyPhoneNumber, and a new
 * code can be asked for 30 seconds after the last one (or when the server says).
 */
export function VerifyPhoneNumberView({ onVerified, onSkip }: VerifyPhoneNumberViewProps) {
  const { authInfo } = useSession();
  const user = useQuery(currentUserQueryOptions(authInfo?.userId));
  const sendCode = useSendPhoneVerificationCodeMutation();
  const verifyNumber = useVerifyPhoneNumberMutation();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [nextResendAt, setNextResendAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const now = useNow(nextResendAt !== null);
  const waitSeconds = secondsLeft(nextResendAt, now);

  const handleSend = async () => {
    setSending(true);
    setError(null);
    try {
      const sendPhoneVerificationCode = await sendCode.mutateAsync();
      const sent = Date.now();
      setResent(sentAt !== null);
      setSentAt(sent);
      setNextResendAt(parseDate(sendPhoneVerificationCode.nextResend) ?? sent + RESEND_WAIT_MS);
    } catch (err) {
      // Already verified (another tab, or a stale stored flag): nothing left to do here.
      if (err instanceof GraphQLRequestError && err.code === 'CONFLICT') {
        onVerified();
        return;
      }
      setError(getErrorMessage(err));
    } finally {
      setSending(false);
    }
  };

  const verify = async (code: string) => {
    setError(null);
    try {
      await verifyNumber.mutateAsync(code);
      onVerified();
    } catch (err) {
      setError(getErrorMessage(err));
    }
  };

  if (user.isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label="Loading your phone number" />
      </Center>
    );
  }

  const phoneNumber = user.data?.phoneNumber ?? null;

  return (
    <Stack gap="lg">
      <Stack gap="xs" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconDeviceMobileMessage size={30} stroke={1.75} />
        </ThemeIcon>
        <Text component="h1" fz={26} fw={800} lh={1.2} m={0} c="brand.9">
          Verify your phone number
        </Text>
        <Text size="sm" c="gray.8">
          {phoneNumber ? (
            <>
              {sentAt === null ? 'We will text' : 'We texted'} a {OTP_LENGTH}-digit code to your number ending
              in <strong>{phoneNumber.slice(-4)}</strong>.
            </>
          ) : (
            'Your profile has no phone number yet.'
          )}
        </Text>
      </Stack>

      {user.isError ? <AppAlert type="danger">{getErrorMessage(user.error)}</AppAlert> : null}
      {error ? <AppAlert type="danger">{error}</AppAlert> : null}

      {sentAt === null ? (
        <Button size="md" fullWidth onClick={handleSend} loading={sending} disabled={!phoneNumber}>
          Send code
        </Button>
      ) : (
        <CodeEntryForm
          // A new code starts an empty field.
          key={sentAt}
          formLabel="Verify your phone number with the code"
          gap="sm"
          submitLabel={LABELS.verifyCode}
          submitOnComplete
          autoFocus
          onSubmit={verify}
          header={
            <div aria-live="polite">
              <Text size="sm" c="gray.8" ta="center">
                {resent ? MESSAGES.verificationCodeResent : MESSAGES.verificationCodeSent}.
              </Text>
            </div>
          }
          resend={{
            onResend: handleSend,
            waitSeconds,
            waitLabel: (seconds) => `Resend in ${seconds}s`,
          }}
        />
      )}

      <Button variant="subtle" onClick={onSkip}>
        Skip for now
      </Button>
    </Stack>
  );
}
