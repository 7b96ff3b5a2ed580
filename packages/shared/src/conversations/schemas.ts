import { z } from 'zod';
import { isPlainText, isSingleLine, PLAIN_TEXT, SINGLE_LINE } from '../common/text';
import { isMediaUrl } from '../media/urls';
import { UUID_PATTERN } from '../common/ids';
import {
  EVENT_COMMENT_MAX_LENGTH,
  EVENT_COMMENT_MAX_MEDIAS,
  EVENT_MESSAGE_BODY_MAX_LENGTH,
  EVENT_MESSAGE_STATES,
  EVENT_MESSAGE_SUBJECT_MAX_LENGTH,
} from './constants';
import { COMMENT_MESSAGES as C, EVENT_MESSAGE_MESSAGES as G } from './messages';

/** The text of a comment or reply: trimmed, 1 to EVENT_COMMENT_MAX_LENGTH characters. */
export const commentTextSchema = z
  .string({ error: C.commentRequired })
  .trim()
  .min(1, { error: C.commentRequired })
  .max(EVENT_COMMENT_MAX_LENGTH, { error: C.commentTooLong })
  .refine(isPlainText, PLAIN_TEXT);

/** addEventComment's input (the web form validates the same). */
export const addEventCommentSchema = z.object({
  eventId: z.string().min(1),
  parentCommentId: z
    .string()
    .nullish()
    .transform((v) => v || null),
  comment: commentTextSchema,
  mediaUrls: z
    .array(z.string().max(2000).refine(isMediaUrl))
    .max(EVENT_COMMENT_MAX_MEDIAS, { error: C.tooManyMedias })
    .nullish()
    .transform((v) => v ?? []),
});
export type AddEventCommentInput = z.input<typeof addEventCommentSchema>;

/** sendEventGroupMessage's input: a client-made id (idempotency), the audience, subject and body. */
export const eventGroupMessageSchema = z.object({
  messageId: z.string().regex(UUID_PATTERN, { error: G.invalidMessageId }),
  subject: z
    .string({ error: G.subjectRequired })
    .trim()
    .min(1, { error: G.subjectRequired })
    .max(EVENT_MESSAGE_SUBJECT_MAX_LENGTH, { error: G.subjectTooLong })
    .refine(isSingleLine, SINGLE_LINE),
  body: z
    .string({ error: G.bodyRequired })
    .trim()
    .min(1, { error: G.bodyRequired })
    .max(EVENT_MESSAGE_BODY_MAX_LENGTH, { error: G.bodyTooLong })
    .refine(isPlainText, PLAIN_TEXT),
  attendeeStates: eventMessageStatesSchema(),
  eventTicketIds: z
    .array(z.string().regex(UUID_PATTERN, { error: G.ticketNotFound }))
    .max(50)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
});
export type EventGroupMessageInput = z.input<typeof eventGroupMessageSchema>;

function eventMessageStatesSchema() {
  return z
    .array(z.enum(EVENT_MESSAGE_STATES, { error: G.unknownState }), { error: G.statesRequired })
    .min(1, { error: G.statesRequired })
    .transform((v) => [...new Set(v)]);
}

/** The audience alone (the recipient count preview). */
export const eventMessageAudienceSchema = z.object({
  attendeeStates: eventMessageStatesSchema(),
  eventTicketIds: eventGroupMessageSchema.shape.eventTicketIds,
});
