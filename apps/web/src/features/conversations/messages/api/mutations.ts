import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { EventGroupMessageInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { messageKeys } from './queries';

export const SendEventGroupMessageDocument = graphql(`
  mutation SendEventGroupMessage($eventId: ID!, $input: EventGroupMessageInput!) {
    sendEventGroupMessage(eventId: $eventId, input: $input) {
      messageId
      recipientCount
    }
  }
`);

export const MarkEventMessagesReadDocument = graphql(`
  mutation MarkEventMessagesRead($eventId: ID!) {
    markEventMessagesRead(eventId: $eventId)
  }
`);

export function useSendGroupMessageMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EventGroupMessageInput) =>
      (await execute(SendEventGroupMessageDocument, { eventId, input })).sendEventGroupMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useMarkMessagesReadMutation(eventId: string) {
  return useMutation({
    mutationFn: async () => (await execute(MarkEventMessagesReadDocument, { eventId })).markEventMessagesRead,
  });
}
