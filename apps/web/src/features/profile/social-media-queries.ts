import type { SocialProvider } from '@repclub/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { MySocialMediasQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

export const MySocialMediasDocument = graphql(`
  query MySocialMedias {
    me {
      userId
      socialMedias {
        provider
        value
      }
    }
  }
`);

export const SetSocialMediaDocument = graphql(`
  mutation SetSocialMedia($provider: String!, $value: String!) {
    setSocialMedia(provider: $provider, value: $value) {
      userId
      socialMedias {
        provider
        value
      }
    }
  }
`);

export const RemoveSocialMediaDocument = graphql(`
  mutation RemoveSocialMedia($provider: String!) {
    removeSocialMedia(provider: $provider) {
      userId
      socialMedias {
        provider
        value
      }
    }
  }
`);

export type SocialMedias = MySocialMediasQuery['me']['socialMedias'];

const socialMediasQueryOptions = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: ['users', 'me', userId ?? null, 'socialMedias'] as const,
    queryFn: async () => (await execute(MySocialMediasDocument)).me.socialMedias,
  });

/** The signed-in user's social accounts (one per provider). */
export function useMySocialMedias() {
  const { isSignedIn, authInfo } = useSession();
  return useQuery({ ...socialMediasQueryOptions(authInfo?.userId), enabled: isSignedIn });
}

/** After a change: the answer replaces the cached list, and the rest of `me` is read again. */
function useStoreSocialMedias() {
  const queryClient = useQueryClient();
  const { authInfo } = useSession();
  return (socialMedias: SocialMedias) => {
    queryClient.setQueryData(socialMediasQueryOptions(authInfo?.userId).queryKey, socialMedias);
    void queryClient.invalidateQueries({ queryKey: ['users', 'me', authInfo?.userId ?? null], exact: true });
  };
}

export function useSetSocialMedia() {
  const store = useStoreSocialMedias();
  return useMutation({
    mutationFn: async ({ provider, value }: { provider: SocialProvider; value: string }) =>
      (await execute(SetSocialMediaDocument, { provider, value })).setSocialMedia.socialMedias,
    onSuccess: store,
  });
}

export function useRemoveSocialMedia() {
  const store = useStoreSocialMedias();
  return useMutation({
    mutationFn: async (provider: SocialProvider) =>
      (await execute(RemoveSocialMediaDocument, { provider })).removeSocialMedia.socialMedias,
    onSuccess: store,
  });
}
