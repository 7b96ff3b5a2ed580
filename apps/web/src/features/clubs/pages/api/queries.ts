import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type {
  ClubBuyPointsQuery,
  ClubEventsAdminQuery,
  ClubPageQuery,
  EditableEventsForClubQuery,
  EventClubsTabQuery,
  HomeClubMembershipsQuery,
} from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/**
 * The club pages' reads (the server's clubs and points modules): the public club page, its buy-points offer,
 * the club's events for its team, the event editor's rep-clubs tab, and what the shell and home show about the
 * viewer's clubs. Everything lives under `['club-pages']`, so one invalidation after a join, a purchase or a
 * link refreshes all of it.
 */
export const clubPageKeys = {
  all: ['club-pages'] as const,
  club: (idOrSlug: string, userId: string | null) => [...clubPageKeys.all, 'club', idOrSlug, userId] as const,
  buyPoints: (idOrSlug: string, userId: string | null) =>
    [...clubPageKeys.all, 'buy-points', idOrSlug, userId] as const,
  clubEvents: (idOrSlug: string, userId: string | null) =>
    [...clubPageKeys.all, 'club-events', idOrSlug, userId] as const,
  editableEvents: (userId: string | null) => [...clubPageKeys.all, 'editable-events', userId] as const,
  eventClubs: (eventId: string, userId: string | null) =>
    [...clubPageKeys.all, 'event-clubs', eventId, userId] as const,
  shell: (userId: string | null) => [...clubPageKeys.all, 'shell', userId] as const,
  memberships: (userId: string | null) => [...clubPageKeys.all, 'memberships', userId] as const,
};

/** How many of a club's events a page of the list shows. */
export const CLUB_EVENTS_PAGE_SIZE = 12;

export const ClubEventFieldsFragment = graphql(`
  fragment ClubEventFields on Event {
    ...EventSummaryFields
    isExpired
  }
`);

