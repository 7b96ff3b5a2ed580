/** User-facing messages of the auth domain, shared by the server and the web app (docs/decisions/065). */

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
