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
  /** GET /api/auth/validate-token without a token. */
  tokenRequired: 'A token is required.',
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

export const CODE_MESSAGES = {
  expired: 'The verification code has expired. Please request a new one.',
  spent: 'Too many failed attempts. Please request a new code.',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  tokenInvalid: 'This link is invalid or has expired.',
} as const;

/** Messages the spec does not give (docs/decisions/010-auth-tokens-and-limits.md). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Incorrect email, username or password.',
  phoneTaken: 'An account already exists with this phone number, please Login.',
  noEmailForCode:
    'This account has no email address to send a sign-in code to. Please sign in with your phone number.',
  notPending: 'This session does not need a verification code.',
  emailAlreadyVerified: 'This email address is already verified. Please Login.',
  unknownEmail: 'There is no account with this email address.',
} as const;
