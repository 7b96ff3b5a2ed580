import { z } from 'zod';
import { isPlainText, isSingleLine, nameText, PLAIN_TEXT, SINGLE_LINE } from '../common/text';
import { toE164 } from '../common/phone';
import { emailSchema } from '../users/schemas';
import {
  CONTACT_CUSTOM_FIELDS_MAX,
  CONTACT_GROUP_NAME_MAX_LENGTH,
  CONTACT_IMPORT_MAX_ROWS,
  CONTACT_NAME_MAX_LENGTH,
  EVENT_INVITE_MAX_PER_REQUEST,
  EVENT_INVITE_MAX_TICKETS,
  EVENT_INVITE_MESSAGE_MAX_LENGTH,
} from './constants';
import { EVENT_INVITE_TICKET_KINDS } from './enums';
import { CONTACTS_MESSAGES as M, EVENT_INVITE_MESSAGES as I } from './messages';

/** An optional e-mail: blank or left out is none; otherwise the shared e-mail rules (trimmed, lowercased). */
const optionalEmail = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null))
  .pipe(emailSchema.nullable());

/** An optional phone: blank is none; otherwise the shared phone rules, stored in E.164. */
const optionalPhone = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const e164 = toE164(value.trim());
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

export const contactCustomFieldSchema = z.object({
  key: z.string().trim().min(1).max(60).refine(isSingleLine, SINGLE_LINE),
  label: z.string().trim().max(60).refine(isSingleLine, SINGLE_LINE),
  value: z.string().trim().max(500).refine(isSingleLine, SINGLE_LINE),
});

/** Add or edit a contact (domain §3 Contact): a name, and an e-mail or a phone. */
export const contactInputSchema = z
  .object({
    name: nameText(M.nameRequired, CONTACT_NAME_MAX_LENGTH, M.nameTooLong),
    emailAddress: optionalEmail,
    phoneNumber: optionalPhone,
    groupId: z
      .string()
      .nullish()
      .transform((v) => v || null),
    customFields: z
      .array(contactCustomFieldSchema)
      .max(CONTACT_CUSTOM_FIELDS_MAX, { error: M.tooManyCustomFields })
      .nullish()
      .transform((v) => v ?? []),
  })
  .refine((c) => c.emailAddress !== null || c.phoneNumber !== null, {
    error: M.emailOrPhoneRequired,
    path: ['emailAddress'],
  });
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactGroupInputSchema = z.object({
  groupName: nameText(M.groupNameRequired, CONTACT_GROUP_NAME_MAX_LENGTH, M.groupNameTooLong),
});

/** One row of an import, before its own checks (each row is checked and answered on its own). */
export const contactImportRowSchema = z.object({
  name: z.string().nullish(),
  emailAddress: z.string().nullish(),
  phoneNumber: z.string().nullish(),
});
export type ContactImportRow = z.infer<typeof contactImportRowSchema>;

export const contactImportSchema = z
  .array(contactImportRowSchema)
  .min(1, { error: M.importEmpty })
  .max(CONTACT_IMPORT_MAX_ROWS, { error: M.importTooMany });

/** Splits one CSV line (double quotes, doubled quotes inside). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';') {
      fields.push(current.trim());
      current = '';
    } else current += ch;
  }
  fields.push(current.trim());
  return fields;
}

/**
 * CSV text to import rows: the first line names the columns (name, email / emailAddress, phone / phoneNumber,
 * in any order and case). Throws CONTACTS_MESSAGES.importNoHeader without a known column.
 */
export function parseContactsCsv(text: string): ContactImportRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const header = csvFields(lines[0]!).map((h) => h.toLowerCase().replace(/[\s_-]/g, ''));
  const column = (...names: string[]) => header.findIndex((h) => names.includes(h));
  const name = column('name', 'fullname');
  const email = column('email', 'emailaddress', 'e-mail');
  const phone = column('phone', 'phonenumber', 'mobile');
  if (name < 0 && email < 0 && phone < 0) throw new Error(M.importNoHeader);
  return lines.slice(1).map((line) => {
    const fields = csvFields(line);
    const at = (i: number) => (i >= 0 ? (fields[i] ?? '') : '');
    return { name: at(name), emailAddress: at(email), phoneNumber: at(phone) };
  });
}

/** The ticket an invitation gives: a ticket type of the event and how many. */
export const inviteTicketSchema = z
  .object({
    kind: z.enum(EVENT_INVITE_TICKET_KINDS),
    eventTicketId: z.string(),
    quantity: z
      .number({ error: I.ticketQuantity })
      .int({ error: I.ticketQuantity })
      .min(1, { error: I.ticketQuantity })
      .max(EVENT_INVITE_MAX_TICKETS, { error: I.ticketQuantity }),
  })
  .nullish()
  .transform((v) => v ?? null);

/** Invite contacts and/or e-mail addresses to an event (domain §7 "invite from contacts"). */
export const eventInviteInputSchema = z
  .object({
    eventId: z.string(),
    contactIds: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
    emails: z
      .array(emailSchema)
      .nullish()
      .transform((v) => v ?? []),
    ticket: inviteTicketSchema,
    message: z
      .string()
      .trim()
      .max(EVENT_INVITE_MESSAGE_MAX_LENGTH, { error: I.messageTooLong })
      .refine(isPlainText, PLAIN_TEXT)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((v) => v.contactIds.length + v.emails.length > 0, { error: I.noInvitees, path: ['emails'] })
  .refine((v) => v.contactIds.length + v.emails.length <= EVENT_INVITE_MAX_PER_REQUEST, {
    error: I.tooMany,
    path: ['emails'],
  });
export type EventInviteInput = z.input<typeof eventInviteInputSchema>;

/** Host-granted tickets (domain §7 "grant tickets"): N tickets of one type to one user, at no charge. */
export const grantTicketsInputSchema = z.object({
  eventId: z.string(),
  eventTicketId: z.string(),
  userId: z.string(),
  quantity: z
    .number({ error: I.ticketQuantity })
    .int({ error: I.ticketQuantity })
    .min(1, { error: I.ticketQuantity })
    .max(EVENT_INVITE_MAX_TICKETS, { error: I.ticketQuantity }),
});
export type GrantTicketsInput = z.input<typeof grantTicketsInputSchema>;
