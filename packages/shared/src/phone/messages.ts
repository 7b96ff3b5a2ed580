import { CODE_MESSAGES } from '../auth/messages';

/** User-facing messages of the phone domain, shared by the server and the web app (docs/decisions/065). */

/**
 * Messages the spec does not give (docs/decisions/011-phone-sign-in.md). The resend wait mentions the
 * "verification" code on purpose: the client then opens code entry (accounts §8), which is right, as a
 * valid code was sent moments ago. The send failure must not mention it, so the client shows the error.
 */
export const PHONE_MESSAGES = {
  resendTooSoon: (seconds: number) =>
    `A verification code was sent recently. Please wait ${seconds} seconds before requesting another one.`,
  noCode: 'There is no active code for this phone number. Please request a new one.',
  expired: CODE_MESSAGES.expired,
  sendFailed:
    'We could not send a text message to this phone number. Please check the number and try again later.',
  unverifiedAccount:
    'This phone number has not been confirmed on its account yet. Please sign in with your email and password, then verify your phone number.',
  noPhoneNumber: 'Please add a phone number to your profile first.',
  alreadyVerified: 'Your phone number is already verified.',
} as const;

/** Messages the spec does not give (docs/decisions/023-phone-number-change.md). */
export const PHONE_CHANGE_MESSAGES = {
  sameNumber: 'This is already your phone number.',
  taken: 'This phone number is used by another account. Please enter a different number.',
  /** updateProfile, for a user whose number is verified. */
  verifiedNumberLocked:
    'Your phone number is verified. To change it, confirm the new number with a code texted to it.',
} as const;
