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
};

/**
 * The 6-digit code entry (accounts §4.2, §9: OTP_LENGTH), like the login and 2FA pages': digits only,
 * the phone's one-time-code autofill works, and the code is sent as soon as it is complete. The error
 * is announced.
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
}: VerificationCodeFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder={'0'.repeat(OTP_LENGTH).replace(/0/g, '•')}
      value={value}
      disabled={disabled}
      autoFocus={autoFocus}
      error={error}
      errorProps={{ role: 'alert' }}
      w="100%"
      styles={{ input: { letterSpacing: '0.35em', fontSize: 20, textAlign: 'center' } }}
      onChange={(event) => {
        const next = event.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
        onChange(next);
        if (next.length === OTP_LENGTH && next !== value) onComplete?.(next);
      }}
    />
  );
}
