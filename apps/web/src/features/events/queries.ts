import { EVENT_SEARCH_PAGE_SIZE, RECENT_EVENTS_LIMIT } from '@repclub/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type {
  EventPageQuery,
  EventSearchCriteria,
  MyEventsWhen,
  SearchEventsQuery,
  TicketCostItemInput,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/** The signed-in viewer's id (null for a visitor): part of the keys of viewer-dependent queries. */
export function useViewerId(): string | null {
  const session = useSession();
  return session.isSignedIn ? (session.authInfo?.userId ?? null) : null;
}

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
          eventId
          slug
          displayName
          avatarUrl
          startDate
          endDate
          timeZone
          city
          status
          isFeatured
          isListFull
          distance
          tickets {
            eventTicketId
            price
            currency
            isActive
          }
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
          eventId
          slug
          displayName
          avatarUrl
          startDate
          endDate
          timeZone
          city
          status
          isFeatured
          isListFull
          distance
          viewerAttendeeState
          viewerPermissions
          viewerTickets {
            ticketId
          }
          tickets {
            eventTicketId
            price
            currency
            isActive
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
    queryKey: ['events', 'search', criteria] as const,
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
    queryKey: ['events', 'mine', userId, when, pageSize] as const,
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
      city
      location {
        address
        latitude
        longitude
        isOnlyVisibleToApprovedAttendees
      }
      optIns {
        privacyPolicy {
          title
          fileUrl
        }
        musicEmbed {
          url
        }
        questionRequirements
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
        currency
        color
        note
        isActive
        isFull
        isRequiredApproval
        isEnabledWishList
        gratuityPercentage
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

export const eventQueryKey = (slugOrId: string, userId: string | null) =>
  ['events', 'page', slugOrId, userId] as const;

/** The event page; the key carries the viewer, so signing in in the auth modal loads the signed-in view. */
export function useEventPage(slugOrId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: eventQueryKey(slugOrId, userId),
    queryFn: async () => (await execute(EventPageDocument, { slugOrId })).event,
  });
}

export const CalculateTicketCostDocument = graphql(`
  query CalculateTicketCost($eventId: ID!, $items: [TicketCostItemInput!]!, $referralCode: String) {
    calculateTicketCost(eventId: $eventId, items: $items, referralCode: $referralCode) {
      subTotal
      serviceFee
      processingFee
      totalTaxes
      totalGratuity
      total
      isAllInPricing
    }
  }
`);

/** The cost breakdown of the basket, from the server (decision 028); nothing runs for an empty basket. */
export function useTicketCost(eventId: string, items: TicketCostItemInput[], referralCode: string) {
  return useQuery({
    queryKey: ['events', 'cost', eventId, items, referralCode] as const,
    queryFn: async () =>
      (
        await execute(CalculateTicketCostDocument, {
          eventId,
          items,
          referralCode: referralCode || null,
        })
      ).calculateTicketCost,
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const PurchaseTicketsDocument = graphql(`
  mutation PurchaseTickets($input: PurchaseTicketsInput!) {
    purchaseTickets(input: $input) {
      paymentUrl
      booking {
        transactionId
        status
      }
    }
  }
`);

export const RsvpEventDocument = graphql(`
  mutation RsvpEvent($input: RsvpInput!) {
    rsvpEvent(input: $input) {
      transactionId
      status
    }
  }
`);

export const ConfirmCheckoutDocument = graphql(`
  mutation ConfirmCheckout($transactionId: ID!) {
    confirmCheckout(transactionId: $transactionId) {
      transactionId
      status
      quantity
      tickets {
        ticketId
      }
    }
  }
`);

export const CancelCheckoutDocument = graphql(`
  mutation CancelCheckout($transactionId: ID!) {
    cancelCheckout(transactionId: $transactionId) {
      transactionId
      status
    }
  }
`);

export const JoinWaitingListDocument = graphql(`
  mutation JoinWaitingList($eventTicketId: ID!, $quantity: Int!) {
    joinWaitingList(eventTicketId: $eventTicketId, quantity: $quantity) {
      waitingListEntryId
      status
    }
  }
`);

export const LeaveWaitingListDocument = graphql(`
  mutation LeaveWaitingList($eventTicketId: ID!) {
    leaveWaitingList(eventTicketId: $eventTicketId) {
      waitingListEntryId
      status
    }
  }
`);

export const PayWaitingListOfferDocument = graphql(`
  mutation PayWaitingListOffer($transactionId: ID!) {
    payWaitingListOffer(transactionId: $transactionId) {
      paymentUrl
      booking {
        transactionId
        status
      }
    }
  }
`);

export const ShareTicketDocument = graphql(`
  mutation ShareTicket($ticketId: ID!) {
    shareTicket(ticketId: $ticketId) {
      url
      ticket {
        ticketId
        shareState
      }
    }
  }
`);

export const RefundBookingDocument = graphql(`
  mutation RefundBooking($transactionId: ID!) {
    refundBooking(transactionId: $transactionId) {
      transactionId
      status
    }
  }
`);

export const RevokeTicketShareDocument = graphql(`
  mutation RevokeTicketShare($ticketId: ID!) {
    revokeTicketShare(ticketId: $ticketId) {
      ticketId
      shareState
    }
  }
`);

export const ClaimSharedTicketDocument = graphql(`
  mutation ClaimSharedTicket($ticketId: ID!, $token: String!) {
    claimSharedTicket(ticketId: $ticketId, token: $token) {
      ticketId
      status
    }
  }
`);

export const MyReferralCodeDocument = graphql(`
  query MyReferralCode {
    myReferralCode
  }
`);

/** The viewer's referral code (made by the server on the first ask; decision 035), when `enabled`. */
export function useMyReferralCode(enabled: boolean) {
  const userId = useViewerId();
  return useQuery({
    queryKey: ['referral-code', userId] as const,
    queryFn: async () => (await execute(MyReferralCodeDocument)).myReferralCode,
    enabled: enabled && Boolean(userId),
    staleTime: Infinity,
  });
}
