/** Auth messages shown by the web and answered by the server. */

/** Spec text (word for word); part of MESSAGES. */
export const AUTH_SPEC_MESSAGES = {
  passwordRules:
    'Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.',
  loginIdentifierRequired: 'Please enter your email, username, or phone number',
  passwordRequired: 'Please enter your password',
  phoneNumberRequired: 'Please enter your phone number',
  verificationCodeRequired: 'Please enter the verification code',
  verificationCodeLength: 'Verification code must be 6 digits',
  passkeysNotSupported: 'Passkeys are not supported on this device',
  signUpSuccessTitle: 'Check your inbox!',
  signUpSuccessText: 'A verification email was sent to your inbox. Please confirm your email to login.',
  signUpResent: 'Resent! Check your inbox!',
  emailAlreadyRegistered: 'An account already exists with this email address, please Login.',
  verifiedTitle: "You're verified!",
  verifiedText: 'Click continue to log in.',
  verificationCodeSent: 'Verification code sent to your phone',
  verificationCodeResent: 'Verification code has been resent',
  otpResent: 'New OTP was resent',
  tooManyFailedAttempts: 'Too many failed attempts. You are blocked for 30 minutes.',
  canTryAgain: 'You can now try again.',
  logOutConfirm: 'Are you sure you want to log out?',
  deleteAccountFailure: 'Delete account failure!',
  passkeyCreateCredentialFailed: 'Failed to create credential',
  passkeyGetCredentialFailed: 'Failed to get credential',
} as const;

/** Messages the spec does not give: our wording (docs/decisions/008-shared-validation-gaps.md); part of DECIDED_MESSAGES. */
export const AUTH_DECIDED_MESSAGES = {
  refreshTokenRequired: 'Your session has expired. Please log in again.',
  otpPurposeInvalid: 'Unknown verification purpose.',
  passwordResetSuccess: 'Your password has been reset. Please log in with your new password.',
  passwordsDoNotMatch: 'The passwords do not match. Please try again.',
} as const;

/** 'Invalid verification code. {n} attempt(s) remaining.' */
export function invalidCodeAttempts(remaining: number): string {
  return `Invalid verification code. ${remaining} attempt(s) remaining.`;
}

/** 'Passkey registration failed: ...' with the reason. */
export function passkeyRegistrationFailed(reason: string): string {
  return `Passkey registration failed: ${reason}`;
}

/** 'Passkey login failed: ...' with the reason. */
export function passkeyLoginFailed(reason: string): string {
  return `Passkey login failed: ${reason}`;
}

/** Phone-step server errors containing these words mean the code was sent anyway (accounts §8). */
export const CODE_SENT_ERROR_HINTS = ['otp', 'verification'] as const;

export function isCodeSentError(serverMessage: string): boolean {
  const lower = serverMessage.toLowerCase();
  return CODE_SENT_ERROR_HINTS.some((hint) => lower.includes(hint));
}
