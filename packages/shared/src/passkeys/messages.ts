/** User-facing messages of the passkeys domain, shared by the server and the web app (docs/decisions/065). */

/**
 * Messages the spec does not give (docs/decisions/013-passkeys.md). The web client shows the
 * registration and login ones after 'Passkey registration failed: ' / 'Passkey login failed: '.
 */
export const PASSKEY_MESSAGES = {
  challengeInvalid: 'This passkey request is not valid. Please start again.',
  challengeExpired: 'This passkey request has expired. Please start again.',
  challengeUsed: 'This passkey request has already been used. Please start again.',
  responseInvalid: 'The passkey response is missing or malformed.',
  notVerified: 'The passkey could not be verified.',
  alreadyRegistered: 'This passkey is already registered.',
  unknownCredential: 'This passkey is not registered. Please sign in another way.',
  counterNotIncreased: 'This passkey may have been copied: its use counter did not increase.',
  nameInvalid: 'A passkey name must have 1 to 64 characters.',
  notFound: 'Passkey not found.',
  impersonating: 'Passkeys cannot be added while impersonating a user.',
} as const;
