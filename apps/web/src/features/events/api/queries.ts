import { EVENT_SEARCH_PAGE_SIZE, RECENT_EVENTS_LIMIT } from '@repclub/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useViewerId } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { EventPageQuery, EventSearchCriteria, MyEventsWhen, SearchEventsQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { eventKeys } from '@/lib/query-keys';

/** An event as its card shows it: the summary (entities/event), featured, full, distance, and its tickets' prices. */
export const EventCardFieldsFragment = graphql(`
  fragment EventCardFields on Event {
    ...EventSummaryFields
    isFeatured
    isListFull
    distance
    tickets {
      eventTicketId
      price
      allInPrice
      currency
      isActive
    }
  }
`);

export const SearchEventsDocument = graphql(`
  query SearchEvents($criteria: EventSearchCriteria, $first: Int!, $after: String) {
    searchEvents(criteria: $criteria, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...EventCardFields
        }
      }
    }
  }
`);

export const MyEventsDocument = graphql(`
  query MyEvents($when: MyEventsWhen!, $first: Int!, $after: String) {
    myEvents(when: $when, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...EventCardFields
          viewerAttendeeState
          viewerPermissions
          viewerTickets {
            ticketId
          }
        }
      }
    }
  }
`);

export type EventCardData = SearchEventsQuery['searchEvents']['edges'][number]['node'] & {
  viewerTickets?: readonly { ticketId: string }[];
  viewerAttendeeState?: string;
  /** Non-empty when the viewer hosts the event (creator or team). */
  viewerPermissions?: readonly string[];
};

type EventPage = {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: { node: EventCardData }[];
};

const flatten = (pages: readonly EventPage[] | undefined) =>
  pages?.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [];

/** Discovery (explore, near-me, this-week, search): 10 a page, "Load more" follows the cursor. */
export function useEventSearch(criteria: EventSearchCriteria, { enabled = true } = {}) {
  const query = useInfiniteQuery({
    queryKey: eventKeys.search(criteria),
    queryFn: async ({ pageParam }) =>
      (
        await execute(SearchEventsDocument, {
          criteria,
          first: EVENT_SEARCH_PAGE_SIZE,
          after: pageParam,
        })
      ).searchEvents,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { ...query, events: flatten(query.data?.pages) };
}

/** Events the viewer attends or holds tickets for (my-events tab, /home). */
export function useMyEvents(when: MyEventsWhen, pageSize: number = EVENT_SEARCH_PAGE_SIZE) {
  const userId = useViewerId();
  const query = useInfiniteQuery({
    queryKey: eventKeys.mine(userId, when, pageSize),
    queryFn: async ({ pageParam }) =>
      (await execute(MyEventsDocument, { when, first: pageSize, after: pageParam })).myEvents,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    enabled: Boolean(userId),
  });
  return { ...query, events: flatten(query.data?.pages) };
}

export const useUpcomingEvents = () => useMyEvents('UPCOMING', RECENT_EVENTS_LIMIT);

export const EventPageDocument = graphql(`
  query EventPage($slugOrId: String!) {
    event(slugOrId: $slugOrId) {
      eventId
      slug
      eventType
      displayName
      description
      note
      terms
      ticketTermsPurchasePolicy
      faqs {
        question
        answer
      }
      avatarUrl
      startDate
      endDate
      timeZone
      status
      isPrivate
      isFeatured
      isAllInPricing
      isExpired
      isListFull
      ageLimit
      minimumRepScore
      viewerRepScore
      city
      location {
        address
        latitude
        longitude
        isOnlyVisibleToApprovedAttendees
      }
      previewOnly
      showsDetails
      goingCount
      optIns {
        privacyPolicy {
          title
          fileUrl
        }
        musicEmbed {
          url
        }
        questionRequirements
        guestList
        guestCount
        displayRepScore
        qrPass
        guestsInvitingOthers
        socialAccountRequirements
      }
      questions {
        questionId
        question
        isRequired
      }
      createdBy {
        userId
        name
        userName
        avatarUrl
      }
      tickets {
        eventTicketId
        ticketType
        price
        allInPrice
        currency
        color
        note
        isActive
        isFull
        isRequiredApproval
        isEnabledWishList
        viewerOnWishList
        isSpecialGuest
        additionalGuests
        optInShowTicketAmount
        gratuityPercentage
        pointsPrice
        pointsClubId
        balance {
          availableAmount
          limitedAmount
        }
      }
      viewerPermissions
      viewerAttendeeState
      viewerTickets {
        ticketId
        ticketType
        status
        shareState
        qrCode
        isShareable
        eventTicketId
        transactionId
        parentTicketId
        isSpecialGuest
        additionalGuests
      }
      viewerPendingBookings {
        transactionId
        status
        isWaitingListOffer
        expiresAt
        totalPrice
        currency
        quantity
        items {
          eventTicketId
          quantity
        }
      }
      viewerWaitingList {
        waitingListEntryId
        eventTicketId
        quantity
        status
      }
    }
  }
`);

export type EventDetail = EventPageQuery['event'];
export type EventTicketType = EventDetail['tickets'][number];
export type ViewerTicket = EventDetail['viewerTickets'][number];

export const eventQueryKey = eventKeys.page;

/** The event page; the key carries the viewer, so signing in in the auth modal loads the signed-in view. */
export function useEventPage(slugOrId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: eventQueryKey(slugOrId, userId),
    queryFn: async () => (await execute(EventPageDocument, { slugOrId })).event,
  });
}
