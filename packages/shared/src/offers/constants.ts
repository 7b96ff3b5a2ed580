/**
 * Offer limits (domain §5; docs/decisions/131). The spec gives the requirement counts and the 15-minute step;
 * the other bounds are decided.
 */
import { OFFER_KINDS, type OfferKind } from './enums';

export const OFFER_LIMITS = {
  slugMin: 3,
  slugMax: 60,
  displayNameMax: 80,
  descriptionMax: 4000,
  urlMax: 2048,
  maxParticipantsMax: 1_000_000,
  maxWinnersMax: 10_000,
  streakDaysMax: 365,
  requiredCountMax: 1000,
  surveyQuestionsMax: 20,
  surveyQuestionMax: 300,
  surveyAnswerMax: 1000,
  promoCodeMax: 64,
  redeemValueMax: 2000,
  discountBucketsMax: 10,
  pointsMax: 1_000_000_000,
  tierLevelMax: 100,
  repScoreMax: 1_000_000,
  ageMax: 120,
  membershipAgeDaysMax: 36_500,
  bonusPercentMax: 1000,
} as const;

export const OFFER_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The picker's step and the step start and end must fall on (domain §5: "the date picker steps by 15 minutes"). */
export const OFFER_TIME_STEP_MINUTES = 15;

export const OFFER_ACCESS = ['PUBLIC', 'MEMBERS'] as const;
export type OfferAccess = (typeof OFFER_ACCESS)[number];

/** Reward-members sub-types: the kinds of §4 in the route's kebab form (`VIP_PASS` → `vip-pass`). */
export const REWARD_MEMBERS_OFFER_SUB_TYPES = OFFER_KINDS.map((k) => k.toLowerCase().replace(/_/g, '-')) as [
  string,
  ...string[],
];

/** The kind a reward-members sub-type names (`vip-pass` → `VIP_PASS`), or null. */
export function offerKindOfSubType(subType: string): OfferKind | null {
  const kind = subType.toUpperCase().replace(/-/g, '_');
  return (OFFER_KINDS as readonly string[]).includes(kind) ? (kind as OfferKind) : null;
}

/** A participation's stored status; `expired` and `not-participating` are computed (offerUserStatus). */
export const OFFER_PARTICIPATION_STATUSES = ['PARTICIPATING', 'COMPLETED', 'WON', 'LOST'] as const;
export type OfferParticipationStatus = (typeof OFFER_PARTICIPATION_STATUSES)[number];

export const OFFER_REDEMPTION_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export type OfferRedemptionStatus = (typeof OFFER_REDEMPTION_STATUSES)[number];
