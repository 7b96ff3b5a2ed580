import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type {
  ClubRole,
  ClubStatus,
  ClubTierInput,
  CreateClubInput,
  CreateClubInviteInput,
  UpdateClubInput,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { clubKeys } from '@/features/clubs/api/queries';

export const CreateClubDocument = graphql(`
  mutation CreateClub($input: CreateClubInput!) {
    createClub(input: $input) {
      id
      slug
    }
  }
`);

export const PublishClubDocument = graphql(`
  mutation PublishClub($clubId: ID!) {
    publishClub(clubId: $clubId) {
      id
      published
      status
    }
  }
`);

export const UpdateClubDocument = graphql(`
  mutation UpdateClub($clubId: ID!, $input: UpdateClubInput!) {
    updateClub(clubId: $clubId, input: $input) {
      id
    }
  }
`);

export const ChangeClubSlugDocument = graphql(`
  mutation ChangeClubSlug($clubId: ID!, $slug: String!) {
    changeClubSlug(clubId: $clubId, slug: $slug) {
      id
      slug
    }
  }
`);

export const SetClubStatusDocument = graphql(`
  mutation SetClubStatus($clubId: ID!, $status: ClubStatus!) {
    setClubStatus(clubId: $clubId, status: $status) {
      id
      status
    }
  }
`);

export const SetClubTiersDocument = graphql(`
  mutation SetClubTiers($clubId: ID!, $tiers: [ClubTierInput!]!) {
    setClubTiers(clubId: $clubId, tiers: $tiers) {
      id
    }
  }
`);

export const CreateClubInviteDocument = graphql(`
  mutation CreateClubInvite($input: CreateClubInviteInput!) {
    createClubInvite(input: $input) {
      id
      status
    }
  }
`);

export const RevokeClubInviteDocument = graphql(`
  mutation RevokeClubInvite($inviteId: ID!) {
    revokeClubInvite(inviteId: $inviteId) {
      id
      status
    }
  }
`);

export const AcceptClubInviteDocument = graphql(`
  mutation AcceptClubInvite($inviteId: ID!) {
    acceptClubInvite(inviteId: $inviteId) {
      id
      slug
    }
  }
`);

export const DeclineClubInviteDocument = graphql(`
  mutation DeclineClubInvite($inviteId: ID!) {
    declineClubInvite(inviteId: $inviteId) {
      id
      status
    }
  }
`);

export const ChangeClubRoleDocument = graphql(`
  mutation ChangeClubRole($clubId: ID!, $userId: ID!, $role: ClubRole!) {
    changeClubRole(clubId: $clubId, userId: $userId, role: $role) {
      userId
      role
    }
  }
`);

export const RemoveClubTeamMemberDocument = graphql(`
  mutation RemoveClubTeamMember($clubId: ID!, $userId: ID!) {
    removeClubTeamMember(clubId: $clubId, userId: $userId) {
      id
    }
  }
`);

export const RequestClubOwnershipTransferDocument = graphql(`
  mutation RequestClubOwnershipTransfer($clubId: ID!, $userId: ID!) {
    requestClubOwnershipTransfer(clubId: $clubId, userId: $userId) {
      id
      status
    }
  }
`);

export const AcceptClubOwnershipTransferDocument = graphql(`
  mutation AcceptClubOwnershipTransfer($transferId: ID!) {
    acceptClubOwnershipTransfer(transferId: $transferId) {
      id
    }
  }
`);

export const DeclineClubOwnershipTransferDocument = graphql(`
  mutation DeclineClubOwnershipTransfer($transferId: ID!) {
    declineClubOwnershipTransfer(transferId: $transferId) {
      id
      status
    }
  }
`);

export const CancelClubOwnershipTransferDocument = graphql(`
  mutation CancelClubOwnershipTransfer($transferId: ID!) {
    cancelClubOwnershipTransfer(transferId: $transferId) {
      id
      status
    }
  }
`);

/** After any club change every club view is read again (lists, admin pages, team, invites). */
function useRefreshClubs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clubKeys.all });
}

