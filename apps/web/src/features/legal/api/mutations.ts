import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAuthInfo, useSession } from '@/lib/session';
import { currentUserQueryOptions } from '@/lib/current-user';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';

export const AcceptTermsDocument = graphql(`
  mutation AcceptTerms($version: Int!) {
    acceptTerms(version: $version) {
      userId
      agreeToTermsAndConditions
      acceptedTermsVersion
    }
  }
`);

/**
 * Agrees to a terms version: stores the agreement in the auth info and in the cached current user, then
 * runs the caller's `onSuccess`.
 */
export function useAcceptTermsMutation({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { authInfo } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => execute(AcceptTermsDocument, { version }),
    onSuccess: (answer) => {
      updateAuthInfo({ agreeToTermsAndConditions: true });
      queryClient.setQueryData(currentUserQueryOptions(authInfo?.userId).queryKey, (previous) =>
        previous ? { ...previous, ...answer.acceptTerms } : previous,
      );
      onSuccess?.();
    },
  });
}
