import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { GuestInput, SavedGuestInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { guestKeys } from './queries';

/** The guests feature's writes; each reads the guest list and the event's counters again afterwards. */

type Callbacks<T> = { onSuccess?: (data: T) => void; onError?: (error: unknown) => void };

export const AddGuestDocument = graphql(`
  mutation AddGuest($eventId: ID!, $input: GuestInput!) {
    addGuest(eventId: $eventId, input: $input) {
      ...GuestListFields
    }
  }
`);

export const UpdateGuestDocument = graphql(`
  mutation UpdateGuest($guestId: ID!, $input: GuestInput!) {
    updateGuest(guestId: $guestId, input: $input) {
      ...GuestListFields
    }
  }
`);

export const RemoveGuestDocument = graphql(`
  mutation RemoveGuest($guestId: ID!) {
    removeGuest(guestId: $guestId)
  }
`);

export const SendGuestInviteDocument = graphql(`
  mutation SendGuestInvite($guestId: ID!) {
    sendGuestInvite(guestId: $guestId) {
      guestId
      inviteStatus
    }
  }
`);

export const SaveGuestListDocument = graphql(`
  mutation SaveGuestList($eventId: ID!, $name: String!, $guests: [SavedGuestInput!]) {
    saveGuestList(eventId: $eventId, name: $name, guests: $guests) {
      name
      guests {
        fullName
      }
    }
  }
`);

export const LoadSavedGuestListDocument = graphql(`
  mutation LoadSavedGuestList($eventId: ID!, $name: String!) {
    loadSavedGuestList(eventId: $eventId, name: $name) {
      added
      skipped {
        fullName
        email
        phoneNumber
      }
    }
  }
`);

/** Reads every guest list and guest page event again (the counters change with the list). */
function useRefreshGuests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: guestKeys.all });
}

/** Adds a guest (`guestId` null) or changes one. */
export function useSaveGuestMutation(
  eventId: string,
  guestId: string | null,
  callbacks: Callbacks<unknown> = {},
) {
  const refresh = useRefreshGuests();
  return useMutation({
    mutationFn: async (input: GuestInput) =>
      guestId
        ? (await execute(UpdateGuestDocument, { guestId, input })).updateGuest
        : (await execute(AddGuestDocument, { eventId, input })).addGuest,
    onSuccess: (data) => {
      callbacks.onSuccess?.(data);
      return refresh();
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

export function useRemoveGuestMutation(callbacks: Callbacks<string> = {}) {
  const refresh = useRefreshGuests();
  return useMutation({
    mutationFn: async (guestId: string) => (await execute(RemoveGuestDocument, { guestId })).removeGuest,
    onSuccess: (data) => {
      callbacks.onSuccess?.(data);
      return refresh();
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

export function useSendGuestInviteMutation(callbacks: Callbacks<unknown> = {}) {
  const refresh = useRefreshGuests();
  return useMutation({
    mutationFn: async (guestId: string) =>
      (await execute(SendGuestInviteDocument, { guestId })).sendGuestInvite,
    onSuccess: (data) => {
      callbacks.onSuccess?.(data);
      return refresh();
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

/** Saves the event's guests (or the guests given) as a named list. */
export function useSaveGuestListMutation(eventId: string, callbacks: Callbacks<{ name: string }> = {}) {
  const refresh = useRefreshGuests();
  return useMutation({
    mutationFn: async (variables: { name: string; guests?: SavedGuestInput[] }) =>
      (
        await execute(SaveGuestListDocument, {
          eventId,
          name: variables.name,
          guests: variables.guests ?? null,
        })
      ).saveGuestList,
    onSuccess: (data) => {
      callbacks.onSuccess?.(data);
      return refresh();
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

export type LoadedGuestList = {
  added: number;
  skipped: { fullName: string; email?: string | null; phoneNumber?: string | null }[];
};

/** Adds a saved list to the event's guests; answers how many were added and who was skipped. */
export function useLoadSavedGuestListMutation(eventId: string, callbacks: Callbacks<LoadedGuestList> = {}) {
  const refresh = useRefreshGuests();
  return useMutation({
    mutationFn: async (name: string) =>
      (await execute(LoadSavedGuestListDocument, { eventId, name })).loadSavedGuestList,
    onSuccess: (data) => {
      callbacks.onSuccess?.(data);
      return refresh();
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
