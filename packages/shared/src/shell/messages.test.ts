import { describe, expect, it } from 'vitest';
import { DECIDED_MESSAGES, MESSAGES } from './messages';

describe('messages', () => {
  it('builds the wrong-code message', () => {
    expect(MESSAGES.tooManyFailedAttempts).toBe('Too many failed attempts. You are blocked for 30 minutes.');
  });

  it('keeps the spec wording', () => {
    expect(MESSAGES.defaultError).toBe(
      'Oops! Looks like something went wrong. Please try again or contact support.',
    );
    expect(MESSAGES.signUpSuccessTitle).toBe('Check your inbox!');
    expect(MESSAGES.signUpSuccessText).toBe(
      'A verification email was sent to your inbox. Please confirm your email to login.',
    );
    expect(MESSAGES.signUpResent).toBe('Resent! Check your inbox!');
    expect(MESSAGES.verifiedTitle).toBe("You're verified!");
    expect(MESSAGES.verifiedText).toBe('Click continue to log in.');
    expect(MESSAGES.canTryAgain).toBe('You can now try again.');
    expect(MESSAGES.logOutConfirm).toBe('Are you sure you want to log out?');
    expect(MESSAGES.verificationCodeSent).toBe('Verification code sent to your phone');
    expect(MESSAGES.verificationCodeResent).toBe('Verification code has been resent');
    expect(MESSAGES.otpResent).toBe('New OTP was resent');
    expect(MESSAGES.emailAlreadyRegistered).toBe(
      'An account already exists with this email address, please Login.',
    );
    expect(MESSAGES.deleteAccountFailure).toBe('Delete account failure!');
    expect(MESSAGES.birthdayHelp).toBe(
      'Providing your birthday helps us provide a tailored experience for your age.',
    );
    expect(MESSAGES.noDataFound).toBe('No data found');
    expect(MESSAGES.unknownCity).toBe('Unknown City');
  });

  it('uses the real ellipsis character in the PDF viewer', () => {
    expect(MESSAGES.pdfLoading).toBe('Loading PDF\u2026');
    expect(MESSAGES.pdfLoadFailed).toBe('Failed to load PDF file.');
    expect(MESSAGES.pdfNotSpecified).toBe('No PDF file specified.');
  });

  it('builds the passkey failures', () => {
    expect(MESSAGES.passkeyCreateCredentialFailed).toBe('Failed to create credential');
    expect(MESSAGES.passkeyGetCredentialFailed).toBe('Failed to get credential');
    expect(MESSAGES.passkeysNotSupported).toBe('Passkeys are not supported on this device');
  });

  it('never lets a decided message repeat a spec key', () => {
    for (const key of Object.keys(DECIDED_MESSAGES)) expect(MESSAGES).not.toHaveProperty(key);
  });
});
