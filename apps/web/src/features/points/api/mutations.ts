import type { GrantPointsInput, SendPointsInput, TradeRequestInput } from '@repclub/shared';
import type { PointsPackageInput } from '@/gql/graphql';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';
import { pointsKeys } from '@/features/points/api/queries';

export const SendPointsDocument = graphql(`
  mutation SendPoints($input: SendPointsInput!) {
    sendPoints(input: $input) {
      id
      amount
    }
  }
`);

export const GrantPointsDocument = graphql(`
  mutation GrantPoints($input: GrantPointsInput!) {
    grantPoints(input: $input) {
      id
      amount
    }
  }
`);

export const CreateTradeRequestDocument = graphql(`
  mutation CreateTradeRequest($input: CreateTradeRequestInput!) {
    createTradeRequest(input: $input) {
      id
      status
    }
  }
`);

export const AcceptTradeRequestDocument = graphql(`
  mutation AcceptTradeRequest($tradeRequestId: ID!) {
    acceptTradeRequest(tradeRequestId: $tradeRequestId) {
      id
      status
    }
  }
`);

export const DeclineTradeRequestDocument = graphql(`
  mutation DeclineTradeRequest($tradeRequestId: ID!) {
    declineTradeRequest(tradeRequestId: $tradeRequestId) {
      id
      status
    }
  }
`);

export const CancelTradeRequestDocument = graphql(`
  mutation CancelTradeRequest($tradeRequestId: ID!) {
    cancelTradeRequest(tradeRequestId: $tradeRequestId) {
      id
      status
    }
  }
`);

export const SetClubPointsPackagesDocument = graphql(`
  mutation SetClubPointsPackages($clubId: ID!, $packages: [PointsPackageInput!]!) {
    setClubPointsPackages(clubId: $clubId, packages: $packages) {
      id
    }
  }
`);

/** After any movement every points view is read again (balances, tiers, histories, requests, a club's ledger). */
function useRefreshPoints() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pointsKeys.all });
}

export function useSendPointsMutation() {
  const refresh = useRefreshPoints();
  return useMutation({
    mutationFn: async (input: SendPointsInput) => (await execute(SendPointsDocument, { input })).sendPoints,
    onSuccess: () => refresh(),
  });
}

export function useGrantPointsMutation() {
  const refresh = useRefreshPoints();
  return useMutation({
    mutationFn: async (input: GrantPointsInput) =>
      (await execute(GrantPointsDocument, { input })).grantPoints,
    onSuccess: () => refresh(),
  });
}

export function useCreateTradeRequestMutation() {
  const refresh = useRefreshPoints();
  return useMutation({
    mutationFn: async (input: TradeRequestInput) =>
      (await execute(CreateTradeRequestDocument, { input })).createTradeRequest,
    onSuccess: () => refresh(),
  });
}

export type TradeAnswer = 'accept' | 'decline' | 'cancel';

/** Accept or decline an incoming request, cancel an outgoing one. */
export function useAnswerTradeRequestMutation() {
  const refresh = useRefreshPoints();
  return useMutation({
    mutationFn: async ({ tradeRequestId, answer }: { tradeRequestId: string; answer: TradeAnswer }) => {
      if (answer === 'accept')
        return (await execute(AcceptTradeRequestDocument, { tradeRequestId })).acceptTradeRequest;
      if (answer === 'decline')
        return (await execute(DeclineTradeRequestDocument, { tradeRequestId })).declineTradeRequest;
      return (await execute(CancelTradeRequestDocument, { tradeRequestId })).cancelTradeRequest;
    },
    onSettled: () => refresh(),
  });
}

export function useSetClubPointsPackagesMutation(clubId: string) {
  const refresh = useRefreshPoints();
  return useMutation({
    mutationFn: async (packages: PointsPackageInput[]) =>
      (await execute(SetClubPointsPackagesDocument, { clubId, packages })).setClubPointsPackages,
    onSuccess: () => refresh(),
  });
}
