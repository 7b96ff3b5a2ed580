import {
  type BUY_POINTS_OFFER_SUB_TYPES,
  type EARN_POINTS_OFFER_SUB_TYPES,
  type EARN_STATUS_OFFER_SUB_TYPES,
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  OFFER_PROGRAM_TYPE_LABELS,
  OFFER_PROGRAM_TYPE_SEGMENTS,
  OFFER_PROGRAM_TYPES,
  type OfferKind,
  type OfferProgramType,
} from '@repclub/shared';

/**
 * The four offer programs and their sub-types (domain §4, accounts §2.1), with what each one is. The URL segment
 * of a reward-members sub-type is its kind in kebab case (VIP_PASS → vip-pass).
 */
export type OfferSubTypeInfo = { value: string; label: string; description: string };
export type OfferProgramInfo = {
  type: OfferProgramType;
  segment: string;
  label: string;
  description: string;
  subTypes: readonly OfferSubTypeInfo[];
};

const EARN_STATUS: Record<(typeof EARN_STATUS_OFFER_SUB_TYPES)[number], [string, string]> = {
  'action-amount': ['Action amount', 'Members reach the status after taking part a set number of times.'],
  'buy-now': ['Buy now', 'Members buy the status outright with rep points.'],
  'invite-only': ['Invite only', 'Only members the team invites can take part.'],
  'level-up': ['Level up', 'Members move up once they hold enough rep points.'],
  promo: ['Promo', 'Members enter the promo code you share to reach the status.'],
  streak: ['Streak', 'Members check in on consecutive days to reach the status.'],
};

const EARN_POINTS: Record<(typeof EARN_POINTS_OFFER_SUB_TYPES)[number], [string, string]> = {
  streak: ['Streak', 'Members check in on consecutive days and earn points when the streak is complete.'],
  'social-action': [
    'Social action',
    'Members follow, share or post on a social account; your team confirms it.',
  ],
  location: [
    'Location',
    'Members earn points by being at a place: their position is checked against a radius.',
  ],
  survey: ['Survey', 'Members answer your questions in the app.'],
  bonus: ['Bonus', 'Extra points for members who meet the requirements, claimed with one tap.'],
  download: ['Download', 'Members download your app or file through the offer’s link.'],
  interact: ['Interact', 'Members visit your page through the offer’s link.'],
  'buy-product': ['Buy product', 'Members buy a product with rep points and earn points back.'],
};

const BUY_POINTS: Record<(typeof BUY_POINTS_OFFER_SUB_TYPES)[number], [string, string]> = {
  'points-bundle': ['Points bundle', 'A bundle of rep points at a set price.'],
  'bonus-buys': ['Bonus buys', 'Extra points on larger purchases, by discount bucket.'],
  'time-span': ['Time span', 'A better price for a limited time.'],
  streak: ['Streak', 'A better price for members who buy again on consecutive days.'],
};

const REWARD_MEMBERS: Record<OfferKind, string> = {
  INVITE: 'An invitation link to something only members get into.',
  EVENT: 'An access pass to one of your events, shown as a QR code.',
  VIP_PASS: 'A VIP pass, shown as a QR code at the door.',
  RACE: 'The first members to finish win.',
  MEET_UP: 'A meet-up with you or your team; winners get the place and time.',
  COUPON: 'A promo code for your shop.',
  MERCHANDISE: 'Merchandise or a give-away; winners share their contact details for delivery.',
  RAFFLE: 'A draw among the members who take part.',
  COMMUNITY: 'A place in a community space.',
  EXCLUSIVE_CONTENT: 'Content only members who take part can see.',
  OTHER: 'Any other reward you describe yourself.',
};

/** The kebab-case URL segment of an offer kind: VIP_PASS → vip-pass (REWARD_MEMBERS_OFFER_SUB_TYPES). */
export const kindSegment = (kind: OfferKind) => kind.toLowerCase().replace(/_/g, '-');

const entries = (record: Record<string, [string, string]>): OfferSubTypeInfo[] =>
  Object.entries(record).map(([value, [label, description]]) => ({ value, label, description }));

const PROGRAM_DESCRIPTIONS: Record<OfferProgramType, string> = {
  'earn-points': 'Give rep points for things members do.',
  'buy-points': 'Sell rep points to members.',
  'earn-status': 'Let members reach a status in your club.',
  'reward-members': 'Reward members with passes, coupons, merchandise and draws.',
};

const SUB_TYPES: Record<OfferProgramType, readonly OfferSubTypeInfo[]> = {
  'earn-points': entries(EARN_POINTS),
  'buy-points': entries(BUY_POINTS),
  'earn-status': entries(EARN_STATUS),
  'reward-members': OFFER_KINDS.map((kind) => ({
    value: kindSegment(kind),
    label: OFFER_KIND_LABELS[kind],
    description: REWARD_MEMBERS[kind],
  })),
};

export const OFFER_PROGRAMS: readonly OfferProgramInfo[] = OFFER_PROGRAM_TYPES.map((type) => ({
  type,
  segment: OFFER_PROGRAM_TYPE_SEGMENTS[type],
  label: OFFER_PROGRAM_TYPE_LABELS[type],
  description: PROGRAM_DESCRIPTIONS[type],
  subTypes: SUB_TYPES[type],
}));

/** The program of a URL segment (way-to-earn-points) or program type (earn-points), or null. */
export function programOf(segmentOrType: string): OfferProgramInfo | null {
  return OFFER_PROGRAMS.find((p) => p.segment === segmentOrType || p.type === segmentOrType) ?? null;
}

/** The sub-type of a program by its URL value, or null. */
export function subTypeOf(program: OfferProgramType, value: string): OfferSubTypeInfo | null {
  return SUB_TYPES[program].find((s) => s.value === value) ?? null;
}

/** The wizard page of a program's sub-type for a club. */
export function subTypeHref(clubId: string, program: OfferProgramInfo, subType: string) {
  return `/my/rep-clubs/${encodeURIComponent(clubId)}/offers/${program.segment}/${encodeURIComponent(subType)}`;
}
