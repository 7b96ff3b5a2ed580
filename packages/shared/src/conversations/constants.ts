/**
 * Comments on an event and the team's group messages to its attendees (domain §3 Comment, §7; decision 084).
 */

/** Longest comment or reply, in characters. */
export const EVENT_COMMENT_MAX_LENGTH = 1000;
/** The most images one comment may carry. */
export const EVENT_COMMENT_MAX_MEDIAS = 4;
/** Comments a page of eventComments holds by default and at most. */
export const EVENT_COMMENTS_PAGE_SIZE = 20;
/** The reactions a comment can get: a small fixed set, each once per person and comment. */
export const COMMENT_REACTIONS = ['👍', '❤️', '😂', '🎉', '😮', '😢'] as const;
export type CommentReaction = (typeof COMMENT_REACTIONS)[number];

/** Longest group-message subject and body. */
export const EVENT_MESSAGE_SUBJECT_MAX_LENGTH = 120;
export const EVENT_MESSAGE_BODY_MAX_LENGTH = 5000;
/** Attendee states a group message may be sent to (declined people are not messaged; decision 085). */
export const EVENT_MESSAGE_STATES = ['PENDING', 'APPROVED', 'CHECKED_IN'] as const;
export type EventMessageState = (typeof EVENT_MESSAGE_STATES)[number];

/** The local-storage key of the group-message draft of one event (accounts §3; removed at sign-out). */
export const sendEventMessageKey = (eventId: string) => `sendEventMessage_${eventId}`;
