/**
 * Guests (domain §3 Guest, saved guest list; §2 guest filters): the add/edit form, the search and the saved lists.
 * E-mail and phone follow accounts §5 (users/schemas.ts); both are optional for a guest.
 */
import { z } from 'zod';
import { isPlainText, isSingleLine, nameText, PLAIN_TEXT, SINGLE_LINE } from '../common/text';
import { AGE_RANGES } from '../common/enums';
import { GENDERS } from '../users/enums';
import { emailSchema, makePhoneNumberSchema } from '../users/schemas';
import { GUEST_INVITE_FILTERS } from '../events/enums';
import { GUEST_LIMITS as L } from './constants';
import { GUEST_MESSAGES as M } from './messages';

const uuid = z.uuid({ error: 'Invalid id.' });

/** An optional field: empty (or blank) means "none", anything else must pass `schema`. */
function optional<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(schema.optional())
    .nullish();
}
const optionalEmail = optional(emailSchema);
const optionalPhone = optional(makePhoneNumberSchema());

/** A label's key: lower-case words joined by hyphens ("Table number" → "table-number"). */
export function customFieldKey(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, L.customFieldKeyMax);
}

export const guestCustomFieldSchema = z
  .object({
    key: z
      .string()
      .trim()
      .max(L.customFieldKeyMax, { error: M.customFieldTooLong })
      .refine(isSingleLine, SINGLE_LINE)
      .optional(),
    label: z
      .string({ error: M.customFieldLabelRequired })
      .trim()
      .min(1, { error: M.customFieldLabelRequired, abort: true })
      .max(L.customFieldLabelMax, { error: M.customFieldTooLong })
      .refine(isSingleLine, SINGLE_LINE),
    value: z
      .string()
      .trim()
      .max(L.customFieldValueMax, { error: M.customFieldTooLong })
      .refine(isSingleLine, SINGLE_LINE),
  })
  .transform((field) => ({
    key: field.key || customFieldKey(field.label) || 'field',
    label: field.label,
    value: field.value,
  }));

export const guestQuantitySchema = z.coerce
  .number({ error: M.quantityInvalid })
  .int({ error: M.quantityInvalid })
  .min(1, { error: M.quantityInvalid })
  .max(L.quantityMax, { error: M.quantityInvalid });

/** The guest form's fields (add and edit). */
export const guestFieldsSchema = z.object({
  fullName: nameText(M.fullNameRequired, L.fullNameMax, M.fullNameTooLong),
  emailAddress: optionalEmail,
  phoneNumber: optionalPhone,
  note: z.string().trim().max(L.noteMax, { error: M.noteTooLong }).refine(isPlainText, PLAIN_TEXT).optional(),
  customFields: z
    .array(guestCustomFieldSchema)
    .max(L.customFieldsMax, { error: M.customFieldsTooMany })
    .default([]),
  /** The guest plus their plus-ones. */
  quantity: guestQuantitySchema,
  /** The ticket type the guest's tickets are taken from (the host's "guest ticket"); none for a list entry. */
  eventTicketId: optional(uuid),
  /** Optional, when the host knows them; otherwise a matching registered user's (docs/decisions/074). */
  gender: optional(z.enum(GENDERS)),
  ageRange: optional(z.enum(AGE_RANGES)),
});
export type GuestFieldsInput = z.input<typeof guestFieldsSchema>;
export type GuestFields = z.output<typeof guestFieldsSchema>;

export const addGuestInputSchema = guestFieldsSchema.extend({ eventId: uuid });
export type AddGuestInput = z.output<typeof addGuestInputSchema>;

export const updateGuestInputSchema = guestFieldsSchema.extend({ guestId: uuid });
export type UpdateGuestInput = z.output<typeof updateGuestInputSchema>;

/** Guest search (domain §7: eventId, query, first, after; the filters of §2). */
export const guestSearchSchema = z.object({
  query: z.string().trim().max(L.queryMax, { error: M.queryTooLong }).optional(),
  inviteStatus: z.enum(GUEST_INVITE_FILTERS).default('ALL'),
  gender: z.enum(GENDERS).nullish(),
  ageRange: z.enum(AGE_RANGES).nullish(),
});
export type GuestSearch = z.output<typeof guestSearchSchema>;

export const savedGuestListNameSchema = nameText(
  M.savedListNameRequired,
  L.savedListNameMax,
  M.savedListNameTooLong,
);

/** A guest of a saved list (domain §3: fullName, phoneNumber, email, plus1). */
export const savedGuestSchema = z.object({
  fullName: guestFieldsSchema.shape.fullName,
  phoneNumber: optionalPhone,
  email: optionalEmail,
  plus1: z.coerce
    .number({ error: M.quantityInvalid })
    .int({ error: M.quantityInvalid })
    .min(0, { error: M.quantityInvalid })
    .max(L.quantityMax - 1, { error: M.quantityInvalid })
    .default(0),
});
export type SavedGuest = z.output<typeof savedGuestSchema>;

/** Save as: the event's guests, or the guests given, under a name. */
export const saveGuestListInputSchema = z.object({
  eventId: uuid,
  name: savedGuestListNameSchema,
  guests: z.array(savedGuestSchema).max(L.savedListGuestsMax, { error: M.savedListTooLong }).nullish(),
});

export const guestListCapacitySchema = z
  .number({ error: M.capacityInvalid })
  .int({ error: M.capacityInvalid })
  .min(0, { error: M.capacityInvalid })
  .max(L.capacityMax, { error: M.capacityInvalid })
  .nullable();
