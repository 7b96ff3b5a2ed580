import { currentUserKeys } from '@/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { MyInvitesQuery, UserInviteQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/** A person on an invite (the inviter, or the account that accepted), as the invite lists show them. */
export const InvitePersonFieldsFragment = graphql(`
  fragment InvitePersonFields on User {
    userId
    name
    userName
    avatarUrl
    isVerified
    tier
  }
`);

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
          ...InvitePersonFields
        }
      }
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
        ...InvitePersonFields
      }
      invitedUser {
        userId
      }
    }
  }
`);

export type MyInvites = MyInvitesQuery['me'];
export type PendingInvite = NonNullable<MyInvites['pendingInvites']>[number];
export type AcceptedInvite = NonNullable<MyInvites['acceptedInvites']>[number];
export type PublicInvite = NonNullable<UserInviteQuery['userInvite']>;

/**
 * The invites' query keys. The signed-in user's own invites live under the current user's key
 * (`['users', 'me', userId]`), so a sign-out or a user change drops them with it.
 */
export const inviteKeys = {
  all: ['invites'] as const,
  detail: (inviteId: string) => [...inviteKeys.all, inviteId] as const,
  mine: (userId: string | null | undefined) => [...currentUserKeys.of(userId), 'invites'] as const,
};

const myInvitesQueryOptions = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: inviteKeys.mine(userId),
    queryFn: async () => (await execute(MyInvitesDocument)).me,
  });

/** The signed-in user's invite count and pending and accepted invites. */
export function useMyInvites() {
  const { isSignedIn, authInfo } = useSession();
  return useQuery({ ...myInvitesQueryOptions(authInfo?.userId), enabled: isSignedIn });
}

/** An invite by id (/accept-invite/{id}); null when there is none. */
export function useUserInvite(inviteId: string) {
  return useQuery({
    queryKey: inviteKeys.detail(inviteId),
    queryFn: async () => (await execute(UserInviteDocument, { inviteId })).userInvite,
  });
}
