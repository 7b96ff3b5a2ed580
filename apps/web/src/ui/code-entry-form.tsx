import { Button, Group, type MantineSpacing, Stack, Text } from '@mantine/core';
import { LABELS, otpValueSchema, verificationCodeSchema } from '@repclub/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { VerificationCodeField } from './verification-code-field';

export type CodeEntryResend = {
  /** Sends a new code. Failures are the caller's to show (it keeps its own notices). */
  onResend: () => Promise<void>;
  /** Seconds until a new code may be asked for; while above 0 the control is disabled and counts down. */
  waitSeconds?: number;
  /** Disabled for another reason (blocked, no session, …). */
  disabled?: boolean;
  /** The control's text while waiting (default `Resend (12s)`). */
  waitLabel?: (seconds: number) => string;
};

export type CodeEntryFormProps = {
  /**
   * Verifies a code that passed the field's rules (6 digits, or with `acceptEmailToken` at least 6
   * characters). Errors are the caller's to show; the field is cleared once it settles.
   */
  onSubmit: (code: string) => Promise<void>;
  /** The submit button's text (Continue, Verify Code). */
  submitLabel: string;
  /** The form's accessible name. */
  formLabel?: string;
  /** The field's label (default 'Verification code') and description. */
  fieldLabel?: string;
  fieldDescription?: string;
  /** Send the code as soon as the sixth digit is typed or pasted. */
  submitOnComplete?: boolean;
  /** Also take the long token of an emailed link (accounts §4.2): no digit filter, no length cap. */
  acceptEmailToken?: boolean;
  /** Field and submit disabled (e.g. while blocked after failed codes). */
  disabled?: boolean;
  autoFocus?: boolean;
  /** Inside the form, above the field (intro text, notices). */
  header?: ReactNode;
  /** Between the field and the submit button (an expiry countdown, the last error). */
  belowField?: ReactNode;
  /** "Didn't get the code? Resend", with its wait. Left out: no resend. */
  resend?: CodeEntryResend;
  /** Below the resend row (what the resend did). */
  footer?: ReactNode;
  /** Space between the parts (default md). */
  gap?: MantineSpacing;
};

const defaultWaitLabel = (seconds: number) => `${LABELS.resend} (${seconds}s)`;

/** "Didn't get the code?" and the Resend control, disabled and counting down while a resend must wait. */
function ResendRow({
  onResend,
  waitSeconds = 0,
  disabled = false,
  waitLabel = defaultWaitLabel,
  busy,
}: CodeEntryResend & { busy: boolean }) {
  const [resending, setResending] = useState(false);
  const handleResend = async () => {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };
  const waiting = waitSeconds > 0;
  return (
    <Group justify="center" gap={4}>
      <Text size="sm">{LABELS.didntGetCode}</Text>
      <Button
        variant="subtle"
        size="compact-sm"
        loading={resending}
        disabled={waiting || disabled || busy}
        onClick={() => void handleResend()}
      >
        {waiting ? waitLabel(waitSeconds) : LABELS.resend}
      </Button>
    </Group>
  );
}

/**
 * The one 6-digit code entry of the app (accounts §2.5, §4.2): the code field (digits only, one-time-code
 * autofill), the submit button, and "Didn't get the code? Resend" with its wait. Used by the sign-up
 * inbox step, phone verification, /auth/mfa, the login wizard's phone step and the auth modal; each
 * passes its own texts, notices and calls, so what users see stays as each screen specifies.
 */
export function CodeEntryForm({
  onSubmit,
  submitLabel,
  formLabel,
  fieldLabel,
  fieldDescription,
  submitOnComplete = false,
  acceptEmailToken = false,
  disabled = false,
  autoFocus,
  header,
  belowField,
  resend,
  footer,
  gap = 'md',
}: CodeEntryFormProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async (value: string) => {
    if (submitting || disabled) return;
    const parsed = (acceptEmailToken ? otpValueSchema : verificationCodeSchema).safeParse(value);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    setCodeError(undefined);
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      if (mounted.current) {
        setSubmitting(false);
        setCode('');
      }
    }
  };

  return (
    <Stack gap={gap}>
      <form
        noValidate
        aria-label={formLabel}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <Stack gap={gap}>
          {header}
          <VerificationCodeField
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            onComplete={submitOnComplete ? (value) => void submit(value) : undefined}
            error={codeError}
            label={fieldLabel}
            description={fieldDescription}
            disabled={disabled || submitting}
            autoFocus={autoFocus}
            acceptEmailToken={acceptEmailToken}
          />
          {belowField}
          <Button type="submit" size="md" fullWidth loading={submitting} disabled={disabled}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
      {resend ? <ResendRow {...resend} busy={submitting} /> : null}
      {footer}
    </Stack>
  );
}
