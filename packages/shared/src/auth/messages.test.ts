import { describe, expect, it } from 'vitest';
import {
  invalidCodeAttempts,
  isCodeSentError,
  passkeyLoginFailed,
  passkeyRegistrationFailed,
} from './messages';

describe('messages', () => {
  it('builds the wrong-code message', () => {
    expect(invalidCodeAttempts(2)).toBe('Invalid verification code. 2 attempt(s) remaining.');
    expect(invalidCodeAttempts(1)).toBe('Invalid verification code. 1 attempt(s) remaining.');
  });

  it('builds the passkey failures', () => {
    expect(passkeyRegistrationFailed('timeout')).toBe('Passkey registration failed: timeout');
    expect(passkeyLoginFailed('cancelled')).toBe('Passkey login failed: cancelled');
  });

  it('treats phone-step errors mentioning otp or verification as code sent', () => {
    expect(isCodeSentError('OTP already sent')).toBe(true);
    expect(isCodeSentError('Verification pending')).toBe(true);
    expect(isCodeSentError('User not found')).toBe(false);
  });
});
