import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type {
  ClubAdminQuery,
  ClubInviteQuery,
  ClubTeamQuery,
  ManagedClubsQuery,
  MyClubInvitesQuery,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useSession } from '@/lib/session';

/**
 * What a list of managed clubs shows of a club: the club's summary (entities/club) with its status, members and
 * the viewer's place in it.
 */
export const ManagedClubFieldsFragment = graphql(`
  fragment ManagedClubFields on Club {
    ...ClubSummaryFields
    status
    published
    memberCount
    isOwner
    myRole
    images {
      coverUrl
    }
  }
`);

export const ClubInviteFieldsFragment = graphql(`
  fragment ClubInviteFields on ClubInvite {
    id
    kind
    role
    memo
    email
    status
    uses
    usesPerInvite
    expiresAt
    createdAt
    invitee {
      ...ClubPersonFields
    }
    invitedBy {
      ...ClubPersonFields
    }
  }
`);

export const ManagedClubsDocument = graphql(`
  query ManagedClubs {
    managedClubs {
      ...ManagedClubFields
    }
  }
`);

export const MyClubInvitesDocument = graphql(`
  query MyClubInvites {
    myClubInvites {
      ...ClubInviteFields
      club {
        ...ManagedClubFields
      }
    }
  }
`);

export const ClubInviteDocument = graphql(`
  query ClubInvite($inviteId: ID!) {
    clubInvite(inviteId: $inviteId) {
      ...ClubInviteFields
      club {
        ...ManagedClubFields
      }
    }
  }
`);

/** A club as its brand admin pages read it (overview, details, accounts, tiers). */
export const ClubAdminDocument = graphql(`
  query ClubAdmin($idOrSlug: String!) {
    club(idOrSlug: $idOrSlug) {
      ...ManagedClubFields
      bio
      access
      createdAt
      myPermissions
      socialAccounts {
        provider
        handle
      }
      owner {
        ...ClubPersonFields
      }
      tiers {
        ...ClubTierFields
      }
      pendingOwnershipTransfer {
        id
        status
        createdAt
        from {
          ...ClubPersonFields
        }
        to {
          ...ClubPersonFields
        }
      }
    }
  }
`);

export const ClubTeamDocument = graphql(`
  query ClubTeam($idOrSlug: String!) {
    club(idOrSlug: $idOrSlug) {
      id
      displayName
      isOwner
      myRole
      myPermissions
      owner {
        ...ClubPersonFields
      }
      teamMembers {
        userId
        kind
        role
        roleDisplayName
        since
        person {
          ...ClubPersonFields
        }
      }
      teamCollaborators {
        userId
        kind
        role
        roleDisplayName
        since
        person {
          ...ClubPersonFields
        }
      }
      invites {
        ...ClubInviteFields
      }
      pendingOwnershipTransfer {
        id
        status
        createdAt
        from {
          ...ClubPersonFields
        }
        to {
          ...ClubPersonFields
        }
      }
    }
  }
`);

export const ClubSlugAvailableDocument = graphql(`
  query ClubSlugAvailable($slug: String!, $clubId: ID) {
    clubSlugAvailable(slug: $slug, clubId: $clubId)
  }
`);

export type ClubSummary = ManagedClubsQuery['managedClubs'][number];
export type ClubAdmin = NonNullable<ClubAdminQuery['club']>;
export type ClubTeam = NonNullable<ClubTeamQuery['club']>;
export type ClubTeamMemberItem = ClubTeam['teamMembers'][number];
export type ClubInviteItem = ClubTeam['invites'][number];
export type MyClubInvite = MyClubInvitesQuery['myClubInvites'][number];
export type LinkedClubInvite = NonNullable<ClubInviteQuery['clubInvite']>;
export type ClubTransfer = NonNullable<ClubAdmin['pendingOwnershipTransfer']>;

/** The club keys (docs/decisions/067): everything under ['clubs'], keyed by the viewer where it differs. */
export const clubKeys = {
  all: ['clubs'] as const,
  managed: (userId: string | null) => [...clubKeys.all, 'managed', userId] as const,
  myInvites: (userId: string | null) => [...clubKeys.all, 'my-invites', userId] as const,
  invite: (inviteId: string, userId: string | null) => [...clubKeys.all, 'invite', inviteId, userId] as const,
  admin: (idOrSlug: string, userId: string | null) => [...clubKeys.all, 'admin', idOrSlug, userId] as const,
  team: (idOrSlug: string, userId: string | null) => [...clubKeys.all, 'team', idOrSlug, userId] as const,
  slug: (slug: string, clubId: string | null) => [...clubKeys.all, 'slug', slug, clubId] as const,
};

/** The clubs the viewer owns or helps run, oldest first (the first is the selected club). */
export function useManagedClubs() {
  const { authInfo } = useSession();
  return useQuery({
    queryKey: clubKeys.managed(authInfo?.userId ?? null),
    queryFn: async () => (await execute(ManagedClubsDocument)).managedClubs,
  });
}

/** The viewer's pending club invites (team and membership). */
export function useMyClubInvites() {
  const { authInfo } = useSession();
  return useQuery({
    queryKey: clubKeys.myInvites(authInfo?.userId ?? null),
    queryFn: async () => (await execute(MyClubInvitesDocument)).myClubInvites,
  });
}

/** One invite by id (an e-mail-less link invite is not among the viewer's own); null when not for them. */
export function useClubInvite(inviteId: string | null) {
  const { authInfo } = useSession();
  return useQuery({
    queryKey: clubKeys.invite(inviteId ?? '', authInfo?.userId ?? null),
    queryFn: async () => (await execute(ClubInviteDocument, { inviteId: inviteId ?? '' })).clubInvite,
    enabled: Boolean(inviteId),
  });
}

/** A club for its brand admin pages; null when the viewer may not see it. */
export function useClubAdmin(idOrSlug: string) {
  const { authInfo } = useSession();
  return useQuery({
    queryKey: clubKeys.admin(idOrSlug, authInfo?.userId ?? null),
    queryFn: async () => (await execute(ClubAdminDocument, { idOrSlug })).club,
  });
}

export function useClubTeam(idOrSlug: string) {
  const { authInfo } = useSession();
  return useQuery({
    queryKey: clubKeys.team(idOrSlug, authInfo?.userId ?? null),
    queryFn: async () => (await execute(ClubTeamDocument, { idOrSlug })).club,
  });
}

/** Is this (valid, debounced) link free? `clubId` lets a club keep its own link. Off for an empty slug. */
export function useClubSlugAvailable(slug: string, clubId: string | null) {
  return useQuery({
    queryKey: clubKeys.slug(slug, clubId),
    queryFn: async () => (await execute(ClubSlugAvailableDocument, { slug, clubId })).clubSlugAvailable,
    enabled: slug.length > 0,
    staleTime: 0,
  });
}
