import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { MyInvitesQuery, UserInviteQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

export const MyInvitesDocument = graphql(`
  query MyInvites {
    me {
      userId
      emailAddress
      userInvitesRemaining
      pendingInvites {
        inviteId
        emailAddress
        status
        createdAt
      }
      acceptedInvites {
        inviteId
        emailAddress
        status
        createdAt
        acceptedAt
        invitedUser {
          userId
          name
          userName
          avatarUrl
          isVerified
          tier
        }
      }
    }
  }
`);

export const SendUserInvitesDocument = graphql(`
  mutation SendUserInvites($emails: [String!]!) {
    sendUserInvites(emails: $emails) {
      inviteId
      emailAddress
    }
  }
`);

export const CancelUserInviteDocument = graphql(`
  mutation CancelUserInvite($inviteId: ID!) {
    cancelUserInvite(inviteId: $inviteId) {
      userId
      userInvitesRemaining
    }
  }
`);

export const UserInviteDocument = graphql(`
  query UserInvite($inviteId: ID!) {
    userInvite(inviteId: $inviteId) {
      inviteId
      emailAddress
      status
      inviter {
        userId
        name
        userName
        avatarUrl
        isVerified
        tier
      }
      invitedUser {
        userId
      }
    }
  }
`);

export const AcceptUserInviteDocument = graphql(`
  mutation AcceptUserInvite($inviteId: ID!) {
    acceptUserInvite(inviteId: $inviteId) {
      inviteId
      status
    }
  }
`);

export type MyInvites = MyInvitesQuery['me'];
export type PendingInvite = NonNullable<MyInvites['pendingInvites']>[number];
export type AcceptedInvite = NonNullable<MyInvites['acceptedInvites']>[number];
export type PublicInvite = NonNullable<UserInviteQuery['userInvite']>;

const myInvitesQueryOptions = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: ['users', 'me', userId ?? null, 'invites'] as const,
    queryFn: async () => (await execute(MyInvitesDocument)).me,
  });

/** The signed-in user's invite count and pending and accepted invites. */
export function useMyInvites() {
  const { isSignedIn, authInfo } = useSession();
  return useQuery({ ...myInvitesQueryOptions(authInfo?.userId), enabled: isSignedIn });
}

/** After a change: the invites and the current user (whose fields may show the count) are read again. */
function useRefreshInvites() {
  const queryClient = useQueryClient();
  const { authInfo } = useSession();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myInvitesQueryOptions(authInfo?.userId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['users', 'me', authInfo?.userId ?? null], exact: true }),
    ]);
}

export function useSendUserInvites() {
  const refresh = useRefreshInvites();
  return useMutation({
    mutationFn: async (emails: string[]) =>
      (await execute(SendUserInvitesDocument, { emails })).sendUserInvites,
    onSuccess: () => refresh(),
  });
}

export function useCancelUserInvite() {
  const refresh = useRefreshInvites();
  return useMutation({
    mutationFn: async (inviteId: string) =>
      (await execute(CancelUserInviteDocument, { inviteId })).cancelUserInvite,
    onSuccess: () => refresh(),
  });
}

/** An invite by id (/accept-invite/{id}); null when there is none. */
export function useUserInvite(inviteId: string) {
  return useQuery({
    queryKey: ['invites', inviteId] as const,
    queryFn: async () => (await execute(UserInviteDocument, { inviteId })).userInvite,
  });
}

export function useAcceptUserInvite(inviteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await execute(AcceptUserInviteDocument, { inviteId })).acceptUserInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invites', inviteId] }),
  });
}
