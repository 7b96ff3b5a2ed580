import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { currentUserQueryOptions } from '@/lib/current-user';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';
import { inviteKeys } from '@/features/invites/api/queries';

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

export const AcceptUserInviteDocument = graphql(`
  mutation AcceptUserInvite($inviteId: ID!) {
    acceptUserInvite(inviteId: $inviteId) {
      inviteId
      status
    }
  }
`);

/** After a change: the invites and the current user (whose fields may show the count) are read again. */
function useRefreshInvites() {
  const queryClient = useQueryClient();
  const { authInfo } = useSession();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inviteKeys.mine(authInfo?.userId) }),
      queryClient.invalidateQueries({
        queryKey: currentUserQueryOptions(authInfo?.userId).queryKey,
        exact: true,
      }),
    ]);
}

export function useSendUserInvitesMutation() {
  const refresh = useRefreshInvites();
  return useMutation({
    mutationFn: async (emails: string[]) =>
      (await execute(SendUserInvitesDocument, { emails })).sendUserInvites,
    onSuccess: () => refresh(),
  });
}

export function useCancelUserInviteMutation() {
  const refresh = useRefreshInvites();
  return useMutation({
    mutationFn: async (inviteId: string) =>
      (await execute(CancelUserInviteDocument, { inviteId })).cancelUserInvite,
    onSuccess: () => refresh(),
  });
}

export function useAcceptUserInviteMutation(inviteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await execute(AcceptUserInviteDocument, { inviteId })).acceptUserInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.detail(inviteId) }),
  });
}
