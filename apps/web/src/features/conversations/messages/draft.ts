import { EVENT_MESSAGE_STATES, type EventMessageState, sendEventMessageKey } from '@repclub/shared';

/** A group message being written: kept in local storage under sendEventMessage_<eventId> (accounts §3). */
export type MessageDraft = {
  subject: string;
  body: string;
  attendeeStates: EventMessageState[];
  eventTicketIds: string[];
};

export const DEFAULT_DRAFT: MessageDraft = {
  subject: '',
  body: '',
  attendeeStates: ['APPROVED', 'CHECKED_IN'],
  eventTicketIds: [],
};

const isState = (value: unknown): value is EventMessageState =>
  (EVENT_MESSAGE_STATES as readonly unknown[]).includes(value);

/** The stored draft of the event, or the default one (nothing stored, storage blocked or garbled). */
export function readDraft(eventId: string): MessageDraft {
  try {
    const raw = window.localStorage.getItem(sendEventMessageKey(eventId));
    if (!raw) return DEFAULT_DRAFT;
    const value = JSON.parse(raw) as Partial<MessageDraft>;
    return {
      subject: typeof value.subject === 'string' ? value.subject : '',
      body: typeof value.body === 'string' ? value.body : '',
      attendeeStates: Array.isArray(value.attendeeStates)
        ? value.attendeeStates.filter(isState)
        : DEFAULT_DRAFT.attendeeStates,
      eventTicketIds: Array.isArray(value.eventTicketIds)
        ? value.eventTicketIds.filter((id): id is string => typeof id === 'string')
        : [],
    };
  } catch {
    return DEFAULT_DRAFT;
  }
}

/** Stores the draft (removed when it holds no text). */
export function writeDraft(eventId: string, draft: MessageDraft) {
  try {
    if (!draft.subject && !draft.body) window.localStorage.removeItem(sendEventMessageKey(eventId));
    else window.localStorage.setItem(sendEventMessageKey(eventId), JSON.stringify(draft));
  } catch {
    // Storage blocked: no draft.
  }
}

export function clearDraft(eventId: string) {
  try {
    window.localStorage.removeItem(sendEventMessageKey(eventId));
  } catch {
    // Storage blocked.
  }
}
