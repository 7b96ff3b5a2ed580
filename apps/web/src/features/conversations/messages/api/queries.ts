import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/** The group messages feature's reads (decision 085). */
export const messageKeys = {
  all: ['event-messages'] as const,
  mine: (eventId: string, userId: string | null) => [...messageKeys.all, 'mine', eventId, userId] as const,
  sent: (eventId: string, userId: string | null) => [...messageKeys.all, 'sent', eventId, userId] as const,
  count: (eventId: string, states: readonly string[], ticketIds: readonly string[]) =>
    [...messageKeys.all, 'count', eventId, [...states].sort(), [...ticketIds].sort()] as const,
};

export const MyEventMessagesDocument = graphql(`
  query MyEventMessages($eventId: ID!) {
    myEventMessages(eventId: $eventId) {
      messageId
      subject
      body
      createdAt
      readAt
      sender {
        userId
        name
        userName
        avatarUrl
      }
    }
  }
`);

export const EventGroupMessagesDocument = graphql(`
  query EventGroupMessages($eventId: ID!) {
    eventGroupMessages(eventId: $eventId) {
      messageId
      subject
      body
      createdAt
      recipientCount
      attendeeStates
      eventTicketIds
      sender {
        userId
        name
        userName
      }
    }
  }
`);

export const EventMessageRecipientCountDocument = graphql(`
  query EventMessageRecipientCount($eventId: ID!, $attendeeStates: [String!]!, $eventTicketIds: [ID!]) {
    eventMessageRecipientCount(
      eventId: $eventId
      attendeeStates: $attendeeStates
      eventTicketIds: $eventTicketIds
    )
  }
`);

/** The group messages of the event the signed-in viewer got ("Messages from the host"). */
export function useMyEventMessages(eventId: string, enabled: boolean) {
  const userId = useViewerId();
  return useQuery({
    queryKey: messageKeys.mine(eventId, userId),
    queryFn: async () => (await execute(MyEventMessagesDocument, { eventId })).myEventMessages,
    enabled: enabled && userId !== null,
  });
}

/** What the team sent (CanMessageAttendees). */
export function useSentEventMessages(eventId: string, enabled: boolean) {
  const userId = useViewerId();
  return useQuery({
    queryKey: messageKeys.sent(eventId, userId),
    queryFn: async () => (await execute(EventGroupMessagesDocument, { eventId })).eventGroupMessages,
    enabled,
  });
}

/** How many people an audience reaches (the dialog's preview). */
export function useRecipientCount(
  eventId: string,
  states: readonly string[],
  ticketIds: readonly string[],
  enabled: boolean,
) {
  return useQuery({
    queryKey: messageKeys.count(eventId, states, ticketIds),
    queryFn: async () =>
      (
        await execute(EventMessageRecipientCountDocument, {
          eventId,
          attendeeStates: [...states],
          eventTicketIds: [...ticketIds],
        })
      ).eventMessageRecipientCount,
    enabled: enabled && states.length > 0,
    retry: false,
  });
}
