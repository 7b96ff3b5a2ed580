/**
 * Rewards: participation, reasons, reward and redeem types (domain §4).
 */

export const REWARD_PARTICIPATIONS = [
  'PARTICIPATING',
  'NOT_PARTICIPATING',
  'CANT_PARTICIPATE',
  'AWARDED',
  'SENT',
] as const;
export type RewardParticipation = (typeof REWARD_PARTICIPATIONS)[number];

/** States counted as participants (domain §4). */
export const REWARD_PARTICIPANT_STATES = [
  'PARTICIPATING',
  'AWARDED',
] as const satisfies readonly RewardParticipation[];

/** Only the reasons the spec names ("and others"). */
export const CANNOT_PARTICIPATE_REASONS = [
  'AGE_LIMIT',
  'ENOUGH_WINNERS',
  'EXPIRED',
  'INVALID_LOCATION',
  'NOT_ENOUGH_SLICES',
  'NOT_ENOUGH_ACHIEVEMENTS',
  'OPT_OUT',
] as const;
export type CannotParticipateReason = (typeof CANNOT_PARTICIPATE_REASONS)[number];

export const REWARD_TYPES = ['DRAW', 'PROMOTION'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const REDEEM_TYPES = [
  'PROMO_CODE',
  'QR_CODE',
  'INVITE_LINK',
  'LOCATION_INFO',
  'USER_CONTACT_INFO',
] as const;
export type RedeemType = (typeof REDEEM_TYPES)[number];

export const REDEEM_TYPE_LABELS: Readonly<Record<RedeemType, string>> = {
  PROMO_CODE: 'Promo Code',
  QR_CODE: 'Access Pass',
  INVITE_LINK: 'Invite Link',
  LOCATION_INFO: 'Location Information',
  USER_CONTACT_INFO: 'User Contact Information',
};
