import { type Caller, gql } from '../clubs/clubs.test-support';
import type { TestServer } from '../../test/server';

/** Helpers for the achievements integration tests. */

export const ACHIEVEMENT_FIELDS = `id slug displayName bio avatarUrl category categoryLabel status isHidden
  activeFromUtc activeToUtc maxSupply awardedCount remainingSupply isActive viewerHolds viewerAwardedAt
  viewerCanManage club { id }`;

export type AchievementData = {
  id: string;
  slug: string;
  displayName: string;
  bio: string | null;
  avatarUrl: string | null;
  category: string;
  categoryLabel: string;
  status: string;
  isHidden: boolean;
  activeFromUtc: string | null;
  activeToUtc: string | null;
  maxSupply: number | null;
  awardedCount: number;
  remainingSupply: number | null;
  isActive: boolean;
  viewerHolds: boolean;
  viewerAwardedAt: string | null;
  viewerCanManage: boolean;
  club: { id: string };
};

export const SAVE = `mutation($input: AchievementInput!) { createOrUpdateAchievement(input: $input) { ${ACHIEVEMENT_FIELDS} } }`;
export const AWARD = `mutation($a: ID!, $u: ID!) { awardAchievement(achievementId: $a, userId: $u) { awarded achievement { ${ACHIEVEMENT_FIELDS} } } }`;
export const DELETE = `mutation($a: ID!) { deleteAchievement(achievementId: $a) { achievementId archived } }`;
export const AVATAR = `mutation($a: ID!, $url: String) { uploadAchievementAvatar(achievementId: $a, avatarUrl: $url) { id avatarUrl } }`;
export const ONE = `query($a: ID!) { achievement(achievementId: $a) { ${ACHIEVEMENT_FIELDS} } }`;
export const BY_SLUG = `query($c: String!, $s: String!) { achievementBySlug(clubId: $c, slug: $s) { id slug } }`;
export const LIST = `query($k: String, $after: String) { achievements(first: 50, keyword: $k, after: $after) { edges { node { id slug } } pageInfo { hasNextPage endCursor } } }`;
export const OF_CLUB = `query($c: String!, $arch: Boolean) { clubAchievements(clubId: $c, first: 50, includeArchived: $arch) { edges { node { id slug status isHidden } } } }`;
export const OF_USER = `query($u: ID!) { userAchievements(userId: $u, first: 50) { edges { node { id slug holderAwardedAt } } } }`;
export const STATS = `query($a: ID!) { achievement(achievementId: $a) { id statistics { total underEighteen ageUnknown ageRanges { range count } genders { gender count } } } }`;

let counter = 0;
export const uniqueAchievementSlug = (base = 'badge') =>
  `${base}-${++counter}-${Math.random().toString(36).slice(2, 6)}`;

export const codeOf = (r: { error: { extensions?: { code?: string } } | null }) =>
  r.error?.extensions?.code ?? null;

export async function saveAchievement(
  server: TestServer,
  who: Caller,
  clubId: string,
  input: Record<string, unknown> = {},
) {
  return gql<{ createOrUpdateAchievement: AchievementData }>(
    server,
    SAVE,
    {
      input: {
        clubId,
        displayName: 'Launch Day',
        slug: uniqueAchievementSlug(),
        category: 'LAUNCH_DAY_SUPPORTER',
        ...input,
      },
    },
    who,
  );
}

/** Creates an achievement and answers it; throws on refusal. */
export async function createAchievement(
  server: TestServer,
  who: Caller,
  clubId: string,
  input: Record<string, unknown> = {},
) {
  const result = await saveAchievement(server, who, clubId, input);
  if (result.error) throw new Error(`createOrUpdateAchievement: ${result.error.message}`);
  return result.data!.createOrUpdateAchievement;
}

export function award(server: TestServer, who: Caller, achievementId: string, userId: string) {
  return gql<{ awardAchievement: { awarded: boolean; achievement: AchievementData } }>(
    server,
    AWARD,
    { a: achievementId, u: userId },
    who,
  );
}
