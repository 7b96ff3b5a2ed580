/**
 * Sign-in, one-time codes, blocks and timers, local storage and the password rule (accounts §3, §4.2, §5, §9).
 * Durations are in milliseconds unless the name says otherwise.
 */

export const OTP_LENGTH = 6;
export const MAX_FAILED_CODE_ATTEMPTS = 3;
export const BLOCK_DURATION_MINUTES = 30;
export const BLOCK_DURATION_MS = 1_800_000;
export const RESEND_WAIT_SECONDS = 30;
export const RESEND_WAIT_MS = 30_000;
export const TIMER_TICK_MS = 1000;

export const EMAIL_AVAILABILITY_CHECK_DELAY_MS = 1000;

export const ACCOUNT_REACTIVATION_WINDOW_DAYS = 90;
export const ACCOUNT_REACTIVATION_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

/** Local storage keys (accounts §3). The phone-code expiry key name is ours. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  authInfo: 'authInfo',
  isSignedUp: 'isSignedUp',
  impersonateMode: 'impersonateMode',
  phoneCodeExpiresAt: 'phoneCodeExpiresAt',
  featureFlagOverrides: 'featureFlagOverrides',
} as const;

/** Key prefixes removed at sign-out. */
export const SIGN_OUT_STORAGE_PREFIXES = ['sendEventMessage_', 'sendInviteMessage_'] as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Of uppercase letter, digit and special character, at least this many classes. */
export const PASSWORD_MIN_CLASSES = 2;
export const PASSWORD_SPECIAL_CHARACTERS = '@$#!%*?&._-';
