import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { EventInput, EventQuestionInput, EventTicketInput, RecurrenceInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { eventKeys } from '@/lib/query-keys';

/**
 * The host's writes (issue 6, docs/decisions/032). The editor page refreshes its event itself (`onChanged`);
 * these hooks invalidate what else a change touches. Toasts and navigation stay with the pages, passed in as
 * `onSuccess` / `onError`.
 */

export const CreateEventDocument = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      eventId
      slug
    }
  }
`);

export const UpdateEventDocument = graphql(`
  mutation UpdateEvent($eventId: ID!, $input: EventInput!) {
    updateEvent(eventId: $eventId, input: $input) {
      eventId
      slug
    }
  }
`);

export const PublishEventDocument = graphql(`
  mutation PublishEvent($eventId: ID!) {
    publishEvent(eventId: $eventId) {
      eventId
      status
    }
  }
`);

export const UnpublishEventDocument = graphql(`
  mutation UnpublishEvent($eventId: ID!) {
    unpublishEvent(eventId: $eventId) {
      eventId
      status
    }
  }
`);

export const CancelEventDocument = graphql(`
  mutation CancelEvent($eventId: ID!) {
    cancelEvent(eventId: $eventId) {
      eventId
      status
    }
  }
`);

export const DeleteEventDocument = graphql(`
  mutation DeleteEvent($eventId: ID!) {
    deleteEvent(eventId: $eventId)
  }
`);

export const DuplicateEventDocument = graphql(`
  mutation DuplicateEvent($eventId: ID!) {
    duplicateEvent(eventId: $eventId) {
      eventId
      slug
    }
  }
`);

export const CreateRecurringEventsDocument = graphql(`
  mutation CreateRecurringEvents($eventId: ID!, $recurrence: RecurrenceInput!) {
    createRecurringEvents(eventId: $eventId, recurrence: $recurrence) {
      eventId
      slug
      startDate
    }
  }
`);

export const UpsertEventTicketDocument = graphql(`
  mutation UpsertEventTicket($eventId: ID!, $eventTicketId: ID, $input: EventTicketInput!) {
    upsertEventTicket(eventId: $eventId, eventTicketId: $eventTicketId, input: $input) {
      eventTicketId
      ticketType
      price
      currency
      repPoints
      color
      isActive
      isFull
      isPrivate
      isSpecialGuest
      isEnabledWishList
      additionalGuests
      optInShowTicketAmount
      visibleStartAt
      visibleEndAt
      gratuityPercentage
      isRequiredApproval
      note
      balance {
        limitedAmount
        availableAmount
        releasedAmount
        lockedAmount
      }
    }
  }
`);

export const DeleteEventTicketDocument = graphql(`
  mutation DeleteEventTicket($eventTicketId: ID!) {
    deleteEventTicket(eventTicketId: $eventTicketId)
  }
`);

export const SetEventQuestionsDocument = graphql(`
  mutation SetEventQuestions($eventId: ID!, $questions: [EventQuestionInput!]!) {
    setEventQuestions(eventId: $eventId, questions: $questions) {
      eventId
      questions {
        questionId
        question
        isRequired
      }
    }
  }
