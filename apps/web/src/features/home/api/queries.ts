import { currentUserKeys } from '@/lib/query-keys';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';

export const GettingStartedDocument = graphql(`
  query GettingStarted {
    me {
      userId
      walkthrough
      socialMedias {
        provider
      }
      pendingInvites {
        inviteId
      }
      acceptedInvites {
        inviteId
      }
      payoutAccounts {
        payoutAccountId
      }
    }
  }
`);

/** The home page's keys: the guide's progress lives under the current user's key, so a change of user drops it. */
export const homeKeys = {
  gettingStarted: (userId: string | null | undefined) =>
    [...currentUserKeys.of(userId), 'getting-started'] as const,
};

/** What the getting-started guide counts as done (walkthrough steps, social links, invites, payouts). */
export function useGettingStarted() {
  const { isSignedIn, authInfo } = useSession();
  return useQuery({
    queryKey: homeKeys.gettingStarted(authInfo?.userId),
    queryFn: async () => (await execute(GettingStartedDocument)).me,
    enabled: isSignedIn,
  });
}
