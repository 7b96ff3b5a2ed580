import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useViewerId } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { EditorEventQuery, SimulatedTicketInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

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
      viewerPermissions
      tickets {
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
          soldAmount
          awaitingApprovalAmount
        }
      }
    }
  }
`);

export type EditorEvent = EditorEventQuery['event'];

export const editorEventKey = (id: string, userId: string | null) =>
  ['events', 'editor', id, userId] as const;

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
    queryKey: ['events', 'simulate-cost', item, isAllInPricing] as const,
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
          eventId
          slug
          displayName
          avatarUrl
          startDate
          endDate
          timeZone
          city
          status
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
    queryKey: ['events', 'created', userId] as const,
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
    queryKey: ['events', 'time-zone-at', debounced.latitude, debounced.longitude] as const,
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
    queryKey: ['events', 'created', userId, 'any'] as const,
    queryFn: async () => (await execute(HostsEventsDocument)).myCreatedEvents.edges.length > 0,
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
  return query.data ?? false;
}
