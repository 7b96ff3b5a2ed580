/**
 * The user's own fields (accounts §3, §5): email, names, username, bio, date of birth, gender and phone number,
 * and the profile update. Sign-up (auth) and the invite dialog (invites) build on these.
 */
import { z } from 'zod';
import { isPlainText, isSingleLine, nameText, PLAIN_TEXT, SINGLE_LINE } from '../common/text';
import { isValidPhoneInput, toE164 } from '../common/phone';
import { BIO_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './constants';
import { GENDERS, SIGN_UP_GENDERS } from './enums';
import { USER_DECIDED_MESSAGES, USER_SPEC_MESSAGES } from './messages';

/** Email (accounts §5): required, trimmed, lowercased, valid format. */
export const emailSchema = z
  .string({ error: USER_SPEC_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: USER_SPEC_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: USER_SPEC_MESSAGES.emailInvalid, abort: true })
  .pipe(z.email({ error: USER_SPEC_MESSAGES.emailInvalid }));

/** Required, trimmed text of at most `max` characters; one message for every failure. */
function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: message })
    .refine(isSingleLine, SINGLE_LINE);
}

/** Names: normalised, on one line, with something visible (common/text.ts). */
export const firstNameSchema = nameText(USER_SPEC_MESSAGES.firstNameInvalid, NAME_MAX_LENGTH);
export const lastNameSchema = nameText(USER_SPEC_MESSAGES.lastNameInvalid, NAME_MAX_LENGTH);

/** Full display name (profile `name`). */
export const displayNameSchema = nameText(USER_DECIDED_MESSAGES.nameInvalid, NAME_MAX_LENGTH);

/**
 * Profile `userName`: a public handle, never an e-mail address (docs/decisions/040): non-blank, no spaces and
 * no '@' (a username with '@' would be public, and could take an address its owner has not signed up with yet).
 */
export const userNameSchema = requiredText(USER_DECIDED_MESSAGES.userNameInvalid, USER_NAME_MAX_LENGTH)
  .refine((value) => !/\s/.test(value), { error: USER_DECIDED_MESSAGES.userNameInvalid, abort: true })
  .refine((value) => !value.includes('@'), { error: USER_DECIDED_MESSAGES.userNameIsEmail });

/** Profile bio: optional free text, trimmed. */
export const bioSchema = z
  .string()
  .trim()
  .max(BIO_MAX_LENGTH, { error: USER_DECIDED_MESSAGES.bioTooLong })
  .refine(isPlainText, PLAIN_TEXT);

/** Earliest accepted date of birth (ours; the spec gives none). */
export const DATE_OF_BIRTH_MIN = '1900-01-01';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a yyyy-MM-dd string naming a real calendar day ('2023-02-29' is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date of `date` in the runtime's time zone, as yyyy-MM-dd. */
export function toLocalIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Date of birth (accounts §3, §5): required, sent as yyyy-MM-dd, a real calendar date, not in the
 * future. "Today" is the calendar date of `now()` in the runtime's time zone, and today is
 * accepted. `now` is injectable so tests and the server's clock decide what today is.
 */
export function makeDateOfBirthSchema(now: () => Date = () => new Date()) {
  return z
    .string({ error: USER_SPEC_MESSAGES.dateOfBirthRequired })
    .trim()
    .min(1, { error: USER_SPEC_MESSAGES.dateOfBirthRequired, abort: true })
    .refine((value) => isCalendarDate(value) && value >= DATE_OF_BIRTH_MIN, {
      error: USER_DECIDED_MESSAGES.dateOfBirthInvalid,
      abort: true,
    })
    .refine((value) => value <= toLocalIsoDate(now()), { error: USER_DECIDED_MESSAGES.dateOfBirthInFuture });
}

export const dateOfBirthSchema = makeDateOfBirthSchema();

/** Sign-up gender: Male, Female or Other ('Choose valid gender'). */
export const signUpGenderSchema = z.enum(SIGN_UP_GENDERS, { error: USER_SPEC_MESSAGES.genderInvalid });

/** Profile gender: Female, Male, Other or Not Disclosed. */
export const profileGenderSchema = z.enum(GENDERS, { error: USER_SPEC_MESSAGES.genderInvalid });

/**
 * Phone number (accounts §5): required; spaces, dashes, brackets (and dots) stripped; then an optional
 * '+' and 7 to 15 digits that libphonenumber-js accepts for default country US. The output is
 * E.164 ('+12135550123').
 */
export function makePhoneNumberSchema(requiredMessage: string = USER_SPEC_MESSAGES.phoneNumberInvalid) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine((value) => isValidPhoneInput(value), { error: USER_SPEC_MESSAGES.phoneNumberInvalid })
    .transform((value) => toE164(value) ?? value);
}

/** Sign-up and profile phone number: an empty value gets the invalid message too. */
export const phoneNumberSchema = makePhoneNumberSchema();

/**
 * Profile update (the profile page sends only the fields it edits; every field is optional).
 * Same rules as sign-up where the field exists there; gender may be any of the four profile options.
 */
export const profileUpdateSchema = z.object({
  name: displayNameSchema.optional(),
  userName: userNameSchema.optional(),
  bio: bioSchema.optional(),
  gender: profileGenderSchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
  phoneNumber: phoneNumberSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdatePayload = z.output<typeof profileUpdateSchema>;
