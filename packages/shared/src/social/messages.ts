/** User-facing messages of the social domain, shared by the server and the web app (docs/decisions/065). */

/** Messages the spec does not give (docs/decisions/014-social-sign-in.md). */
export const SOCIAL_MESSAGES = {
  unknownProvider: 'This sign-in provider is not available.',
  unknownAction: 'Unknown sign-in action. Use login, signup or connect.',
  stateInvalid: 'This sign-in request has expired or was already used. Please try again.',
  impersonating: 'Social accounts cannot be connected while impersonating a user.',
  cancelled: (p: string) => `Sign-in with ${p} was cancelled.`,
  providerRefused: (p: string) => `${p} could not sign you in. Please try again.`,
  providerFailed: (p: string) => `We could not complete sign-in with ${p}. Please try again.`,
  linkedToAnother: (p: string) => `This ${p} account is already connected to another RepClub account.`,
  emailInUse: (p: string) =>
    `An account with this email address already exists. Please log in with your password, then connect ${p} from your profile.`,
} as const;
