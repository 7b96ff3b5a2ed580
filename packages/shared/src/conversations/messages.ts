/**
 * Comment and group-message messages (ours: the spec gives none; decisions 084, 085).
 */
import {
  EVENT_COMMENT_MAX_LENGTH,
  EVENT_COMMENT_MAX_MEDIAS,
  EVENT_MESSAGE_BODY_MAX_LENGTH,
  EVENT_MESSAGE_SUBJECT_MAX_LENGTH,
} from './constants';

export const COMMENT_MESSAGES = {
  commentRequired: 'Please write a comment.',
  commentTooLong: `A comment can be at most ${EVENT_COMMENT_MAX_LENGTH} characters.`,
  tooManyMedias: `A comment can have at most ${EVENT_COMMENT_MAX_MEDIAS} images.`,
  mediaNotYours: 'Images must be uploaded with the comment form.',
  commentNotFound: 'Comment not found.',
  parentNotFound: 'The comment you reply to is gone.',
  replyToReply: 'Replies cannot be replied to; reply to the comment instead.',
  notAllowed: "Only the event's team and its approved attendees can comment.",
  eventNotOpen: 'Comments are closed for this event.',
  notAuthor: 'Only its author can edit a comment.',
  cannotDelete: "Only its author or the event's team can delete a comment.",
  unknownReaction: 'This reaction is not available.',
  replied: (name: string, eventName: string) => `${name} replied to your comment on ${eventName}.`,
} as const;

export const EVENT_MESSAGE_MESSAGES = {
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject can be at most ${EVENT_MESSAGE_SUBJECT_MAX_LENGTH} characters.`,
  bodyRequired: 'Please write a message.',
  bodyTooLong: `The message can be at most ${EVENT_MESSAGE_BODY_MAX_LENGTH} characters.`,
  statesRequired: 'Please choose who gets the message.',
  unknownState: 'Messages go to pending, approved or checked-in attendees.',
  ticketNotFound: 'This ticket is not available for this event.',
  invalidMessageId: 'The message id must be a UUID.',
  noRecipients: 'Nobody matches this audience.',
  forbidden: "Only the event's team with the message permission can message attendees.",
  duplicateId: 'This message id is already used.',
  eventCancelled: 'This event is cancelled.',
  received: (eventName: string, subject: string) => `${eventName}: ${subject}`,
  started: (eventName: string) => `${eventName} has started. Enjoy!`,
} as const;
