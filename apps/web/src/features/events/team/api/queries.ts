import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { EventRoleInvitationQuery, EventTeamQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useSession } from '@/lib/session';

/** A person on the team or on an invitation, as the team section shows them. */
export const TeamPersonFieldsFragment = graphql(`
  fragment TeamPersonFields on User {
    userId
    name
    userName
    avatarUrl
    isVerified
  }
`);

export const EventTeamDocument = graphql(`
  query EventTeam($slugOrId: String!) {
    event(slugOrId: $slugOrId) {
      eventId
      viewerPermissions
      viewerRoles
      viewerRoleName
      usersRoles {
        role
        displayName
        status
        user {
          ...TeamPersonFields
        }
      }
      roleInvitations {
        invitationId
        role
        roleDisplayName
        status
        createdAt
        expiresAt
        emailAddress
        invitee {
          ...TeamPersonFields
        }
      }
    }
  }
`);

export const EventRoleInvitationDocument = graphql(`
  query EventRoleInvitation($invitationId: String!) {
    eventRoleInvitation(invitationId: $invitationId) {
      invitationId
      role
      roleDisplayName
      status
      isExpired
      eventId
      eventName
      eventSlug
      eventAvatarUrl
      eventStartDate
      eventTimeZone
      invitedBy {
        ...TeamPersonFields
      }
      emailAddress
      invitee {
        userId
        name
        userName
      }
    }
  }
`);

export type EventTeam = NonNullable<EventTeamQuery['event']>;
export type TeamMember = EventTeam['usersRoles'][number];
export type PendingRoleInvitation = NonNullable<EventTeam['roleInvitations']>[number];
export type RoleInvitation = NonNullable<EventRoleInvitationQuery['eventRoleInvitation']>;

/** The team's query keys (docs/decisions/067): the team of an event per viewer, an invitation. */
export const eventTeamKeys = {
  all: ['event-team'] as const,
  team: (slugOrId: string, userId: string | null) =>
    [...eventTeamKeys.all, 'team', slugOrId, userId] as const,
  invitation: (invitationId: string) => [...eventTeamKeys.all, 'invitation', invitationId] as const,
};

/** The team of an event as the viewer sees it (members, open invitations when they may add people). */
export function useEventTeam(slugOrId: string) {
  const { authInfo } = useSession();
  return useQuery({
    queryKey: eventTeamKeys.team(slugOrId, authInfo?.userId ?? null),
    queryFn: async () => (await execute(EventTeamDocument, { slugOrId })).event,
  });
}

/** A team-role invitation by its id (role-…), for /accept-invite/{id}; null when there is none for the viewer. */
export function useEventRoleInvitation(invitationId: string) {
  return useQuery({
    queryKey: eventTeamKeys.invitation(invitationId),
    queryFn: async () => (await execute(EventRoleInvitationDocument, { invitationId })).eventRoleInvitation,
  });
}
