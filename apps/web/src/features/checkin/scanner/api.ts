import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';
import type { ScannerApi } from './session';

export const MyScannerEventsDocument = graphql(`
  query MyScannerEvents {
    myScannerEvents {
      eventId
      displayName
      startDate
      endDate
      timeZone
      city
    }
  }
`);

export const ScannerManifestDocument = graphql(`
  query ScannerManifest($eventId: ID!) {
    scannerManifest(eventId: $eventId) {
      eventId
      displayName
      startDate
      endDate
      timeZone
      generatedAt
      zones {
        id
        name
        eventTicketIds
        maxScans
      }
      tickets {
        ticketId
        codeHash
        holderName
        ticketType
        eventTicketId
        admissions
        scansUsed
        admittedCount
        zoneScans {
          zoneId
          scansUsed
          admittedCount
        }
        refusal
      }
      guests {
        guestId
        fullName
        eventTicketId
        quantity
        checkedInQuantity
        passes {
          guestTicketId
          codeHash
          checkedIn
        }
      }
    }
  }
`);

export const ScanVerdictFieldsFragment = graphql(`
  fragment ScanVerdictFields on ScanVerdict {
    outcome
    refusal
    message
    holderName
    avatarUrl
    ticketType
    ticketId
    guestId
    admitted
    scansUsed
    maxScans
  }
`);

export const CheckInDocument = graphql(`
  mutation CheckIn($eventId: ID!, $input: ScanInput!) {
    checkIn(eventId: $eventId, input: $input) {
      ...ScanVerdictFields
    }
  }
`);

export const SyncScansDocument = graphql(`
  mutation SyncScans($eventId: ID!, $scans: [ScanInput!]!) {
    syncScans(eventId: $eventId, scans: $scans) {
      scanId
      status
      verdict {
        ...ScanVerdictFields
      }
    }
  }
`);

/** The scanner's calls over GraphQL. */
export const scannerApi: ScannerApi = {
  manifest: async (eventId) => (await execute(ScannerManifestDocument, { eventId })).scannerManifest,
  checkIn: async (eventId, input) => (await execute(CheckInDocument, { eventId, input })).checkIn,
  syncScans: async (eventId, scans) => (await execute(SyncScansDocument, { eventId, scans })).syncScans,
};

export const scannerKeys = {
  /** Viewer-dependent: keyed by the signed-in user. */
  events: (viewerId: string | null) => ['scanner', 'events', viewerId] as const,
};

export const myScannerEventsQuery = (viewerId: string | null) =>
  queryOptions({
    queryKey: scannerKeys.events(viewerId),
    queryFn: async () => (await execute(MyScannerEventsDocument)).myScannerEvents,
    // Offline it fails at once (the list of events kept on the device is shown instead).
    retry: (failures, error) => !(error instanceof TypeError) && failures < 2,
  });
