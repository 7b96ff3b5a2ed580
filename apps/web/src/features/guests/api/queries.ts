import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { GUEST_PAGE_SIZE, type GuestInviteFilter } from '@repclub/shared';
import { graphql } from '@/gql/gql';
import type { EventGuestsQuery, GuestEventQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/**
 * The guests feature's reads (mirrors the server's guests module): the event as the guest page needs it, the
 * guest list with its search and filters, and the viewer's saved guest list names.
 */
export const guestKeys = {
  all: ['guests'] as const,
  event: (slugOrId: string, userId: string | null) => [...guestKeys.all, 'event', slugOrId, userId] as const,
  lists: (eventId: string) => [...guestKeys.all, 'list', eventId] as const,
  list: (eventId: string, search: GuestSearchState) => [...guestKeys.lists(eventId), search] as const,
  savedNames: (userId: string | null) => [...guestKeys.all, 'saved-names', userId] as const,
};

export type GuestSearchState = {
  query: string;
  inviteStatus: GuestInviteFilter;
  gender: string | null;
  ageRange: string | null;
};

export const GuestEventDocument = graphql(`
  query GuestEvent($slugOrId: String!) {
    event(slugOrId: $slugOrId) {
      eventId
      slug
      displayName
      viewerPermissions
      tickets {
        eventTicketId
        ticketType
        isSpecialGuest
        balance {
          availableAmount
        }
      }
      guestCounters {
        guests
        guestTickets
        checkedInGuestTickets
        capacity
      }
    }
  }
`);

export type GuestEvent = GuestEventQuery['event'];

/** The event of the guest page, with what the viewer may do and the guest counters. */
export function useGuestEvent(slugOrId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: guestKeys.event(slugOrId, userId),
    queryFn: async () => (await execute(GuestEventDocument, { slugOrId })).event,
    retry: false,
  });
}

export const GuestFieldsFragment = graphql(`
  fragment GuestListFields on Guest {
    guestId
    fullName
    emailAddress
    phoneNumber
    note
    quantity
    checkedInQuantity
    eventTicketId
    inviteStatus
    gender
    ageRange
    recordedGender
    recordedAgeRange
    customFields {
      key
      label
      value
    }
    passLink
    tickets {
      ticketNo
      passCode
      checkedInAt
    }
  }
`);

export const EventGuestsDocument = graphql(`
  query EventGuests($eventId: ID!, $query: String, $filter: GuestFilterInput, $first: Int, $after: String) {
    searchEventGuests(eventId: $eventId, query: $query, filter: $filter, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...GuestListFields
      }
    }
  }
`);

export type GuestItem = EventGuestsQuery['searchEventGuests']['nodes'][number];

/** The event's guests by name, with the search box and the three filters; paged by cursor. */
export function useEventGuests(eventId: string | undefined, search: GuestSearchState) {
  const query = useInfiniteQuery({
    queryKey: guestKeys.list(eventId ?? '', search),
    queryFn: async ({ pageParam }) =>
      (
        await execute(EventGuestsDocument, {
          eventId: eventId ?? '',
          query: search.query.trim() || null,
          filter: {
            inviteStatus: search.inviteStatus,
            gender: search.gender,
            ageRange: search.ageRange,
          },
          first: GUEST_PAGE_SIZE,
          after: pageParam,
        })
      ).searchEventGuests,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    enabled: Boolean(eventId),
    placeholderData: keepPreviousData,
  });
  return { ...query, guests: query.data?.pages.flatMap((page) => page.nodes) ?? [] };
}

export const SavedGuestListNamesDocument = graphql(`
  query SavedGuestListNames {
    savedGuestListNames
  }
`);

/** The names of the viewer's saved guest lists, when `enabled`. */
export function useSavedGuestListNames(enabled: boolean) {
  const userId = useViewerId();
  return useQuery({
    queryKey: guestKeys.savedNames(userId),
    queryFn: async () => (await execute(SavedGuestListNamesDocument)).savedGuestListNames,
    enabled: enabled && Boolean(userId),
  });
}
