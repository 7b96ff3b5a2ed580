/** Users messages shown by the web and answered by the server. */

/** Spec text (word for word); part of MESSAGES. */
export const USER_SPEC_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Your email address is invalid. Please try again.',
  firstNameInvalid: 'Your first name is invalid. Please try again.',
  lastNameInvalid: 'Your last name is invalid. Please try again.',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthMustEnter: 'Must enter date of birth',
  phoneNumberInvalid: 'Your phone number is invalid. Please try again.',
  genderInvalid: 'Choose valid gender',
  birthdayHelp: 'Providing your birthday helps us provide a tailored experience for your age.',
} as const;

/** Messages the spec does not give: our wording (docs/decisions/008-shared-validation-gaps.md); part of DECIDED_MESSAGES. */
export const USER_DECIDED_MESSAGES = {
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
} as const;

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
