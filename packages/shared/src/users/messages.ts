/** User-facing messages of the users domain, shared by the server and the web app (docs/decisions/065). */

/** The most users one search page may ask for. */
export const USER_SEARCH_MAX_LIMIT = 50;

/** Messages the spec does not give (docs/decisions/015-users-and-notifications-api.md). */
export const USERS_MESSAGES = {
  userNotFound: 'User not found.',
  searchOffsetInvalid: 'offset must be a whole number of 0 or more.',
  searchLimitInvalid: `limit must be a whole number between 1 and ${USER_SEARCH_MAX_LIMIT}.`,
  userNameTaken: 'This username is already taken. Please choose another one.',
  emailAlreadySet: 'Your account already has an email address; it cannot be changed here.',
} as const;
