import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';
import { eventKeys } from '@/lib/query-keys';
import { clubPageKeys } from './queries';

/** The club pages' writes: join and leave, link events to clubs, buy points and confirm the purchase. */

export const JoinClubDocument = graphql(`
  mutation JoinClub($clubId: ID!, $inviteId: ID) {
    joinClub(clubId: $clubId, inviteId: $inviteId) {
      id
      isMember
      canJoin
      memberCount
    }
  }
`);

export const LeaveClubDocument = graphql(`
  mutation LeaveClub($clubId: ID!) {
    leaveClub(clubId: $clubId) {
      id
      isMember
      canJoin
      memberCount
    }
  }
`);

export const SetEventClubsDocument = graphql(`
  mutation SetEventClubs($eventId: ID!, $clubIds: [ID!]!) {
    setEventClubs(eventId: $eventId, clubIds: $clubIds) {
      eventId
      clubs {
        id
      }
    }
  }
`);

export const BuyPointsDocument = graphql(`
  mutation BuyPoints($clubId: ID!, $packageId: ID!, $idempotencyKey: String!) {
    buyPoints(clubId: $clubId, packageId: $packageId, idempotencyKey: $idempotencyKey) {
      paymentUrl
      purchase {
        id
        status
        points
      }
    }
  }
`);

export const ConfirmPointsPurchaseDocument = graphql(`
  mutation ConfirmPointsPurchase($purchaseId: ID!) {
    confirmPointsPurchase(purchaseId: $purchaseId) {
      id
      status
      points
      price
      currency
    }
  }
`);

function useRefreshClubs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clubPageKeys.all });
}

/** Joins or leaves a club; every club read is fetched again afterwards (member count, tier, shell, home). */
export function useMembershipMutation() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ clubId, join }: { clubId: string; join: boolean }) =>
      join
        ? (await execute(JoinClubDocument, { clubId })).joinClub
        : (await execute(LeaveClubDocument, { clubId })).leaveClub,
    onSettled: refresh,
  });
}

/** Sets which clubs an event belongs to; the club reads and the event reads are fetched again. */
export function useSetEventClubsMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ eventId, clubIds }: { eventId: string; clubIds: string[] }) =>
      (await execute(SetEventClubsDocument, { eventId, clubIds })).setEventClubs,
    onSettled: async () => {
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: eventKeys.all })]);
    },
  });
}

/**
 * Starts a points purchase: the answer carries the provider's payment page (the caller leaves for it), or
 * none when nothing is left to pay. The key makes a double click one purchase.
 */
export function useBuyPointsMutation() {
  return useMutation({
    mutationFn: async (variables: { clubId: string; packageId: string; idempotencyKey: string }) =>
      (await execute(BuyPointsDocument, variables)).buyPoints,
  });
}

/** The return from the payment page: confirms the purchase, then the balances are read again. */
export function useConfirmPointsPurchaseMutation() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (purchaseId: string) =>
      (await execute(ConfirmPointsPurchaseDocument, { purchaseId })).confirmPointsPurchase,
    onSettled: refresh,
  });
}
