import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { authApi } from '@/lib/auth-api';
import { execute } from '@/lib/graphql-client';
import { type AuthInfo, getSession, saveAuthInfo } from '@/lib/session';
import { authKeys } from './keys';

export { authKeys } from './keys';

export const DeletedAccountQuery = graphql(`
  query DeletedAccount {
    me {
      userId
      name
      emailAddress
      isDeleted
      recoverableUntil
    }
  }
`);

/** The deleted account on /auth/recover: who it is and until when it can be recovered. */
export function useDeletedAccount() {
  return useQuery({
    queryKey: authKeys.deletedAccount(),
    queryFn: async () => (await execute(DeletedAccountQuery)).me,
  });
}

/**
 * Verifies an emailed token once, whatever React does with effects: a query keyed by the token that is
 * never refetched (a token can be spent only once). When this browser holds the session that waits
 * since sign-up, its refresh token goes along and that session is signed in too.
 */
export function useVerifyEmailToken(token: string) {
  return useQuery({
    queryKey: authKeys.verifyEmailToken(token),
    queryFn: async () => {
      const session = getSession();
      const refreshToken = session.requiresOtp ? (session.refreshToken ?? undefined) : undefined;
      const answer = await authApi.verifyEmailToken({ token, refreshToken });
      if (answer.token && answer.refreshToken) saveAuthInfo(answer as AuthInfo);
      return answer;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
