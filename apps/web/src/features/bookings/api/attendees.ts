import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ATTENDEE_LIST_PAGE_SIZE, attendeesCsvPath } from '@repclub/shared';
import { graphql } from '@/gql/gql';
import type { AttendeeDetailQuery, EventAttendeesFilterInput, EventAttendeesListQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { eventKeys } from '@/lib/query-keys';
import { getSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';

/**
 * The host's attendee page (decision 072): the filtered list with its counts, one attendee's detail, the
 * team's note, approve / decline / undo, statistics and the CSV export. Everything sits under the event's
 * `pending` key, so a decision here also refreshes the overview's pending count.
 */
export const attendeeKeys = {
  all: (eventId: string) => [...eventKeys.pending(eventId), 'attendee-page'] as const,
  list: (eventId: string, filter: EventAttendeesFilterInput) =>
    [...attendeeKeys.all(eventId), 'list', filter] as const,
  detail: (eventId: string, userId: string) => [...attendeeKeys.all(eventId), 'detail', userId] as const,
  statistics: (eventId: string) => [...attendeeKeys.all(eventId), 'statistics'] as const,
  ticketSummary: (eventId: string) => [...attendeeKeys.all(eventId), 'ticket-summary'] as const,
};

export const EventAttendeesListDocument = graphql(`
  query EventAttendeesList($eventId: ID!, $filter: EventAttendeesFilterInput, $first: Int!, $after: String) {
    eventAttendees(eventId: $eventId, filter: $filter, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      counts {
        all
        pending
        approved
        declined
        checkedIn
      }
      nodes {
        userId
        attendeeState
        attendeeRole
        approvalAt
        createdAt
        checkedInCount
        privacyPolicyState
        repScore
        user {
          userId
          name
          userName
          avatarUrl
        }
        referredBy {
          userId
          name
          userName
        }
        questionRequirementAnswers {
          question
          answer
        }
      }
    }
  }
`);

export type AttendeeListItem = EventAttendeesListQuery['eventAttendees']['nodes'][number];
export type AttendeeCounts = EventAttendeesListQuery['eventAttendees']['counts'];

/** The filtered list, 50 a page (domain §9), with its per-state counts (of the first page). */
export function useAttendeeList(eventId: string | undefined, filter: EventAttendeesFilterInput) {
  const query = useInfiniteQuery({
    queryKey: attendeeKeys.list(eventId ?? '', filter),
    queryFn: async ({ pageParam }) =>
      (
        await execute(EventAttendeesListDocument, {
          eventId: eventId ?? '',
          filter,
          first: ATTENDEE_LIST_PAGE_SIZE,
          after: pageParam,
        })
      ).eventAttendees,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    enabled: Boolean(eventId),
    placeholderData: keepPreviousData,
  });
  return {
    ...query,
    attendees: query.data?.pages.flatMap((page) => page.nodes) ?? [],
    counts: query.data?.pages[0]?.counts ?? null,
  };
}

export const AttendeeDetailDocument = graphql(`
  query AttendeeDetail($eventId: ID!, $userId: ID!) {
    eventAttendee(eventId: $eventId, userId: $userId) {
      userId
      attendeeState
      attendeeRoles
      approvalAt
      createdAt
      checkedInCount
      note
      isActive
      privacyPolicyState
      repScore
      missingRequiredAnswers
      user {
        userId
        name
        userName
        avatarUrl
      }
      approvalUser {
        userId
        name
        userName
      }
      referredBy {
        userId
        name
        userName
      }
      questionRequirementAnswers {
        question
        answer
      }
      tickets {
        ticketId
        ticketType
        status
        createdAt
      }
      bookings {
        transactionId
        type
        status
        quantity
        totalPrice
        currency
        createdAtUtc
      }
    }
  }
`);

export type AttendeeDetail = AttendeeDetailQuery['eventAttendee'];

export function useAttendeeDetail(eventId: string, userId: string | null) {
  return useQuery({
    queryKey: attendeeKeys.detail(eventId, userId ?? ''),
    queryFn: async () =>
      (await execute(AttendeeDetailDocument, { eventId, userId: userId ?? '' })).eventAttendee,
    enabled: Boolean(userId),
    retry: false,
  });
}

export const AttendeeStatisticsDocument = graphql(`
  query AttendeeStatistics($eventId: ID!) {
    attendeeStatistics(eventId: $eventId) {
      total
      underEighteen
      ageUnknown
      ageRanges {
        range
        count
      }
      genders {
        gender
        count
      }
    }
  }
`);

/** Attendees by age range and gender (CanFilterStatistics), when `enabled`. */
export function useAttendeeStatistics(eventId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: attendeeKeys.statistics(eventId ?? ''),
    queryFn: async () =>
      (await execute(AttendeeStatisticsDocument, { eventId: eventId ?? '' })).attendeeStatistics,
    enabled: enabled && Boolean(eventId),
  });
}

export const EventTicketSummaryDocument = graphql(`
  query EventTicketSummary($eventId: ID!) {
    eventTicketSummary(eventId: $eventId) {
      eventTicketId
      ticketType
      limitedAmount
      approvedTickets
      pendingTickets
      checkedInTickets
    }
  }
`);

/** Per ticket type: approved, pending and checked-in tickets (the team that sees every attendee). */
export function useTicketSummary(eventId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: attendeeKeys.ticketSummary(eventId ?? ''),
    queryFn: async () =>
      (await execute(EventTicketSummaryDocument, { eventId: eventId ?? '' })).eventTicketSummary,
    enabled: enabled && Boolean(eventId),
  });
}

export const UndoAttendeeDocument = graphql(`
  mutation UndoAttendee($eventId: ID!, $userId: ID!) {
    undoAttendee(eventId: $eventId, userId: $userId) {
      userId
      attendeeState
    }
  }
`);

export const SetAttendeeNoteDocument = graphql(`
  mutation SetAttendeeNote($eventId: ID!, $userId: ID!, $note: String!) {
    setAttendeeNote(eventId: $eventId, userId: $userId, note: $note) {
      userId
      note
    }
  }
`);

/** Saves the team's note; the attendee's detail is read again. */
export function useSetAttendeeNoteMutation(
  eventId: string,
  userId: string,
  { onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (await execute(SetAttendeeNoteDocument, { eventId, userId, note })).setAttendeeNote,
    onSuccess: async () => {
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: attendeeKeys.detail(eventId, userId) });
    },
    onError,
  });
}

/**
 * The attendee export (GET with the bearer token): the server streams the CSV, the browser saves it under
 * the name the server gives.
 */
export async function downloadAttendeesCsv(eventId: string, filter: EventAttendeesFilterInput) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const query = params.toString();
  const { token } = getSession();
  const response = await fetch(`${attendeesCsvPath(eventId)}${query ? `?${query}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let message = 'The export failed. Please try again.';
    try {
      const body = (await response.json()) as { error?: { message?: string; code?: string } };
      message = body.error?.message ?? message;
    } catch {
      // Not JSON: the default message.
    }
    throw new ApiError(response.status, 'HTTP_ERROR', message);
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'attendees.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
