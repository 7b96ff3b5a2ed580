import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { AchievementDetailQuery, AchievementFieldsFragment } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/** The achievements feature's reads (mirrors the server's achievements module). */

/** Achievements read per page. */
export const ACHIEVEMENTS_PAGE_SIZE = 50;

export const achievementKeys = {
  all: ['achievements'] as const,
  clubAdmin: (clubId: string, userId: string | null) =>
    [...achievementKeys.all, 'club-admin', clubId, userId] as const,
  club: (clubId: string, userId: string | null, includeArchived: boolean) =>
    [...achievementKeys.all, 'club', clubId, userId, includeArchived] as const,
  one: (achievementId: string, userId: string | null) =>
    [...achievementKeys.all, 'one', achievementId, userId] as const,
  user: (userId: string, viewerId: string | null) =>
    [...achievementKeys.all, 'user', userId, viewerId] as const,
};

export const AchievementFields = graphql(`
  fragment AchievementFields on Achievement {
    id
    slug
    displayName
    bio
    avatarUrl
    category
    categoryLabel
    status
    isHidden
    activeFromUtc
    activeToUtc
    maxSupply
    awardedCount
    remainingSupply
    isActive
    viewerHolds
    viewerAwardedAt
    viewerCanManage
    club {
      ...ClubSummaryFields
    }
  }
`);

export type Achievement = AchievementFieldsFragment;

export const AchievementsClubAdminDocument = graphql(`
  query AchievementsClubAdmin($idOrSlug: String!) {
    club(idOrSlug: $idOrSlug) {
      ...ClubSummaryFields
      status
      myPermissions
    }
  }
`);

/** The club as its achievement managers see it (permissions); null when it is not found. */
export function useAchievementsClub(idOrSlug: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: achievementKeys.clubAdmin(idOrSlug, userId),
    queryFn: async () => (await execute(AchievementsClubAdminDocument, { idOrSlug })).club,
    enabled: idOrSlug !== '',
  });
}

export const ClubAchievementsDocument = graphql(`
  query ClubAchievements($clubId: String!, $includeArchived: Boolean, $first: Int, $after: String) {
    clubAchievements(clubId: $clubId, includeArchived: $includeArchived, first: $first, after: $after) {
      edges {
        node {
          ...AchievementFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** A club's achievements, newest first: hidden ones for its team, archived ones when the team asks. */
export function useClubAchievements(clubId: string, includeArchived = false, enabled = true) {
  const userId = useViewerId();
  const query = useInfiniteQuery({
    queryKey: achievementKeys.club(clubId, userId, includeArchived),
    queryFn: async ({ pageParam }) =>
      (
        await execute(ClubAchievementsDocument, {
          clubId,
          includeArchived,
          first: ACHIEVEMENTS_PAGE_SIZE,
          after: pageParam,
        })
      ).clubAchievements,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    placeholderData: keepPreviousData,
    enabled: enabled && clubId !== '',
  });
  return { ...query, achievements: query.data?.pages.flatMap((page) => page.edges.map((e) => e.node)) ?? [] };
}

export const AchievementDetailDocument = graphql(`
  query AchievementDetail($achievementId: ID!) {
    achievement(achievementId: $achievementId) {
      ...AchievementFields
      createdAt
      statistics {
        total
        underEighteen
        ageUnknown
        ageRanges {
          range
          count
        }
        genders {
          gender
          count
        }
      }
    }
  }
`);

export type AchievementDetail = NonNullable<AchievementDetailQuery['achievement']>;

/** One achievement (null when missing or not visible), with statistics for the club's team. */
export function useAchievement(achievementId: string | null | undefined) {
  const userId = useViewerId();
  return useQuery({
    queryKey: achievementKeys.one(achievementId ?? '', userId),
    queryFn: async () =>
      (await execute(AchievementDetailDocument, { achievementId: achievementId! })).achievement,
    enabled: Boolean(achievementId),
  });
}

export const UserAchievementsDocument = graphql(`
  query UserAchievements($userId: ID!, $first: Int, $after: String) {
    userAchievements(userId: $userId, first: $first, after: $after) {
      edges {
        node {
          ...AchievementFields
          holderAwardedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** A member's badges, latest awarded first. */
export function useUserAchievements(userId: string | null) {
  const viewerId = useViewerId();
  const query = useInfiniteQuery({
    queryKey: achievementKeys.user(userId ?? '', viewerId),
    queryFn: async ({ pageParam }) =>
      (
        await execute(UserAchievementsDocument, {
          userId: userId!,
          first: ACHIEVEMENTS_PAGE_SIZE,
          after: pageParam,
        })
      ).userAchievements,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    enabled: Boolean(userId),
  });
  return { ...query, achievements: query.data?.pages.flatMap((page) => page.edges.map((e) => e.node)) ?? [] };
}
