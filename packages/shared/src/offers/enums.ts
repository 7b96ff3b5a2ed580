/**
 * Offers: categories, program types, sub-types, kinds, requirements, the participation filter, the offer wizard
 * steps and the /offers tabs (domain §2, §4, §5).
 */
import { labelsFor } from '../common/tabs';

export const OFFER_CATEGORIES = ['Promotion', 'Draw'] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

export const OFFER_PROGRAM_TYPES = ['earn-points', 'buy-points', 'earn-status', 'reward-members'] as const;
export type OfferProgramType = (typeof OFFER_PROGRAM_TYPES)[number];

export const OFFER_PROGRAM_TYPE_LABELS: Readonly<Record<OfferProgramType, string>> = {
  'earn-points': 'Earn points',
  'buy-points': 'Buy points',
  'earn-status': 'Earn status',
  'reward-members': 'Reward members',
};

/** Route segment of each program type under /my/rep-clubs/{club_id}/offers/. */
export const OFFER_PROGRAM_TYPE_SEGMENTS: Readonly<Record<OfferProgramType, string>> = {
  'earn-points': 'way-to-earn-points',
  'buy-points': 'way-to-buy-points',
  'earn-status': 'way-to-earn-status',
  'reward-members': 'way-to-reward-members',
};

export const EARN_STATUS_OFFER_SUB_TYPES = [
  'action-amount',
  'buy-now',
  'invite-only',
  'level-up',
  'promo',
  'streak',
] as const;
export type EarnStatusOfferSubType = (typeof EARN_STATUS_OFFER_SUB_TYPES)[number];

export const EARN_POINTS_OFFER_SUB_TYPES = [
  'streak',
  'social-action',
  'location',
  'survey',
  'bonus',
  'download',
  'interact',
  'buy-product',
] as const;
export type EarnPointsOfferSubType = (typeof EARN_POINTS_OFFER_SUB_TYPES)[number];

export const BUY_POINTS_OFFER_SUB_TYPES = ['points-bundle', 'bonus-buys', 'time-span', 'streak'] as const;
export type BuyPointsOfferSubType = (typeof BUY_POINTS_OFFER_SUB_TYPES)[number];

/** Offer and reward kinds (domain §4). */
export const OFFER_KINDS = [
  'INVITE',
  'EVENT',
  'VIP_PASS',
  'RACE',
  'MEET_UP',
  'COUPON',
  'MERCHANDISE',
  'RAFFLE',
  'COMMUNITY',
  'EXCLUSIVE_CONTENT',
  'OTHER',
] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_KIND_LABELS: Readonly<Record<OfferKind, string>> = {
  INVITE: 'Invite',
  EVENT: 'Event', // an access pass to an event
  VIP_PASS: 'Vip Pass',
  RACE: 'Race',
  MEET_UP: 'Meet up',
  COUPON: 'Coupon',
  MERCHANDISE: 'Merchandise/Give-a-way',
  RAFFLE: 'Raffle',
  COMMUNITY: 'Community',
  EXCLUSIVE_CONTENT: 'Exclusive Content',
  OTHER: 'Other',
};

/** Offer requirement types with the most of each one offer may carry (domain §5). */
export const OFFER_REQUIREMENT_TYPES = [
  'PRICE',
  'LOYALTY_STATUS',
  'REP_POINTS',
  'REP_SCORE',
  'ACHIEVEMENTS',
  'NONE',
] as const;
export type OfferRequirementType = (typeof OFFER_REQUIREMENT_TYPES)[number];

export const OFFER_REQUIREMENT_TYPE_LABELS: Readonly<Record<OfferRequirementType, string>> = {
  PRICE: 'Price',
  LOYALTY_STATUS: 'Loyalty Status',
  REP_POINTS: 'Rep Points',
  REP_SCORE: 'Rep Score',
  ACHIEVEMENTS: 'Achievements',
  NONE: 'None',
};

export const OFFER_REQUIREMENT_MAX_PER_OFFER: Readonly<Record<OfferRequirementType, number>> = {
  PRICE: 1,
  LOYALTY_STATUS: 5,
  REP_POINTS: 5,
  REP_SCORE: 5,
  ACHIEVEMENTS: 1,
  NONE: 1,
};

/** Reward and offer participation filter; all but `all` are a user's status (domain §2, §4). */
export const PARTICIPATION_FILTERS = [
  'all',
  'not-participating',
  'participating',
  'awarded',
  'expired',
] as const;
export type ParticipationFilter = (typeof PARTICIPATION_FILTERS)[number];
export type OfferUserStatus = Exclude<ParticipationFilter, 'all'>;

export const OFFER_WIZARD_STEPS = [
  'details',
  'requirements',
  'time-frame',
  'settings',
  'redemption',
  'achievement',
  'preview',
] as const;
export type OfferWizardStep = (typeof OFFER_WIZARD_STEPS)[number];
export const OFFER_WIZARD_STEP_LABELS = labelsFor(OFFER_WIZARD_STEPS);

/** /offers/{tab}: only `explore` is named by the spec. */
export const OFFERS_PAGE_TABS = ['explore'] as const;
export type OffersPageTab = (typeof OFFERS_PAGE_TABS)[number];
