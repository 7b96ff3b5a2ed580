import { currentUserKeys } from '@/lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { getErrorMessage } from '@/lib/error-message';
import { execute } from '@/lib/graphql-client';
import { notifyError } from '@/ui/toast';

/** The signed-in user's getting-started guide (home) and its "start over" (profile settings). */
export const UpdateWalkthroughDocument = graphql(`
  mutation UpdateWalkthrough($steps: [String!]!) {
    updateWalkthrough(steps: $steps) {
      userId
      walkthrough
    }
  }
`);

/** Records steps (keeping the ones already recorded) and refreshes the guide. */
export function useRecordWalkthrough() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (steps: string[]) =>
      (await execute(UpdateWalkthroughDocument, { steps })).updateWalkthrough,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
    onError: (err) => notifyError(getErrorMessage(err)),
  });
}
