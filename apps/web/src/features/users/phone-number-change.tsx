import { Anchor, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, OTP_LENGTH, phoneNumberSchema, RESEND_WAIT_MS, ROUTES } from '@repclub/shared';
import { IconCircleCheckFilled, IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMinutesSeconds, parseDate, secondsLeft, useNow } from '@/lib/timers';
import { CodeEntryForm } from '@/ui/code-entry-form';
import { errorText } from '@/lib/error-message';
import { StatusBadge } from '@/ui/profile-user';
import {
  useConfirmPhoneNumberChangeMutation,
  useStartPhoneNumberChangeMutation,
} from '@/features/users/api/mutations';
import type { CurrentUser } from '@/lib/current-user';
import { AppAlert } from '@/ui/app-alert';
import { notifySuccess } from '@/ui/toast';
import { usePathLinkProps } from '@/ui/path-link';

export const PHONE_CHANGE_TEXT = {
  label: 'Phone number',
  none: 'No phone number yet.',
  verified: 'Verified',
  notVerified: 'Not verified',
  verifyNow: 'Verify now',
  change: 'Change phone number',
  add: 'Add a phone number',
  newNumber: 'New phone number',
  newNumberHelp: 'US numbers as they are; other countries start with + and the country code.',
  sendCode: 'Send code',
  cancel: 'Cancel',
  confirm: 'Confirm new number',
  otherNumber: 'Use a different number',
  changed: 'Your phone number was changed.',
  formLabel: 'Change your phone number',
  codeFormLabel: 'Confirm your new phone number with the code',
} as const;

type Step = { kind: 'view' } | { kind: 'number' } | { kind: 'code'; phoneNumber: string };

/**
 * The phone number on /profile/personal: shown with its verified state; changed with a 6-digit code texted to
 * the NEW number (startPhoneNumberChange → confirmPhoneNumberChange), with the code's expiry countdown and the
 * 30-second resend wait of the login phone step (accounts §4.2, §9).
 */
