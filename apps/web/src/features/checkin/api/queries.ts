import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { CheckInEventQuery, ScanConflictsQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/** The check-in feature's reads (mirrors the server's checkin module and events' scanning zones). */
export const checkInKeys = {
  all: ['check-in'] as const,
  event: (eventId: string, userId: string | null) => [...checkInKeys.all, 'event', eventId, userId] as const,
  conflicts: (eventId: string) => [...checkInKeys.all, 'conflicts', eventId] as const,
};

export const CheckInEventDocument = graphql(`
  query CheckInEvent($slugOrId: String!) {
    event(slugOrId: $slugOrId) {
      eventId
      timeZone
      viewerPermissions
      tickets {
        eventTicketId
        ticketType
      }
      scanningZones {
        id
        name
        eventTicketIds
        maxScans
      }
      scanConflictCount
      hostCounters {
        approvedTickets
        scannedTickets
      }
      guestCounters {
        guestTickets
        checkedInGuestTickets
      }
    }
  }
`);

export type CheckInEvent = CheckInEventQuery['event'];
export type ScanningZone = CheckInEvent['scanningZones'][number];

/** The event as the check-in section needs it: zones, ticket types, scan counters. */
export function useCheckInEvent(eventId: string, enabled = true) {
  const userId = useViewerId();
  return useQuery({
    queryKey: checkInKeys.event(eventId, userId),
    queryFn: async () => (await execute(CheckInEventDocument, { slugOrId: eventId })).event,
    enabled,
    retry: false,
  });
}

export const ScanConflictsDocument = graphql(`
  query ScanConflicts($eventId: ID!) {
    scanConflicts(eventId: $eventId) {
      id
      holderName
      scannedAt
      deviceName
      keptScanAt
      message
    }
  }
`);

export type ScanConflict = ScanConflictsQuery['scanConflicts'][number];

/** The event's scan conflicts (CanViewAttendees), only asked for when there are some. */
export function useScanConflicts(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: checkInKeys.conflicts(eventId),
    queryFn: async () => (await execute(ScanConflictsDocument, { eventId })).scanConflicts,
    enabled,
    retry: false,
  });
}
