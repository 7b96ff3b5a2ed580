import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { execute } from '@/lib/graphql-client';
import { eventKeys } from '@/lib/query-keys';
import { eventTeamKeys } from '@/features/events/team/api/queries';

export const InviteEventTeamMemberDocument = graphql(`
  mutation InviteEventTeamMember($eventId: ID!, $role: String!, $userId: ID, $email: String) {
    inviteEventTeamMember(eventId: $eventId, role: $role, userId: $userId, email: $email) {
      invitationId
      status
    }
  }
`);

export const CancelEventRoleInvitationDocument = graphql(`
  mutation CancelEventRoleInvitation($invitationId: String!) {
    cancelEventRoleInvitation(invitationId: $invitationId) {
      eventId
    }
  }
`);

export const RemoveEventRoleDocument = graphql(`
  mutation RemoveEventRole($eventId: ID!, $userId: ID!, $role: String!) {
    removeEventRole(eventId: $eventId, userId: $userId, role: $role) {
      eventId
    }
  }
`);

export const LeaveEventRoleDocument = graphql(`
  mutation LeaveEventRole($eventId: ID!, $role: String!) {
    leaveEventRole(eventId: $eventId, role: $role)
  }
`);

export const AcceptEventRoleInvitationDocument = graphql(`
  mutation AcceptEventRoleInvitation($invitationId: String!) {
    acceptEventRoleInvitation(invitationId: $invitationId) {
      invitationId
      status
    }
  }
`);

export const DeclineEventRoleInvitationDocument = graphql(`
  mutation DeclineEventRoleInvitation($invitationId: String!) {
    declineEventRoleInvitation(invitationId: $invitationId) {
      invitationId
      status
    }
  }
`);

/** After a team change: the team is read again, and every event view (permissions, people by role). */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventTeamKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}

export type InviteInput = { role: string; userId?: string | null; email?: string | null };

export function useInviteTeamMemberMutation(eventId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async (input: InviteInput) =>
      (
        await execute(InviteEventTeamMemberDocument, {
          eventId,
          role: input.role,
          userId: input.userId ?? null,
          email: input.email ?? null,
        })
      ).inviteEventTeamMember,
    onSuccess: () => refresh(),
  });
}

export function useCancelRoleInvitationMutation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      (await execute(CancelEventRoleInvitationDocument, { invitationId })).cancelEventRoleInvitation,
    onSuccess: () => refresh(),
  });
}

export function useRemoveTeamMemberMutation(eventId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async (input: { userId: string; role: string }) =>
      (await execute(RemoveEventRoleDocument, { eventId, ...input })).removeEventRole,
    onSuccess: () => refresh(),
  });
}

export function useLeaveRoleMutation(eventId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async (role: string) =>
      (await execute(LeaveEventRoleDocument, { eventId, role })).leaveEventRole,
    onSuccess: () => refresh(),
  });
}

/** Accept or decline an invitation; the invitation and every event view (new permissions) are read again. */
export function useAnswerRoleInvitationMutation(invitationId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: async (answer: 'accept' | 'decline') =>
      answer === 'accept'
        ? (await execute(AcceptEventRoleInvitationDocument, { invitationId })).acceptEventRoleInvitation
        : (await execute(DeclineEventRoleInvitationDocument, { invitationId })).declineEventRoleInvitation,
    onSuccess: () => refresh(),
  });
}