export function PhoneNumberField({ user }: { user: CurrentUser }) {
  const startChange = useStartPhoneNumberChangeMutation();
  const confirmChange = useConfirmPhoneNumberChangeMutation();
  const verifyLink = usePathLinkProps(ROUTES.auth.verifyPhoneNumber);
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [numberInput, setNumberInput] = useState('');
  const [numberError, setNumberError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [nextResendAt, setNextResendAt] = useState<number | null>(null);
  const now = useNow(step.kind === 'code');
  const expirySeconds = secondsLeft(expiresAt, now);
  const waitSeconds = secondsLeft(nextResendAt, now);
  const expired = expiresAt !== null && expirySeconds === 0;

  const reset = (next: Step) => {
    setStep(next);
    setError(null);
    setNotice(null);
  };

  const sendCode = async (phoneNumber: string, resend: boolean) => {
    setSending(true);
    setError(null);
    try {
      const startPhoneNumberChange = await startChange.mutateAsync(phoneNumber);
      const sentAt = Date.now();
      setExpiresAt(parseDate(startPhoneNumberChange.expiredDate));
      setNextResendAt(parseDate(startPhoneNumberChange.nextResend) ?? sentAt + RESEND_WAIT_MS);
      setStep({ kind: 'code', phoneNumber });
      setNotice(resend ? MESSAGES.verificationCodeResent : MESSAGES.verificationCodeSent);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  };

  const handleNumberSubmit = () => {
    const parsed = phoneNumberSchema.safeParse(numberInput);
    if (!parsed.success) {
      setNumberError(parsed.error.issues[0]?.message);
      return;
    }
    setNumberError(undefined);
    void sendCode(parsed.data, false);
  };

  /** Errors stay on screen and the form stays open for another try. */
  const confirm = async (phoneNumber: string, code: string) => {
    setError(null);
    try {
      await confirmChange.mutateAsync({ phoneNumber, code });
      notifySuccess(PHONE_CHANGE_TEXT.changed);
      setNumberInput('');
      reset({ kind: 'view' });
    } catch (err) {
      setError(errorText(err));
      setNotice(null);
    }
  };

  return (
    <Stack gap="sm">
      <Box>
        <Text size="sm" fw={500} component="h3" m={0}>
          {PHONE_CHANGE_TEXT.label}
        </Text>
        <Group gap="xs" mt={4}>
          <IconDeviceMobile size={18} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text data-testid="current-phone-number">{user.phoneNumber ?? PHONE_CHANGE_TEXT.none}</Text>
          {user.phoneNumber ? (
            user.isPhoneNumberVerified ? (
              <StatusBadge tone="ok" icon={<IconCircleCheckFilled size={14} aria-hidden />}>
                {PHONE_CHANGE_TEXT.verified}
              </StatusBadge>
            ) : (
              <>
                <StatusBadge tone="warn">{PHONE_CHANGE_TEXT.notVerified}</StatusBadge>
                <Anchor {...verifyLink} size="sm" fw={600}>
                  {PHONE_CHANGE_TEXT.verifyNow}
                </Anchor>
              </>
            )
          ) : null}
        </Group>
      </Box>

      {error ? <AppAlert type="danger">{error}</AppAlert> : null}

      {step.kind === 'view' ? (
        <Box>
          <Button variant="default" onClick={() => reset({ kind: 'number' })}>
            {user.phoneNumber ? PHONE_CHANGE_TEXT.change : PHONE_CHANGE_TEXT.add}
          </Button>
        </Box>
      ) : null}

      {step.kind === 'number' ? (
        <form
          noValidate
          aria-label={PHONE_CHANGE_TEXT.formLabel}
          onSubmit={(event) => {
            event.preventDefault();
            handleNumberSubmit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={PHONE_CHANGE_TEXT.newNumber}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="(213) 555-0123"
              withAsterisk
              description={PHONE_CHANGE_TEXT.newNumberHelp}
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              value={numberInput}
              error={numberError}
              errorProps={{ role: 'alert' }}
              autoFocus
              onChange={(event) => {
                setNumberInput(event.currentTarget.value);
                setNumberError(undefined);
              }}
            />
            <Group gap="sm">
              <Button type="submit" loading={sending}>
                {PHONE_CHANGE_TEXT.sendCode}
              </Button>
              <Button variant="subtle" onClick={() => reset({ kind: 'view' })} disabled={sending}>
                {PHONE_CHANGE_TEXT.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}

      {step.kind === 'code' ? (
        <Box maw={360}>
          <CodeEntryForm
            formLabel={PHONE_CHANGE_TEXT.codeFormLabel}
            submitLabel={PHONE_CHANGE_TEXT.confirm}
            submitOnComplete
            autoFocus
            gap="sm"
            onSubmit={(value) => confirm(step.phoneNumber, value)}
            header={
              <div aria-live="polite">
                {notice ? <Text size="sm">{notice}.</Text> : null}
                <Text size="sm" c="gray.7">
                  Enter the {OTP_LENGTH}-digit code we texted to <strong>{step.phoneNumber}</strong>.
                </Text>
              </div>
            }
            belowField={
              expiresAt !== null ? (
                <Text size="sm" c={expired ? 'red.8' : 'gray.7'} fw={expired ? 600 : undefined}>
                  Code expires in{' '}
                  <Text
                    span
                    inherit
                    ff="monospace"
                    data-testid="code-expiry"
                    data-expired={expired || undefined}
                  >
                    {formatMinutesSeconds(expirySeconds)}
                  </Text>
                </Text>
              ) : null
            }
            resend={{
              onResend: () => sendCode(step.phoneNumber, true),
              waitSeconds,
              disabled: sending,
              waitLabel: (seconds) => `Resend in ${seconds}s`,
            }}
            footer={
              <Group gap="sm" justify="center">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={() => {
                    setNumberInput(step.phoneNumber);
                    reset({ kind: 'number' });
                  }}
                >
                  {PHONE_CHANGE_TEXT.otherNumber}
                </Anchor>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={() => reset({ kind: 'view' })}
                >
                  {PHONE_CHANGE_TEXT.cancel}
                </Anchor>
              </Group>
            }
          />
        </Box>
      ) : null}
    </Stack>
  );
}
