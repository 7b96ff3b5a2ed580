import { TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@repclub/shared';

type VerificationCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called when the sixth digit is typed or pasted. */
  onComplete?: (value: string) => void;
  error?: string | undefined;
  label?: string;
  description?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Also takes the long token of an emailed link (accounts §4.2, /auth/mfa): any characters, no cap. */
  acceptEmailToken?: boolean;
};

/**
 * The 6-digit code field of CodeEntryForm (accounts §4.2, §9: OTP_LENGTH): digits only, the phone's
 * one-time-code autofill works, and `onComplete` hears of the sixth digit. The error is announced.
 */
export function VerificationCodeField({
  value,
  onChange,
  onComplete,
  error,
  label = 'Verification code',
  description,
  disabled,
  autoFocus,
  acceptEmailToken = false,
}: VerificationCodeFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={acceptEmailToken ? undefined : OTP_LENGTH}
      placeholder={'0'.repeat(OTP_LENGTH).replace(/0/g, '•')}
      value={value}
      disabled={disabled}
      autoFocus={autoFocus}
      error={error}
      errorProps={{ role: 'alert' }}
      w="100%"
      styles={{ input: { letterSpacing: '0.35em', fontSize: 20, textAlign: 'center' } }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const next = acceptEmailToken ? typed.trim() : typed.replace(/\D/g, '').slice(0, OTP_LENGTH);
        onChange(next);
        if (/^\d+$/.test(next) && next.length === OTP_LENGTH && next !== value) onComplete?.(next);
      }}
    />
  );
}