export const ClubPageDocument = graphql(`
  query ClubPage($idOrSlug: String!, $first: Int, $after: String) {
    club(idOrSlug: $idOrSlug) {
      ...ClubSummaryFields
      bio
      status
      access
      published
      images {
        coverUrl
      }
      socialAccounts {
        provider
        handle
      }
      memberCount
      isMember
      canJoin
      joinRefusal
      isOwner
      myRole
      myPermissions
      tiers {
        ...ClubTierFields
      }
      myMembership {
        joinedAt
        points
        pointsToNextTier
        tier {
          ...ClubTierFields
        }
        nextTier {
          ...ClubTierFields
        }
      }
      defaultBuyPointsOffer {
        packages {
          id
        }
      }
      events(first: $first, after: $after) {
        edges {
          cursor
          node {
            ...ClubEventFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

export type ClubPageClub = NonNullable<ClubPageQuery['club']>;
export type ClubTierItem = ClubPageClub['tiers'][number];
export type ClubEventItem = ClubPageClub['events']['edges'][number]['node'];

/** The public club page: the club (null when it is unknown or private to the viewer) and its first events. */
export function useClubPage(idOrSlug: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: clubPageKeys.club(idOrSlug, userId),
    queryFn: async () => (await execute(ClubPageDocument, { idOrSlug, first: CLUB_EVENTS_PAGE_SIZE })).club,
    retry: false,
  });
}

export const ClubBuyPointsDocument = graphql(`
  query ClubBuyPoints($idOrSlug: String!) {
    club(idOrSlug: $idOrSlug) {
      ...ClubSummaryFields
      isMember
      canJoin
      joinRefusal
      myMembership {
        points
        tier {
          ...ClubTierFields
        }
      }
      defaultBuyPointsOffer {
        packages {
          id
          pointsAmount
          repPointsMultiplier
          totalPoints
          price
          originalPrice
          currency
        }
      }
    }
  }
`);

export type BuyPointsClub = NonNullable<ClubBuyPointsQuery['club']>;
export type PointsPackageItem = NonNullable<BuyPointsClub['defaultBuyPointsOffer']>['packages'][number];

/** The club of /rep-clubs/{id}/buy-points with its default buy-points offer and the viewer's balance. */
export function useClubBuyPoints(idOrSlug: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: clubPageKeys.buyPoints(idOrSlug, userId),
    queryFn: async () => (await execute(ClubBuyPointsDocument, { idOrSlug })).club,
    retry: false,
  });
}

export const ClubEventsAdminDocument = graphql(`
  query ClubEventsAdmin($idOrSlug: String!, $first: Int, $after: String) {
    club(idOrSlug: $idOrSlug) {
      id
      slug
      displayName
      myPermissions
      events(first: $first, after: $after) {
        edges {
          cursor
          node {
            ...ClubEventFields
            viewerPermissions
            clubs {
              id
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

export type ClubEventsAdminClub = NonNullable<ClubEventsAdminQuery['club']>;
export type ClubAdminEvent = ClubEventsAdminClub['events']['edges'][number]['node'];

/** A club's events for its team (/my/rep-clubs/{club_id}/events): every event linked to it, a page at a time. */
export function useClubEventsAdmin(idOrSlug: string) {
  const userId = useViewerId();
  return useInfiniteQuery({
    queryKey: clubPageKeys.clubEvents(idOrSlug, userId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await execute(ClubEventsAdminDocument, {
          idOrSlug,
          first: CLUB_EVENTS_PAGE_SIZE,
          after: pageParam,
        })
      ).club,
    getNextPageParam: (club) =>
      club?.events.pageInfo.hasNextPage ? club.events.pageInfo.endCursor : undefined,
    retry: false,
  });
}

/**
 * The events the viewer can link to a club, a page of 100 at a time: only what the picker needs (the name, the
 * clubs it belongs to, whether the viewer may edit it), so a full page stays within the server's query cost
 * limit (the whole event card at 100 a page cost 11,412.5 of 5,000 and the tab failed).
 */
export const EditableEventsForClubDocument = graphql(`
  query EditableEventsForClub($after: String) {
    myCreatedEvents(first: 100, after: $after) {
      edges {
        node {
          eventId
          displayName
          viewerPermissions
          clubs {
            id
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type EditableEvent = EditableEventsForClubQuery['myCreatedEvents']['edges'][number]['node'];

/** At most this many pages of 100 are read for the picker. */
const EDITABLE_EVENTS_MAX_PAGES = 20;

/** The events the viewer may edit (created or in the team with CanEditEvent): those they can link to a club. */
export function useEditableEvents(enabled: boolean) {
  const userId = useViewerId();
  return useQuery({
    queryKey: clubPageKeys.editableEvents(userId),
    queryFn: async () => {
      const events: EditableEvent[] = [];
      let after: string | null = null;
      for (let page = 0; page < EDITABLE_EVENTS_MAX_PAGES; page += 1) {
        const { myCreatedEvents }: EditableEventsForClubQuery = await execute(EditableEventsForClubDocument, {
          after,
        });
        events.push(...myCreatedEvents.edges.map((edge) => edge.node));
        after = myCreatedEvents.pageInfo?.endCursor ?? null;
        if (!myCreatedEvents.pageInfo?.hasNextPage || !after) break;
      }
      return events.filter((event) => event.viewerPermissions.includes('CanEditEvent'));
    },
    enabled,
  });
}

export const EventClubsTabDocument = graphql(`
  query EventClubsTab($slugOrId: String!) {
    event(slugOrId: $slugOrId) {
      eventId
      viewerPermissions
      clubs {
        id
        slug
        displayName
        myPermissions
        images {
          avatarUrl
        }
      }
    }
    managedClubs {
      id
      slug
      displayName
      myPermissions
      images {
        avatarUrl
      }
    }
  }
`);

export type EventClubsTabData = EventClubsTabQuery;

/** The event editor's rep-clubs tab: the clubs the event belongs to, and the clubs the viewer manages. */
export function useEventClubsTab(eventId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: clubPageKeys.eventClubs(eventId, userId),
    queryFn: () => execute(EventClubsTabDocument, { slugOrId: eventId }),
  });
}

export const ShellClubsDocument = graphql(`
  query ShellClubs {
    managedClubs {
      id
      slug
      events(first: 1) {
        edges {
          cursor
        }
      }
    }
  }
`);

export type SelectedClub = { id: string; slug: string; hasEvents: boolean };

/**
 * The viewer's selected club for the shell: the first club they own or help run (managedClubs is oldest first),
 * with whether it has any event; null when they run no club (or while it loads).
 */
export function useSelectedClub(): SelectedClub | null {
  const userId = useViewerId();
  const query = useQuery({
    queryKey: clubPageKeys.shell(userId),
    queryFn: async () => (await execute(ShellClubsDocument)).managedClubs,
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
  const first = query.data?.[0];
  if (!first) return null;
  return { id: first.id, slug: first.slug, hasEvents: first.events.edges.length > 0 };
}

export const HomeClubMembershipsDocument = graphql(`
  query HomeClubMemberships {
    myClubMemberships {
      joinedAt
      points
      pointsToNextTier
      tier {
        ...ClubTierFields
      }
      nextTier {
        id
        name
      }
      club {
        ...ClubSummaryFields
      }
    }
  }
`);

export type HomeMembership = HomeClubMembershipsQuery['myClubMemberships'][number];

/** The clubs the viewer belongs to, with their points and tier in each (home's "Your rep clubs"). */
export function useMyClubMemberships() {
  const userId = useViewerId();
  return useQuery({
    queryKey: clubPageKeys.memberships(userId),
    queryFn: async () => (await execute(HomeClubMembershipsDocument)).myClubMemberships,
    enabled: Boolean(userId),
  });
}
