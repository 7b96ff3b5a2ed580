import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type {
  EventEarningsQuery,
  PromoterSalesQuery,
  RequestedPayoutInfoQuery,
  RevenueEventQuery,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/**
 * An event's money for its hosts (mirrors the server's earnings module, decision 075): the earnings, sales per
 * promoter, the payout balance and payout requests.
 */

/** The earnings' query keys: all under one key, so a payout request (or a sign-out) refreshes every one. */
export const earningsKeys = {
  all: ['earnings'] as const,
  event: (slugOrId: string, userId: string | null) =>
    [...earningsKeys.all, 'event', slugOrId, userId] as const,
  earnings: (eventId: string) => [...earningsKeys.all, 'totals', eventId] as const,
  promoters: (eventId: string) => [...earningsKeys.all, 'promoters', eventId] as const,
  payout: (eventId: string) => [...earningsKeys.all, 'payout', eventId] as const,
};

export const RevenueEventDocument = graphql(`
  query RevenueEvent($slugOrId: String!) {
    event(slugOrId: $slugOrId) {
      eventId
      slug
      displayName
      startDate
      endDate
      timeZone
      viewerPermissions
    }
  }
`);

export const EventEarningsDocument = graphql(`
  query EventEarnings($eventId: ID!) {
    eventEarnings(eventId: $eventId) {
      eventId
      currency
      totalPrice
      totalFees
      serviceFees
      processingFees
      ticketSales
      totalTaxes
      totalGratuity
      netEarnings
      totalQuantity
      totalOrders
      ticketBreakdown {
        eventTicketId
        ticketType
        unitPrice
        quantity
        total
      }
    }
  }
`);

export const PromoterSalesDocument = graphql(`
  query PromoterSales($eventId: ID!) {
    promoterSales(eventId: $eventId) {
      promoterId
      promoter {
        userId
        name
        userName
        avatarUrl
      }
      orders
      ticketsSold
      amount
    }
  }
`);

export const RequestedPayoutInfoDocument = graphql(`
  query RequestedPayoutInfo($eventId: ID!) {
    requestedPayoutInfo(eventId: $eventId) {
      eventId
      currency
      canRequestPayout
      blockedReason
      lastRequestedTime
      totalBalance
      totalEarned
      totalPaidOut
      eventEnded
      viewerIsCreator
      hasPayoutAccount
      payoutAccountReady
      payoutInProgress
      payouts {
        payoutId
        amount
        currency
        status
        requestedAt
        completedAt
      }
    }
  }
`);

export type RevenueEvent = RevenueEventQuery['event'];
export type EventEarnings = EventEarningsQuery['eventEarnings'];
export type PromoterSalesRow = PromoterSalesQuery['promoterSales'][number];
export type PayoutInfo = RequestedPayoutInfoQuery['requestedPayoutInfo'];

/** The event the revenue page is of (by the route's slug or id), with the viewer's permissions. */
export function useRevenueEvent(slugOrId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: earningsKeys.event(slugOrId, userId),
    queryFn: async () => (await execute(RevenueEventDocument, { slugOrId })).event,
    retry: false,
  });
}

/** The event's earnings (CanViewEarnings); nothing runs until the event id is known and the viewer may. */
export function useEventEarnings(eventId: string | undefined) {
  return useQuery({
    queryKey: earningsKeys.earnings(eventId ?? ''),
    queryFn: async () => (await execute(EventEarningsDocument, { eventId: eventId ?? '' })).eventEarnings,
    enabled: Boolean(eventId),
    retry: false,
  });
}

/** Sales per promoter: all of them for hosts, their own row for a promoter. */
export function usePromoterSales(eventId: string | undefined) {
  return useQuery({
    queryKey: earningsKeys.promoters(eventId ?? ''),
    queryFn: async () => (await execute(PromoterSalesDocument, { eventId: eventId ?? '' })).promoterSales,
    enabled: Boolean(eventId),
    retry: false,
  });
}

/** The balance, the payouts and whether the viewer may request one now. */
export function usePayoutInfo(eventId: string | undefined) {
  return useQuery({
    queryKey: earningsKeys.payout(eventId ?? ''),
    queryFn: async () =>
      (await execute(RequestedPayoutInfoDocument, { eventId: eventId ?? '' })).requestedPayoutInfo,
    enabled: Boolean(eventId),
    retry: false,
  });
}