`);

/** What a page does after a write, beside the cache work the hook does itself. */
type Callbacks<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error) => void;
};

/** Reads every event query again (the editor's tabs call it after their own saves). */
export function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
  };
}

/**
 * Creates (no `eventId`) or updates an event from the editor's form values; every event query is read again
 * before the caller's `onSuccess` runs.
 */
export function useSaveEventMutation<TValues>(
  eventId: string | undefined,
  toInput: (values: TValues) => EventInput,
  { onSuccess, onError }: Callbacks<{ eventId: string; slug: string }, TValues> = {},
) {
  const refresh = useInvalidateEvents();
  return useMutation({
    mutationFn: async (values: TValues) => {
      const input = toInput(values);
      if (eventId) return (await execute(UpdateEventDocument, { eventId, input })).updateEvent;
      return (await execute(CreateEventDocument, { input })).createEvent;
    },
    onSuccess: async (saved, values) => {
      await refresh();
      await onSuccess?.(saved, values);
    },
    onError,
  });
}

export type EventAction = 'publish' | 'unpublish' | 'duplicate' | 'cancel' | 'delete';

/** Publish, unpublish, cancel, duplicate (answers the copy's id) or delete an event. */
export function useEventActionMutation(
  eventId: string,
  { onSuccess, onError }: Callbacks<{ action: EventAction; duplicateId?: string }, EventAction> = {},
) {
  return useMutation({
    mutationFn: async (action: EventAction): Promise<{ action: EventAction; duplicateId?: string }> => {
      switch (action) {
        case 'publish':
          await execute(PublishEventDocument, { eventId });
          break;
        case 'unpublish':
          await execute(UnpublishEventDocument, { eventId });
          break;
        case 'cancel':
          await execute(CancelEventDocument, { eventId });
          break;
        case 'duplicate': {
          const data = await execute(DuplicateEventDocument, { eventId });
          return { action, duplicateId: data.duplicateEvent.eventId };
        }
        case 'delete':
          await execute(DeleteEventDocument, { eventId });
          break;
      }
      return { action };
    },
    onSuccess: (result, action) => onSuccess?.(result, action),
    onError,
  });
}

/** Copies an event on a schedule; answers the copies. */
export function useCreateRecurringEventsMutation(
  eventId: string,
  {
    onSuccess,
    onError,
  }: Callbacks<{ createRecurringEvents: readonly { eventId: string }[] }, RecurrenceInput> = {},
) {
  return useMutation({
    mutationFn: (recurrence: RecurrenceInput) =>
      execute(CreateRecurringEventsDocument, { eventId, recurrence }),
    onSuccess: (data, recurrence) => onSuccess?.(data, recurrence),
    onError,
  });
}

/** Adds (no `eventTicketId`) or changes a ticket type from the ticket form's values. */
export function useUpsertEventTicketMutation<TValues>(
  eventId: string,
  eventTicketId: string | null,
  toInput: (values: TValues) => EventTicketInput,
  { onSuccess, onError }: Callbacks<unknown, TValues> = {},
) {
  return useMutation({
    mutationFn: (values: TValues) =>
      execute(UpsertEventTicketDocument, { eventId, eventTicketId, input: toInput(values) }),
    onSuccess: (data, values) => onSuccess?.(data, values),
    onError,
  });
}

export const SetTicketTypesDisplayDocument = graphql(`
  mutation SetTicketTypesDisplay($eventId: ID!, $order: [ID!]!) {
    setTicketTypesDisplay(eventId: $eventId, order: $order) {
      eventTicketId
    }
  }
`);

/** "Display tickets" (decision 088): the order the event page lists the ticket types in. */
export function useSetTicketTypesDisplayMutation(
  eventId: string,
  { onSuccess, onError }: Callbacks<unknown, string[]> = {},
) {
  return useMutation({
    mutationFn: (order: string[]) => execute(SetTicketTypesDisplayDocument, { eventId, order }),
    onSuccess: (data, order) => onSuccess?.(data, order),
    onError,
  });
}

/** Deletes a ticket type; after the caller's `onSuccess`, the host's event lists are read again. */
export function useDeleteEventTicketMutation({ onSuccess, onError }: Callbacks<unknown, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventTicketId: string) => execute(DeleteEventTicketDocument, { eventTicketId }),
    onSuccess: async (data, eventTicketId) => {
      await onSuccess?.(data, eventTicketId);
      await queryClient.invalidateQueries({ queryKey: eventKeys.createdAll() });
    },
    onError,
  });
}

/** Replaces the event's registration questions. */
export function useSetEventQuestionsMutation(
  eventId: string,
  { onSuccess, onError }: Callbacks<unknown, EventQuestionInput[]> = {},
) {
  return useMutation({
    mutationFn: (questions: EventQuestionInput[]) =>
      execute(SetEventQuestionsDocument, { eventId, questions }),
    onSuccess: (data, questions) => onSuccess?.(data, questions),
    onError,
  });
}
