import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useViewerId } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { EditorEventQuery, SimulatedTicketInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { eventKeys } from '@/lib/query-keys';

/** The host side of events (issue 6, docs/decisions/032): the editor, the host's events, approvals. */

export const HOST_EVENTS_PAGE_SIZE = 20;

export const EditorEventDocument = graphql(`
  query EditorEvent($slugOrId: String!) {
    event(slugOrId: $slugOrId) {
      eventId
      slug
      eventType
      displayName
      description
      note
      terms
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
      isListed
      isFeatured
      isAllInPricing
      minimumRepScore
      ageLimit
      city
      location {
        address
        latitude
        longitude
        isOnlyVisibleToApprovedAttendees
      }
      locationRadius {
        address
        isActive
        latitude
        longitude
        radius
        unitLengthType
      }
      optIns {
        guestList
        guestCount
        publicPreview
        displayRepScore
        qrPass
        guestsInvitingOthers
        ageLimit
        privacyPolicy {
          title
          fileUrl
        }
        socialAccountRequirements
        questionRequirements
        musicEmbed {
          url
        }
      }
      questions {
        questionId
        question
        isRequired
      }
      ticketTermsPurchasePolicy
      seriesId
      isExpired
      totalAvailableTickets
      hostCounters {
        approved
        pending
        totalAttendees
        approvedTickets
        scannedTickets
        invitedAttendees
        waitingTickets
      }
      viewerPermissions
      clubs {
        id
        displayName
      }
      tickets {
        eventTicketId
        ticketType
        price
        currency
        repPoints
        pointsPrice
        pointsClubId
        color
        isActive
        isFull
        isPrivate
        isSpecialGuest
        isEnabledWishList
        wishListCount
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
          soldAmount
          awaitingApprovalAmount
        }
      }
    }
  }
`);

export type EditorEvent = EditorEventQuery['event'];

export const editorEventKey = eventKeys.editor;

/** One event as its team edits it (drafts included; NOT_FOUND for others). */
export function useEditorEvent(slugOrId: string | undefined) {
  const userId = useViewerId();
  return useQuery({
    queryKey: editorEventKey(slugOrId ?? '', userId),
    queryFn: async () => (await execute(EditorEventDocument, { slugOrId: slugOrId ?? '' })).event,
    enabled: Boolean(slugOrId),
    retry: false,
  });
}

export const SimulateTicketCostDocument = graphql(`
  query SimulateTicketCost($items: [SimulatedTicketInput!]!, $isAllInPricing: Boolean!) {
    simulateTicketCost(items: $items, isAllInPricing: $isAllInPricing) {
      subTotal
      serviceFee
      processingFee
      totalTaxes
      totalGratuity
      total
      hostBalance
      isAllInPricing
    }
  }
`);

/** What a buyer pays for one ticket at this price (decision 028), for the ticket form's preview. */
export function useSimulatedCost(item: SimulatedTicketInput | null, isAllInPricing: boolean) {
  return useQuery({
    queryKey: eventKeys.simulateCost(item, isAllInPricing),
    queryFn: async () =>
      (await execute(SimulateTicketCostDocument, { items: item ? [item] : [], isAllInPricing }))
        .simulateTicketCost,
    enabled: item !== null,
    retry: false,
  });
}

export const MyCreatedEventsDocument = graphql(`
  query MyCreatedEvents($first: Int!, $after: String) {
    myCreatedEvents(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...EventSummaryFields
          isExpired
          isPrivate
          isListed
          totalAvailableTickets
          viewerPermissions
        }
      }
    }
  }
`);

/** The events the viewer created or is in the team of, drafts included (Load more follows the cursor). */
export function useMyCreatedEvents() {
  const userId = useViewerId();
  const query = useInfiniteQuery({
    queryKey: eventKeys.created(userId),
    queryFn: async ({ pageParam }) =>
      (await execute(MyCreatedEventsDocument, { first: HOST_EVENTS_PAGE_SIZE, after: pageParam }))
        .myCreatedEvents,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    enabled: Boolean(userId),
  });
  return { ...query, events: query.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [] };
}

export const TimeZoneAtDocument = graphql(`
  query TimeZoneAt($latitude: Float!, $longitude: Float!) {
    timeZoneAt(latitude: $latitude, longitude: $longitude)
  }
`);

const validCoordinates = (latitude: number | '', longitude: number | '') =>
  latitude !== '' && longitude !== '' && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

/**
 * The time zone at the venue's coordinates (the server's timeZoneAt, docs/decisions/052), or null while the
 * coordinates are incomplete. The server keeps the event in this zone, so the editor works in it too.
 */
export function useVenueTimeZone(latitude: number | '', longitude: number | ''): string | null {
  const [debounced] = useDebouncedValue({ latitude, longitude }, 400);
  const valid = validCoordinates(debounced.latitude, debounced.longitude);
  const query = useQuery({
    queryKey: eventKeys.timeZoneAt(debounced.latitude, debounced.longitude),
    queryFn: async () =>
      (
        await execute(TimeZoneAtDocument, {
          latitude: Number(debounced.latitude),
          longitude: Number(debounced.longitude),
        })
      ).timeZoneAt,
    enabled: valid,
    staleTime: Infinity,
    // Without an answer the zone select simply stays editable.
    retry: false,
  });
  return valid && validCoordinates(latitude, longitude) ? (query.data ?? null) : null;
}

export const HostsEventsDocument = graphql(`
  query HostsEvents {
    myCreatedEvents(first: 1) {
      edges {
        cursor
      }
    }
  }
`);

/** Whether the viewer created or is in the team of any event (the shell's Manage Events, home). */
export function useHostsEvents(): boolean {
  const userId = useViewerId();
  const query = useQuery({
    queryKey: eventKeys.createdAny(userId),
    queryFn: async () => (await execute(HostsEventsDocument)).myCreatedEvents.edges.length > 0,
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
  return query.data ?? false;
}