/** The wizard's last step: create the club, then publish it (two calls; a failed publish leaves it PENDING). */
export function useCreateClubMutation() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ input, publish }: { input: CreateClubInput; publish: boolean }) => {
      const club = (await execute(CreateClubDocument, { input })).createClub;
      if (!publish) return { club, publishError: null };
      try {
        await execute(PublishClubDocument, { clubId: club.id });
        return { club, publishError: null };
      } catch (publishError) {
        // The club exists: the caller goes to it and says publishing failed (no second create on retry).
        return { club, publishError: publishError as Error };
      }
    },
    onSettled: () => refresh(),
  });
}

export function usePublishClubMutation() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (clubId: string) => (await execute(PublishClubDocument, { clubId })).publishClub,
    onSuccess: () => refresh(),
  });
}

export function useUpdateClubMutation(clubId: string) {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (input: UpdateClubInput) =>
      (await execute(UpdateClubDocument, { clubId, input })).updateClub,
    onSuccess: () => refresh(),
  });
}

export function useChangeClubSlugMutation(clubId: string) {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (slug: string) =>
      (await execute(ChangeClubSlugDocument, { clubId, slug })).changeClubSlug,
    onSuccess: () => refresh(),
  });
}

export function useSetClubStatusMutation(clubId: string) {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (status: ClubStatus) =>
      (await execute(SetClubStatusDocument, { clubId, status })).setClubStatus,
    onSuccess: () => refresh(),
  });
}

export function useSetClubTiersMutation(clubId: string) {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (tiers: ClubTierInput[]) =>
      (await execute(SetClubTiersDocument, { clubId, tiers })).setClubTiers,
    onSuccess: () => refresh(),
  });
}

export function useCreateClubInviteMutation() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (input: CreateClubInviteInput) =>
      (await execute(CreateClubInviteDocument, { input })).createClubInvite,
    onSuccess: () => refresh(),
  });
}

export function useRevokeClubInviteMutation() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (inviteId: string) =>
      (await execute(RevokeClubInviteDocument, { inviteId })).revokeClubInvite,
    onSuccess: () => refresh(),
  });
}

/** Accept or decline an invite; every club view is read again (the club may now be managed). */
export function useAnswerClubInviteMutation() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ inviteId, answer }: { inviteId: string; answer: 'accept' | 'decline' }) =>
      answer === 'accept'
        ? {
            accepted: true as const,
            club: (await execute(AcceptClubInviteDocument, { inviteId })).acceptClubInvite,
          }
        : {
            accepted: false as const,
            invite: (await execute(DeclineClubInviteDocument, { inviteId })).declineClubInvite,
          },
    onSuccess: () => refresh(),
  });
}

export function useChangeClubRoleMutation(clubId: string) {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: ClubRole }) =>
      (await execute(ChangeClubRoleDocument, { clubId, userId, role })).changeClubRole,
    onSuccess: () => refresh(),
  });
}

export function useRemoveClubTeamMemberMutation(clubId: string) {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await execute(RemoveClubTeamMemberDocument, { clubId, userId })).removeClubTeamMember,
    onSuccess: () => refresh(),
  });
}

export function useRequestOwnershipTransferMutation(clubId: string) {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await execute(RequestClubOwnershipTransferDocument, { clubId, userId })).requestClubOwnershipTransfer,
    onSuccess: () => refresh(),
  });
}

/** The target accepts or declines, the owner cancels a pending ownership transfer. */
export function useAnswerOwnershipTransferMutation() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({
      transferId,
      answer,
    }: {
      transferId: string;
      answer: 'accept' | 'decline' | 'cancel';
    }) => {
      if (answer === 'accept') await execute(AcceptClubOwnershipTransferDocument, { transferId });
      else if (answer === 'decline') await execute(DeclineClubOwnershipTransferDocument, { transferId });
      else await execute(CancelClubOwnershipTransferDocument, { transferId });
      return answer;
    },
    onSuccess: () => refresh(),
  });
}
