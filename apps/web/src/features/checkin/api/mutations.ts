import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { ScanningZoneInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { checkInKeys } from './queries';

/** The check-in feature's writes: scanning zones (CanEditEvent); each reads the event again afterwards. */

export const SaveScanningZoneDocument = graphql(`
  mutation SaveScanningZone($eventId: ID!, $input: ScanningZoneInput!) {
    saveScanningZone(eventId: $eventId, input: $input) {
      id
      name
      eventTicketIds
      maxScans
    }
  }
`);

export const DeleteScanningZoneDocument = graphql(`
  mutation DeleteScanningZone($eventId: ID!, $zoneId: ID!) {
    deleteScanningZone(eventId: $eventId, zoneId: $zoneId)
  }
`);

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: checkInKeys.all });
}

export function useSaveScanningZoneMutation(eventId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ScanningZoneInput) =>
      (await execute(SaveScanningZoneDocument, { eventId, input })).saveScanningZone,
    onSuccess: () => refresh(),
  });
}

export function useDeleteScanningZoneMutation(eventId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (zoneId: string) =>
      (await execute(DeleteScanningZoneDocument, { eventId, zoneId })).deleteScanningZone,
    onSuccess: () => refresh(),
  });
}
