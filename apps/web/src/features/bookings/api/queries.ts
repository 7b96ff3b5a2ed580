import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import {
  EditorEventDocument,
  type EventPageQuery,
  type PendingAttendeesQuery,
  type TicketCostItemInput,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { eventKeys } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session';

/**
 * The bookings' own keys. The event's keys (the page, the editor, the cost, the pending attendees) are
 * `eventKeys` in lib/query-keys.ts, shared with the events feature.
 */
export const bookingKeys = {
  referralCode: (userId: string | null) => ['referral-code', userId] as const,
};

/**
 * The bookings side of an event (mirrors the server's bookings module): the cost and the checkout, RSVP, the
 * waiting list, ticket sharing, refunds, referral codes, and the host's approval of attendees.
 */

/** The event page's event, as the checkout and the viewer's tickets read it (the events feature loads it). */
export type EventDetail = EventPageQuery['event'];
export type EventTicketType = EventDetail['tickets'][number];
export type ViewerTicket = EventDetail['viewerTickets'][number];

/**
 * The event as its team sees it, for the approval screens: the events feature's editor query (same document
 * and key, so the cache is shared), read here through the generated document since features import no
 * other feature.
 */
/** Pending attendees per page (the host's events page size). */
const APPROVALS_PAGE_SIZE = 20;

export function useApprovalEvent(slugOrId: string | undefined) {
  const userId = useViewerId();
  return useQuery({
    queryKey: eventKeys.editor(slugOrId ?? '', userId),
    queryFn: async () => (await execute(EditorEventDocument, { slugOrId: slugOrId ?? '' })).event,
    enabled: Boolean(slugOrId),
    retry: false,
  });
}

export const CalculateTicketCostDocument = graphql(`
  query CalculateTicketCost(
    $eventId: ID!
    $items: [TicketCostItemInput!]!
    $referralCode: String
    $gratuityPercentage: Int
  ) {
    calculateTicketCost(
      eventId: $eventId
      items: $items
      referralCode: $referralCode
      gratuityPercentage: $gratuityPercentage
    ) {
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

/**
 * The cost breakdown of the basket, from the server (decision 028), with the buyer's gratuity when they chose
 * one (decision 115); nothing runs for an empty basket.
 */
export function useTicketCost(
  eventId: string,
  items: TicketCostItemInput[],
  referralCode: string,
  gratuity: number | null = null,
) {
  return useQuery({
    queryKey: eventKeys.cost(eventId, items, referralCode, gratuity),
    queryFn: async () =>
      (
        await execute(CalculateTicketCostDocument, {
          eventId,
          items,
          referralCode: referralCode || null,
          ...(gratuity !== null ? { gratuityPercentage: gratuity } : {}),
        })
      ).calculateTicketCost,
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const MyReferralCodeDocument = graphql(`
  query MyReferralCode {
    myReferralCode
  }
`);

/** The viewer's referral code (made by the server on the first ask; decision 035), when `enabled`. */
export function useMyReferralCode(enabled: boolean) {
  const userId = useViewerId();
  return useQuery({
    queryKey: bookingKeys.referralCode(userId),
    queryFn: async () => (await execute(MyReferralCodeDocument)).myReferralCode,
    enabled: enabled && Boolean(userId),
    staleTime: Infinity,
  });
}

export const PendingAttendeesDocument = graphql(`
  query PendingAttendees($eventId: ID!, $first: Int!, $after: String, $referredByMe: Boolean) {
    eventAttendees(
      eventId: $eventId
      state: "PENDING"
      first: $first
      after: $after
      referredByMe: $referredByMe
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        userId
        attendeeState
        approvalAt
        user {
          userId
          name
          userName
          avatarUrl
        }
        questionRequirementAnswers {
          question
          answer
        }
        referredBy {
          userId
          name
          userName
        }
      }
    }
  }
`);

export type PendingAttendee = PendingAttendeesQuery['eventAttendees']['nodes'][number];

export const pendingAttendeesKey = eventKeys.pending;

/**
 * The people waiting for approval: all of them, or with `referredByMe` only those the viewer's referral link
 * brought (a promoter's own, decision 035).
 */
export function usePendingAttendees(eventId: string | undefined, referredByMe = false) {
  const query = useInfiniteQuery({
    queryKey: [...pendingAttendeesKey(eventId ?? ''), referredByMe ? 'mine' : 'all'] as const,
    queryFn: async ({ pageParam }) =>
      (
        await execute(PendingAttendeesDocument, {
          eventId: eventId ?? '',
          first: APPROVALS_PAGE_SIZE,
          after: pageParam,
          referredByMe,
        })
      ).eventAttendees,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    enabled: Boolean(eventId),
  });
  return { ...query, attendees: query.data?.pages.flatMap((page) => page.nodes) ?? [] };
}
