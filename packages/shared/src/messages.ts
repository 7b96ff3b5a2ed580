/**
 * Every user-facing message of both spec documents, word for word (accounts §2, §4, §5, §8, §9;
 * domain §5, §8, §9). Parameterised messages are functions.
 *
 * Messages the spec does not give are in `DECIDED_MESSAGES`, kept apart so that nobody mistakes
 * them for spec text (docs/decisions/008-shared-validation-gaps.md).
 */
import type { AlertType, ToastType } from './enums';

export const MESSAGES = {
  // Generic -----------------------------------------------------------------------------------
  defaultError: 'Oops! Looks like something went wrong. Please try again or contact support.',
  unauthorized: 'Unauthorized',
  noDataFound: 'No data found',
  unknownCity: 'Unknown City',

  // Validation (accounts §5) ------------------------------------------------------------------
  emailRequired: 'Email is required',
  emailInvalid: 'Your email address is invalid. Please try again.',
  passwordRules:
    'Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.',
  firstNameInvalid: 'Your first name is invalid. Please try again.',
  lastNameInvalid: 'Your last name is invalid. Please try again.',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthMustEnter: 'Must enter date of birth',
  phoneNumberInvalid: 'Your phone number is invalid. Please try again.',
  genderInvalid: 'Choose valid gender',
  loginIdentifierRequired: 'Please enter your email, username, or phone number',
  passwordRequired: 'Please enter your password',
  phoneNumberRequired: 'Please enter your phone number',
  verificationCodeRequired: 'Please enter the verification code',
  verificationCodeLength: 'Verification code must be 6 digits',
  inviteEmailAlreadySelected: 'This email address is already selected.',
  inviteEmailCannotBeUsed: 'This email address cannot be used.',
  passkeysNotSupported: 'Passkeys are not supported on this device',

  // Validation (domain §5) --------------------------------------------------------------------
  mustSpecifyNumber: 'You must specify a number',
  sliceCountRequired: 'Number of slices is required',
  piePriceRequired: 'Pie price is required',

  // Sign-up and verification (accounts §4.1, §4.2) --------------------------------------------
  signUpSuccessTitle: 'Check your inbox!',
  signUpSuccessText: 'A verification email was sent to your inbox. Please confirm your email to login.',
  signUpResent: 'Resent! Check your inbox!',
  emailAlreadyRegistered: 'An account already exists with this email address, please Login.',
  verifiedTitle: "You're verified!",
  verifiedText: 'Click continue to log in.',

  // Phone codes and one-time codes (accounts §4.2, §8) ----------------------------------------
  verificationCodeSent: 'Verification code sent to your phone',
  verificationCodeResent: 'Verification code has been resent',
  otpResent: 'New OTP was resent',
  tooManyFailedAttempts: 'Too many failed attempts. You are blocked for 30 minutes.',
  canTryAgain: 'You can now try again.',

  // Account ----------------------------------------------------------------------------------
  logOutConfirm: 'Are you sure you want to log out?',
  deleteAccountFailure: 'Delete account failure!',

  // Passkeys (accounts §8) --------------------------------------------------------------------
  passkeyCreateCredentialFailed: 'Failed to create credential',
  passkeyGetCredentialFailed: 'Failed to get credential',

  // Help texts (accounts §9) ------------------------------------------------------------------
  birthdayHelp: 'Providing your birthday helps us provide a tailored experience for your age.',

  // PDF viewer (domain §9) --------------------------------------------------------------------
  pdfLoading: 'Loading PDF…',
  pdfLoadFailed: 'Failed to load PDF file.',
  pdfNotSpecified: 'No PDF file specified.',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** The default user message (accounts §8), also under its own name. */
export const DEFAULT_ERROR_MESSAGE = MESSAGES.defaultError;

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

/** Name of the DOM error thrown when clipboard copy is denied. */
export const CLIPBOARD_DENIED_ERROR_NAME = 'NotAllowedError';

/** Phone-step server errors containing these words mean the code was sent anyway (accounts §8). */
export const CODE_SENT_ERROR_HINTS = ['otp', 'verification'] as const;

export function isCodeSentError(serverMessage: string): boolean {
  const lower = serverMessage.toLowerCase();
  return CODE_SENT_ERROR_HINTS.some((hint) => lower.includes(hint));
}

/** Alert banner titles; the default alert has no title. */
export const ALERT_TITLES: Readonly<Record<AlertType, string | null>> = {
  danger: 'Oops ...',
  info: 'Info!',
  success: 'Success!',
  warning: 'Warning!',
  default: null,
};

export const TOAST_TITLES: Readonly<Record<ToastType, string>> = {
  success: 'Success!',
  error: 'Oops ...',
};

/** Headings, buttons and menu labels named by the spec (accounts §2). */
export const LABELS = {
  signUpHeading: 'Sign up',
  enterPasswordHeading: 'Enter Password',
  enterVerificationCodeHeading: 'Enter Verification Code',
  twoFactorHeading: '2FA verification',
  continue: 'Continue',
  signIn: 'Sign In',
  verifyCode: 'Verify Code',
  resend: 'Resend',
  didntGetCode: "Didn't get the code?",
  contactUs: 'Contact us',
  signUp: 'Sign Up',
  login: 'Login',
  joinNow: 'Join Now',
  goToHome: 'Go To Home',
  yes: 'Yes',
  cancel: 'Cancel',
  logOut: 'Log Out',
  myRepClubs: 'My Rep Clubs',
  createRepClubs: 'Create Rep Clubs',
  manageEvents: 'Manage Events',
  manageAttendees: 'Manage Attendees',
  create: 'Create',
  createEvent: 'Event',
  createOffer: 'Offer',
  createAchievement: 'Achievement',
  didYouKnow: 'Did You Know?',
  comingSoon: 'Coming Soon',
  pieInvites: 'Pie Invite(s)',
  impersonated: 'Impersonated',
  devMode: 'Dev Mode',
  terms: 'Terms',
  privacy: 'Privacy',
} as const;

/**
 * Messages the spec does not give: our wording, in the spec's tone. Changing one is a product
 * decision, not a spec fix.
 */
export const DECIDED_MESSAGES = {
  /** Accounts §9 describes the gender help in words only; this is the wording we chose. */
  genderHelp:
    "You can change this later on your profile. Choose 'Other' to pick another gender or to decline to answer.",
  dateOfBirthInvalid: 'Your date of birth is invalid. Please try again.',
  dateOfBirthInFuture: 'Your date of birth cannot be in the future.',
  nameInvalid: 'Your name is invalid. Please try again.',
  userNameInvalid: 'Your username is invalid. Please try again.',
  /** A username is a public handle; an address there would be public and could squat someone's e-mail. */
  userNameIsEmail: 'A username cannot be an email address.',
  bioTooLong: 'Your bio must be at most 500 characters.',
  searchKeywordRequired: 'Please enter a search keyword',
  countryInvalid: 'Please choose a valid country.',
  countryNotSupported: 'This country is not supported.',
  sliceCountInvalid: 'Number of slices must be a whole number greater than 0.',
  piePriceInvalid: 'Pie price must be 0 or more, with at most 2 decimals.',
  numericCheckRange: 'Enter a number greater than 0 and at most 1000.',
  refreshTokenRequired: 'Your session has expired. Please log in again.',
  /** GET /api/auth/validate-token without a token. */
  tokenRequired: 'A token is required.',
  otpPurposeInvalid: 'Unknown verification purpose.',
  termsVersionInvalid: 'Unknown terms version.',
  passwordResetSuccess: 'Your password has been reset. Please log in with your new password.',
  passwordsDoNotMatch: 'The passwords do not match. Please try again.',
} as const;
export type DecidedMessageKey = keyof typeof DECIDED_MESSAGES;
