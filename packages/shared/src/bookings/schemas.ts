import { z } from 'zod';
import { isPlainText, PLAIN_TEXT } from '../common/text';
import { UUID_PATTERN } from '../common/ids';
import {
  ATTENDEE_LIST_STATES,
  ATTENDEE_NOTE_MAX_LENGTH,
  ATTENDEE_SEARCH_MAX_LENGTH,
  BOOKING_ANSWER_MAX_LENGTH,
  MAX_PER_ORDER,
  MAX_PER_TICKET_TYPE,
} from './constants';
import { BOOKING_MESSAGES as M } from './messages';
import { ATTENDEE_ROLES } from '../events/enums';

/**
 * Bookings inputs (checkout, RSVP, the waiting list, the attendee list; docs/decisions/031, 064). One schema per
 * input: the server parses the GraphQL input with it at the edge, then checks what needs the database (the
 * event on sale, the ticket types, stock, the gift's account). Optional fields accept null or leave-out
 * (GraphQL inputs send null).
 */

const GIFT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isQuantity = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_PER_TICKET_TYPE;

/** A basket: at least one line, 1 to MAX_PER_TICKET_TYPE of each type, at most MAX_PER_ORDER in all. */
export const ticketQuantitiesSchema = z
  .array(z.object({ eventTicketId: z.string(), quantity: z.number() }))
  .min(1, { error: M.noItems })
  .superRefine((items, ctx) => {
    const merged = new Map<string, number>();
    for (const item of items) {
      if (!isQuantity(item.quantity)) {
        ctx.addIssue({ code: 'custom', message: M.quantity });
        return;
      }
      merged.set(item.eventTicketId, (merged.get(item.eventTicketId) ?? 0) + item.quantity);
    }
    if ([...merged.values()].some((quantity) => quantity > MAX_PER_TICKET_TYPE)) {
      ctx.addIssue({ code: 'custom', message: M.quantity });
      return;
    }
    const total = [...merged.values()].reduce((n, quantity) => n + quantity, 0);
    if (total > MAX_PER_ORDER) ctx.addIssue({ code: 'custom', message: M.tooMany(MAX_PER_ORDER) });
  });

/** Answers to the host's questions, trimmed; whether a required one is answered needs the event. */
export const questionAnswersSchema = z
  .array(
    z.object({
      questionId: z.string(),
      answer: z
        .string()
        .trim()
        .max(BOOKING_ANSWER_MAX_LENGTH, { error: M.answerTooLong })
        .refine(isPlainText, PLAIN_TEXT),
    }),
  )
  .nullish()
  .transform((answers) => answers ?? null);

/** A gift's recipient email, trimmed and lower-cased; blank or left out is no gift. */
export const giftRecipientEmailSchema = z
  .string()
  .nullish()
  .transform((email, ctx) => {
    if (!email) return null;
    const address = email.trim().toLowerCase();
    if (!GIFT_EMAIL_PATTERN.test(address)) {
      ctx.addIssue({ code: 'custom', message: M.giftEmailInvalid });
      return z.NEVER;
    }
    return address;
  });

const referralCodeSchema = z
  .string()
  .nullish()
  .transform((code) => code ?? null);
const acceptWaiverSchema = z
  .boolean()
  .nullish()
  .transform((accepted) => accepted ?? false);

/**
 * The buyer's gratuity, in whole percent: it replaces the host's preset on every ticket type that asks for one
 * (docs/decisions/115). Left out (null), the presets apply.
 */
export const gratuityChoiceSchema = z
  .number({ error: M.gratuityInvalid })
  .int({ error: M.gratuityInvalid })
  .min(0, { error: M.gratuityInvalid })
  .max(100, { error: M.gratuityInvalid })
  .nullish()
  .transform((v) => v ?? null);

/** purchaseTickets: a checkout of a basket, for the buyer or as a gift. */
export const purchaseTicketsInputSchema = z.object({
  eventId: z.string(),
  items: ticketQuantitiesSchema,
  gratuityPercentage: gratuityChoiceSchema,
  referralCode: referralCodeSchema,
  answers: questionAnswersSchema,
  acceptWaiver: acceptWaiverSchema,
  giftRecipientEmail: giftRecipientEmailSchema,
  /** Pay with the points of the tickets' rep club (their pointsPrice) instead of money (docs/decisions/101). */
  payWithPoints: z
    .boolean()
    .nullish()
    .transform((v) => v === true),
});
export type PurchaseTicketsInput = z.output<typeof purchaseTicketsInputSchema>;

/** rsvpEvent: one free ticket, of the given type or the event's first free one. */
export const rsvpInputSchema = z.object({
  eventId: z.string(),
  eventTicketId: z
    .string()
    .nullish()
    .transform((id) => id || null),
  answers: questionAnswersSchema,
  acceptWaiver: acceptWaiverSchema,
  referralCode: referralCodeSchema,
});
export type RsvpInput = z.output<typeof rsvpInputSchema>;

/** joinWaitingList: a place in line for a sold-out ticket type. */
export const joinWaitingListInputSchema = z.object({
  eventTicketId: z.string(),
  quantity: z.number().refine(isQuantity, { error: M.quantity }),
});
export type JoinWaitingListInput = z.output<typeof joinWaitingListInputSchema>;

/** eventAttendees' `state` filter: one of the attendee states, or none. */
export const attendeeStateFilterSchema = z
  .enum(ATTENDEE_LIST_STATES, { error: M.attendeeStateInvalid })
  .nullish()
  .transform((state) => state ?? null);

/**
 * The host's attendee list filters (domain §2, §7 "Attendees of an event: slugOrId, after, first, filter"):
 * state, attendee role (ATTENDEE: no team role), ticket type held, who referred them ("me" or a user id), and a
 * search of name or username. Empty strings are no filter.
 */
export const eventAttendeesFilterSchema = z
  .object({
    state: z.enum(ATTENDEE_LIST_STATES, { error: M.attendeeStateInvalid }).nullish(),
    attendeeRole: z.enum(ATTENDEE_ROLES, { error: M.attendeeRoleInvalid }).nullish(),
    eventTicketId: z.string().nullish(),
    referredBy: z
      .string()
      .trim()
      .refine((value) => value === '' || value === 'me' || UUID_PATTERN.test(value), {
        error: M.referredByInvalid,
      })
      .nullish(),
    search: z.string().trim().max(ATTENDEE_SEARCH_MAX_LENGTH, { error: M.searchTooLong }).nullish(),
  })
  .nullish()
  .transform((filter) => ({
    state: filter?.state ?? null,
    attendeeRole: filter?.attendeeRole ?? null,
    eventTicketId: filter?.eventTicketId?.trim() || null,
    referredBy: filter?.referredBy || null,
    search: filter?.search || null,
  }));
export type EventAttendeesFilterInput = z.input<typeof eventAttendeesFilterSchema>;
export type EventAttendeesFilter = z.output<typeof eventAttendeesFilterSchema>;

/** setAttendeeNote: the team's note on an attendee; empty clears it. */
export const attendeeNoteSchema = z
  .string()
  .trim()
  .max(ATTENDEE_NOTE_MAX_LENGTH, { error: M.noteTooLong })
  .refine(isPlainText, PLAIN_TEXT)
  .transform((note) => note || null);
