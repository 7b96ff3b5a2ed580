import {
  ACHIEVEMENT_BADGE_TYPES,
  ACHIEVEMENT_BADGE_TYPE_LABELS,
  ACHIEVEMENT_STATUSES,
} from '@repclub/shared';
import { builder } from '../../platform/graphql/builder';
import { ClubRef } from '../clubs/clubs.module';
import type { AchievementView } from './achievements.service';

// Achievements (domain §3 Achievement, §4, §7). Dates are ISO 8601 strings.

export const AchievementBadgeTypeEnum = builder.enumType('AchievementBadgeType', {
  values: ACHIEVEMENT_BADGE_TYPES,
});
export const AchievementStatusEnum = builder.enumType('AchievementStatus', { values: ACHIEVEMENT_STATUSES });

type Statistics = {
  total: number;
  ageRanges: { range: string; count: number }[];
  underEighteen: number;
  ageUnknown: number;
  genders: { gender: string; count: number }[];
};

const AgeRangeCountRef = builder
  .objectRef<{ range: string; count: number }>('AchievementAgeRangeCount')
  .implement({ fields: (t) => ({ range: t.exposeString('range'), count: t.exposeInt('count') }) });
const GenderCountRef = builder
  .objectRef<{ gender: string; count: number }>('AchievementGenderCount')
  .implement({ fields: (t) => ({ gender: t.exposeString('gender'), count: t.exposeInt('count') }) });

const AchievementStatisticsRef = builder.objectRef<Statistics>('AchievementStatistics').implement({
  description:
    'Holders by age range (18-24, 25-34, 35-44, 45+ for over 44) and gender: counts, never people.',
  fields: (t) => ({
    total: t.exposeInt('total'),
    ageRanges: t.field({ type: [AgeRangeCountRef], resolve: (s) => s.ageRanges }),
    underEighteen: t.exposeInt('underEighteen'),
    ageUnknown: t.exposeInt('ageUnknown', { description: 'Holders without a birth date.' }),
    genders: t.field({
      type: [GenderCountRef],
      description: 'Female, Male, Other, Not Disclosed (unknown counts as Not Disclosed).',
      resolve: (s) => s.genders,
    }),
  }),
});

/** An achievement; `holderAwardedAt` is set when it is read as one of a member's (userAchievements). */
export type AchievementNode = AchievementView & { holderAwardedAt?: Date };

export const AchievementRef = builder.objectRef<AchievementNode>('Achievement');

AchievementRef.implement({
  description:
    "A club's achievement: a badge members are awarded (domain §3 Achievement; docs/decisions/127).",
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.row.id }),
    achievementId: t.id({ description: 'The same as id (the spec’s name).', resolve: (a) => a.row.id }),
    slug: t.string({ resolve: (a) => a.row.slug }),
    displayName: t.string({ resolve: (a) => a.row.displayName }),
    bio: t.string({ nullable: true, resolve: (a) => a.row.bio }),
    avatarUrl: t.string({ nullable: true, resolve: (a) => a.row.avatarUrl }),
    category: t.field({
      type: AchievementBadgeTypeEnum,
      description: 'The badge type (domain §4).',
      resolve: (a) => a.row.category,
    }),
    categoryLabel: t.string({ resolve: (a) => ACHIEVEMENT_BADGE_TYPE_LABELS[a.row.category] }),
    status: t.field({ type: AchievementStatusEnum, resolve: (a) => a.row.status }),
    isHidden: t.boolean({
      description: 'Shown only to its holders and the club’s team.',
      resolve: (a) => a.row.isHidden,
    }),
    activeFromUtc: t.string({ nullable: true, resolve: (a) => a.row.activeFrom?.toISOString() ?? null }),
    activeToUtc: t.string({ nullable: true, resolve: (a) => a.row.activeTo?.toISOString() ?? null }),
    maxSupply: t.int({ nullable: true, description: 'Null: unlimited.', resolve: (a) => a.row.maxSupply }),
    awardedCount: t.int({ resolve: (a) => a.row.awardedCount }),
    remainingSupply: t.int({
      nullable: true,
      description: 'Null: unlimited.',
      resolve: (a) => (a.row.maxSupply === null ? null : a.row.maxSupply - a.row.awardedCount),
    }),
    isActive: t.boolean({
      description: 'Whether it can be awarded now: ACTIVE, inside its active window, supply left.',
      resolve: (a) => {
        const now = Date.now();
        const { row } = a;
        return (
          row.status === 'ACTIVE' &&
          (!row.activeFrom || row.activeFrom.getTime() <= now) &&
          (!row.activeTo || row.activeTo.getTime() > now) &&
          (row.maxSupply === null || row.awardedCount < row.maxSupply)
        );
      },
    }),
    club: t.field({ type: ClubRef, resolve: (a) => a.club }),
    viewerHolds: t.boolean({ resolve: (a) => a.viewerAwardedAt !== null }),
    viewerAwardedAt: t.string({ nullable: true, resolve: (a) => a.viewerAwardedAt?.toISOString() ?? null }),
    viewerCanManage: t.boolean({
      description: 'The viewer may edit, delete and award it (MANAGE_ACHIEVEMENTS).',
      resolve: (a) => a.canManage,
    }),
    holderAwardedAt: t.string({
      nullable: true,
      description: 'When the member whose achievements are listed (userAchievements) got it.',
      resolve: (a) => a.holderAwardedAt?.toISOString() ?? null,
    }),
    createdAt: t.string({ resolve: (a) => a.row.createdAt.toISOString() }),
    statistics: t.field({
      type: AchievementStatisticsRef,
      nullable: true,
      description: 'For the club’s team only (null for others).',
      resolve: (a, _args, ctx) => ctx.services.achievements.statistics(a),
    }),
  }),
});
