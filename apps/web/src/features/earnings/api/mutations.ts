import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { RequestPayoutMutation } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { earningsKeys } from './queries';

export const RequestPayoutDocument = graphql(`
  mutation RequestPayout($input: RequestPayoutInput!) {
    requestPayout(input: $input) {
      payoutId
      amount
      currency
      status
      requestedAt
      completedAt
    }
  }
`);

export type RequestedPayout = RequestPayoutMutation['requestPayout'];

/**
 * Requests a payout of the event's balance (all of it when no amount is given). Afterwards — sent, refused or
 * failed — the balance and the payouts are read again, after the caller's own callbacks (toasts).
 */
export function useRequestPayoutMutation(
  eventId: string,
  options: { onSuccess?: (payout: RequestedPayout) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (amount: number | null) =>
      (await execute(RequestPayoutDocument, { input: { eventId, amount } })).requestPayout,
    onSuccess: (payout) => options.onSuccess?.(payout),
    onError: (error) => options.onError?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}
