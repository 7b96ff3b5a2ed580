/**
 * Every user-facing message of both spec documents, word for word (accounts §2, §4, §5, §8, §9; domain §5, §8,
 * §9), assembled from the domains' messages.ts. Parameterised messages are functions, beside their domain's
 * messages.
 *
 * Messages the spec does not give are in `DECIDED_MESSAGES`, kept apart so that nobody mistakes them for spec
 * text (docs/decisions/008-shared-validation-gaps.md).
 */
import { AUTH_DECIDED_MESSAGES, AUTH_SPEC_MESSAGES } from '../auth/messages';
import { COMMON_DECIDED_MESSAGES, COMMON_SPEC_MESSAGES } from '../common/messages';
import { DOCUMENT_SPEC_MESSAGES } from '../documents/messages';
import { INVITE_SPEC_MESSAGES } from '../invites/messages';
import { LEGAL_DECIDED_MESSAGES } from '../legal/messages';
import { PIE_DECIDED_MESSAGES, PIE_SPEC_MESSAGES } from '../pies/messages';
import { SEARCH_DECIDED_MESSAGES } from '../search/messages';
import { USER_DECIDED_MESSAGES, USER_SPEC_MESSAGES } from '../users/messages';

export const MESSAGES = {
  ...COMMON_SPEC_MESSAGES,
  ...USER_SPEC_MESSAGES,
  ...AUTH_SPEC_MESSAGES,
  ...INVITE_SPEC_MESSAGES,
  ...PIE_SPEC_MESSAGES,
  ...DOCUMENT_SPEC_MESSAGES,
} as const;
export type MessageKey = keyof typeof MESSAGES;

/**
 * Messages the spec does not give: our wording, in the spec's tone. Changing one is a product
 * decision, not a spec fix.
 */
export const DECIDED_MESSAGES = {
  ...USER_DECIDED_MESSAGES,
  ...SEARCH_DECIDED_MESSAGES,
  ...COMMON_DECIDED_MESSAGES,
  ...PIE_DECIDED_MESSAGES,
  ...AUTH_DECIDED_MESSAGES,
  ...LEGAL_DECIDED_MESSAGES,
} as const;
export type DecidedMessageKey = keyof typeof DECIDED_MESSAGES;

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
