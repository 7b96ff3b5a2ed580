/**
 * Enumerations of both spec documents (accounts §3, §4.3, §6; domain §2, §4, §6, §9).
 * Each is a `const` array plus a string-union type; display labels sit beside the values.
 * Values the spec does not show are marked; see docs/decisions/009-shared-enumeration-values.md.
 */

// ---------------------------------------------------------------------------------------------
// Events, tickets and attendees (domain §4)
// ---------------------------------------------------------------------------------------------

export const ATTENDEE_STATES = ['NONE', 'PENDING', 'APPROVED', 'DECLINED', 'CHECKED_IN'] as const;
export type AttendeeState = (typeof ATTENDEE_STATES)[number];

export const EVENT_ROLE_STATUSES = [
  'INVITED',
  'INVITEE_ACCEPTED',
  'INVITEE_DECLINED',
  'APPROVED',
  'DECLINED',
  'NONE',
] as const;
export type EventRoleStatus = (typeof EVENT_ROLE_STATUSES)[number];

export const ATTENDEE_ROLES = [
  'ATTENDEE',
  'COORDINATOR',
  'CO_HOST',
  'DOOR',
  'PROMOTER',
  'SPONSOR',
  'TALENT',
] as const;
export type AttendeeRole = (typeof ATTENDEE_ROLES)[number];

export const EVENT_TYPES = [
  'ART_SHOW',
  'COMEDY_SHOW',
  'CONCERT',
  'CONFERENCE',
  'FESTIVAL',
  'PARTY',
  'PODCAST',
  'SPORTING',
  'WORKSHOP',
  'OTHER',
  'NONE',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const TRANSACTION_STATUSES = [
  'PENDING',
  'COMPLETED',
  'CANCELLED',
  'FAILED',
  'CRASHED',
  'REFUNDED',
  'REFUND_PENDING',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Only the transaction types the spec names ("and others (full list not shown)"). */
export const TRANSACTION_TYPES = [
  'BUY_EVENT_TICKET',
  'GIFT_EVENT_TICKET',
  'BUY_PIE',
  'SELL_PIE',
  'CREATE_PIE',
  'UPGRADE_PIE',
  'PAYOUT',
  'RSVP',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TICKET_SHARE_STATES = ['DEFAULT', 'SHARING', 'SHARED', 'REVOKED'] as const;
export type TicketShareState = (typeof TICKET_SHARE_STATES)[number];

/** Event roles a user can be given (accounts §6). */
export const EVENT_ROLES = ['cohost', 'promoter', 'coordinator', 'sponsor', 'talent', 'door'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

/** Every role a user can have towards an event, creator and plain attendee included (domain §6). */
export const EVENT_USER_ROLES = [
  'creator',
  'cohost',
  'promoter',
  'sponsor',
  'door',
  'coordinator',
  'talent',
  'attendee',
] as const;
export type EventUserRole = (typeof EVENT_USER_ROLES)[number];

/** Per-user display names (domain §6); roles not listed show no name. */
export const EVENT_ROLE_DISPLAY_NAMES: Readonly<Partial<Record<EventUserRole, string>>> = {
  creator: 'Producer',
  cohost: 'Manager',
  promoter: 'Promoter',
  sponsor: 'Sponsor',
  coordinator: 'Host',
  door: 'Scanner',
};

/** Same display names keyed by attendee role (attendee role Coordinator → Host, Door → Scanner). */
export const ATTENDEE_ROLE_DISPLAY_NAMES: Readonly<Partial<Record<AttendeeRole, string>>> = {
  CO_HOST: 'Manager',
  PROMOTER: 'Promoter',
  SPONSOR: 'Sponsor',
  COORDINATOR: 'Host',
  DOOR: 'Scanner',
};

/** Display name of an event role, or `null` when the role shows none. */
export function eventRoleDisplayName(role: EventUserRole): string | null {
  return EVENT_ROLE_DISPLAY_NAMES[role] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Event permissions (accounts §6, domain §6)
// ---------------------------------------------------------------------------------------------

/** Permissions that let the holder add people to an event (holding any one is enough). */
export const ADD_ATTENDEE_PERMISSIONS = [
  'CanAddCoHostAttendee',
  'CanAddCoordinatorAttendee',
  'CanAddDoorAttendee',
  'CanAddPromoterAttendee',
  'CanAddSponsorAttendee',
  'CanAddTalentAttendee',
] as const;
export type AddAttendeePermission = (typeof ADD_ATTENDEE_PERMISSIONS)[number];

/** Every permission the spec names word for word. */
export const NAMED_EVENT_PERMISSIONS = [
  'CanApproveAttendee',
  'CanApproveMyAttendee',
  ...ADD_ATTENDEE_PERMISSIONS,
  'CanFilterStatistics',
  'CanAddVip',
  'CanExportAttendees',
] as const;
export type NamedEventPermission = (typeof NAMED_EVENT_PERMISSIONS)[number];

/**
 * The full flag set: the named permissions plus names we derived, in the same pattern, for the
 * flags domain §6 lists in words (add guest, decline or undo own or all, remove attendee per role,
 * ...). See docs/decisions/009-shared-enumeration-values.md.
 */
export const EVENT_PERMISSIONS = [
  ...NAMED_EVENT_PERMISSIONS,
  'CanAddGuest',
  'CanAddExtraTicket',
  'CanDeclineAttendee',
  'CanDeclineMyAttendee',
  'CanUndoAttendee',
  'CanUndoMyAttendee',
  'CanCreateTicket',
  'CanEditTicket',
  'CanDuplicateEvent',
  'CanEditEvent',
  'CanMessageAttendees',
  'CanRemoveAttendee',
  'CanRemoveCoHostAttendee',
  'CanRemoveCoordinatorAttendee',
  'CanRemoveDoorAttendee',
  'CanRemovePromoterAttendee',
  'CanRemoveSponsorAttendee',
  'CanRemoveTalentAttendee',
  'CanScanTicket',
  'CanSearchGuests',
  'CanShareEventLink',
  'CanSharePrivateTicket',
  'CanViewAttendees',
  'CanViewEarnings',
] as const;
export type EventPermission = (typeof EVENT_PERMISSIONS)[number];

/** Extra permissions on top of the attendee permissions, by role (domain §6). */
export const CREATOR_EXTRA_EVENT_PERMISSIONS = [
  'CanFilterStatistics',
  'CanAddVip',
  'CanExportAttendees',
] as const satisfies readonly EventPermission[];
export const CO_HOST_EXTRA_EVENT_PERMISSIONS = [
  'CanFilterStatistics',
  'CanAddVip',
  'CanExportAttendees',
] as const satisfies readonly EventPermission[];
export const PROMOTER_EXTRA_EVENT_PERMISSIONS = ['CanAddVip'] as const satisfies readonly EventPermission[];

/** Permission that shows the Manage Attendees button. */
export const MANAGE_ATTENDEES_PERMISSION = 'CanApproveMyAttendee' satisfies EventPermission;

/** True when any one of the add-attendee permissions is held. */
export function canAddPeople(permissions: readonly string[]): boolean {
  return ADD_ATTENDEE_PERMISSIONS.some((p) => permissions.includes(p));
}

// ---------------------------------------------------------------------------------------------
// Invitees (accounts §4.5, domain §4)
// ---------------------------------------------------------------------------------------------

export const INVITEE_STATES = ['Approved', 'Declined', 'InviteeAccepted'] as const;
export type InviteeState = (typeof INVITEE_STATES)[number];

export const BADGE_SIZES = ['large', 'small'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];

export const INVITEE_BADGE_LABELS: Readonly<Record<InviteeState, Readonly<Record<BadgeSize, string>>>> = {
  Approved: { large: 'Approved', small: 'Approved' },
  Declined: { large: 'Not Selected', small: 'Declined' },
  InviteeAccepted: { large: 'RSVP Pending', small: 'Pending' },
};

/** Invitee state shown for an event role status (other statuses show no badge). */
export const INVITEE_STATE_BY_ROLE_STATUS: Readonly<Partial<Record<EventRoleStatus, InviteeState>>> = {
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  INVITEE_ACCEPTED: 'InviteeAccepted',
};

export function inviteeBadgeLabel(state: InviteeState, size: BadgeSize): string {
  return INVITEE_BADGE_LABELS[state][size];
}

// ---------------------------------------------------------------------------------------------
// Clubs, offers and achievements (domain §4, §5, §6)
// ---------------------------------------------------------------------------------------------

export const CLUB_STATUSES = ['OPEN', 'CLOSED', 'PENDING', 'STATIC', 'SUSPENDED'] as const;
export type ClubStatus = (typeof CLUB_STATUSES)[number];

export const CLUB_ROLES = [
  'ACCOUNT_MANAGER',
  'ADMIN',
  'REWARD_MANAGER',
  'EVENT_MANAGER',
  'OFFER_MANAGER',
] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

/** Admin, Account Manager and Reward Manager are the spec's; the other two follow the pattern. */
export const CLUB_ROLE_DISPLAY_NAMES: Readonly<Record<ClubRole, string>> = {
  ADMIN: 'Admin',
  ACCOUNT_MANAGER: 'Account Manager',
  REWARD_MANAGER: 'Reward Manager',
  EVENT_MANAGER: 'Event Manager',
  OFFER_MANAGER: 'Offer Manager',
};

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

export const ACHIEVEMENT_BADGE_TYPES = [
  'LAUNCH_DAY_SUPPORTER',
  'OG_SUPPORTER',
  'PARTICIPATION',
  'EVENT',
  'BRAND',
  'PRODUCT',
  'COMMUNITY',
  'TIER_EMERALD',
  'TIER_RUBY',
  'TIER_DIAMOND',
  'OTHER',
] as const;
export type AchievementBadgeType = (typeof ACHIEVEMENT_BADGE_TYPES)[number];

export const ACHIEVEMENT_BADGE_TYPE_LABELS: Readonly<Record<AchievementBadgeType, string>> = {
  LAUNCH_DAY_SUPPORTER: 'Launch Day supporter',
  OG_SUPPORTER: 'OG Supporter',
  PARTICIPATION: 'Participation',
  EVENT: 'Event',
  BRAND: 'Brand',
  PRODUCT: 'Product',
  COMMUNITY: 'Community',
  TIER_EMERALD: 'Tier Emerald',
  TIER_RUBY: 'Tier Ruby',
  TIER_DIAMOND: 'Tier Diamond',
  OTHER: 'Other',
};

// ---------------------------------------------------------------------------------------------
// Processes, rewards and pies (domain §4, §6; accounts §3)
// ---------------------------------------------------------------------------------------------

export const PROCESSES = ['PENDING', 'ACTIVE', 'COMPLETE', 'NONE'] as const;
export type Process = (typeof PROCESSES)[number];

/**
 * Pie onboarding (`onBoardingProcess`) uses the Process values. The guards' "Complete or None"
 * (accounts §2.3, §4.2) are COMPLETE and NONE: onboarding is finished or was never started.
 */
export const ONBOARDING_FINISHED_STATES = ['COMPLETE', 'NONE'] as const satisfies readonly Process[];
export type OnboardingFinishedState = (typeof ONBOARDING_FINISHED_STATES)[number];

export function isOnboardingFinished(state: Process): boolean {
  return (ONBOARDING_FINISHED_STATES as readonly Process[]).includes(state);
}

/**
 * Pie operational state. Only PENDING (created, not paid yet: goes to checkout) is in the spec;
 * ACTIVE is our value for a paid, running pie.
 */
export const PIE_OPERATIONAL_STATES = ['PENDING', 'ACTIVE'] as const;
export type PieOperationalState = (typeof PIE_OPERATIONAL_STATES)[number];
export const PIE_OPERATIONAL_STATE_PENDING = 'PENDING' satisfies PieOperationalState;

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

export const PIE_ROLES = ['CREATOR', 'MODERATOR'] as const;
export type PieRole = (typeof PIE_ROLES)[number];

export const PIE_PERMISSIONS = [
  'CAN_ASSIGN_ADMINISTRATORS',
  'CAN_ASSIGN_ACCOUNT_MANAGERS',
  'CAN_ASSIGN_REWARD_MANAGERS',
  'CAN_TRANSFER_OWNERSHIP',
  'CAN_CREATE_REWARDS',
  'CAN_MODIFY_EXISTING_REWARDS',
  'CAN_SET_PRICE_PER_SLICE',
  'CAN_UPGRADE_PIE',
  'CAN_SEND_SLICES',
  'CAN_SEND_REWARDS',
  'CAN_SEND_ACHIEVEMENTS',
  'CAN_REMOVE_SOCIAL_ACCOUNTS',
  'CAN_CHANGE_PIE_NAME',
  'CAN_CHANGE_PIE_APPEARANCE',
  'CAN_RELEASE_MORE_SLICES_FOR_SALE',
  'CAN_CONNECT_PAYPAL_ACCOUNT',
  'CAN_CHANGE_PIE_URL',
  'CAN_CHANGE_PIE_BIO',
  'CAN_SHARE_REWARDS',
  'CAN_SHARE_PIE',
  'CAN_VIEW_REWARDS',
  'CAN_VIEW_ACHIEVEMENTS',
] as const;
export type PiePermission = (typeof PIE_PERMISSIONS)[number];

export const PIE_APPEARANCE_LAYERS = [
  'background',
  'napkin',
  'plate',
  'crust',
  'filling',
  'topping',
  'fork',
] as const;
export type PieAppearanceLayer = (typeof PIE_APPEARANCE_LAYERS)[number];

export const PIE_APPEARANCE_LAYER_LABELS: Readonly<Record<PieAppearanceLayer, string>> = {
  background: 'Background',
  napkin: 'Napkin',
  plate: 'Plate',
  crust: 'Crust',
  filling: 'Filling',
  topping: 'Topping',
  fork: 'Utensil',
};

export const CUSTOMISABLE_PIE_PIECES = [
  'background',
  'napkin',
  'crust',
  'filling',
] as const satisfies readonly PieAppearanceLayer[];
export type CustomisablePiePiece = (typeof CUSTOMISABLE_PIE_PIECES)[number];

export const TRADE_ACTIONS = ['buy', 'send', 'sendToPie'] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------
// Users (accounts §3, domain §4)
// ---------------------------------------------------------------------------------------------

export const USER_TIERS = ['UNVERIFIED', 'VERIFIED', 'PREMIUM'] as const;
export type UserTier = (typeof USER_TIERS)[number];

/** Tier Premium is shown in gold. */
export const PREMIUM_TIER_COLOR = 'gold';

/** Gender options on the profile. */
export const GENDERS = ['Female', 'Male', 'Other', 'Not Disclosed'] as const;
export type Gender = (typeof GENDERS)[number];

/** Gender options at sign-up (the not-disclosed option is excluded). */
export const SIGN_UP_GENDERS = ['Male', 'Female', 'Other'] as const satisfies readonly Gender[];
export type SignUpGender = (typeof SIGN_UP_GENDERS)[number];

/** Social media accounts a user or pie can link (domain §4). */
export const SOCIAL_PROVIDERS = [
  'instagram',
  'facebook',
  'twitter',
  'youtube',
  'tikTok',
  'spotify',
  'twitch',
  'apple',
  'linkedin',
  'amazonmusic',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Providers offered for social sign-in (accounts §2.5). */
export const SIGN_IN_PROVIDERS = ['facebook', 'apple', 'google'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** The auth endpoint's provider for a social option: youtube → google, amazonmusic → amazon. */
export function socialAuthProvider(provider: SocialProvider | SignInProvider): string {
  if (provider === 'youtube') return 'google';
  if (provider === 'amazonmusic') return 'amazon';
  return provider.toLowerCase();
}

/** Purposes of a one-time code (accounts §4.2). */
export const OTP_PURPOSES = ['VerifySignIn'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

// ---------------------------------------------------------------------------------------------
// Notifications (accounts §3, §4.3)
// ---------------------------------------------------------------------------------------------

export const NOTIFICATION_TYPES = [
  'ReceiveAchievement',
  'ReceiveReward',
  'GenerateRewardWinnersReminder',
  'AwardedReward',
  'RewardLoser',
  'CreatePie',
  'NewWisherAdded',
  'WishedPieActivated',
  'BuySlices',
  'SomeoneBuySlices',
  'SendSlices',
  'ReceiveSlices',
  'AwardPie',
  'PieOwnershipTransferRequest',
  'PieOwnershipTransferAccepted',
  'PieOwnershipTransferRejected',
  'UserInviteAccepted',
  'UserPassedWaitingList',
  'UserInvitesIncreased',
  'EventCoHostInvitation',
  'EventPromoteInvitation',
  'EventSponsorInvitation',
  'EventPending',
  'EventApproved',
  'EventDeclined',
  'EventInvitation',
  'EventStarted',
  'EventRoleUpdate',
  'EventCheckinSuccess',
  /** Not in the spec's list (docs/decisions/031): tickets the waiting list held for the user, and gift tickets. */
  'EventTicketOffered',
  'EventTicketGifted',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PROPERTY_KEYS = [
  'AchievementAvatar',
  'RewardAvatar',
  'PieAvatar',
  'PieName',
  'BuyerName',
  'BuyerAvatar',
  'BuyerIsVerified',
  'BuyerTier',
  'ReceiverName',
  'ReceiverAvatar',
  'ReceiverIsVerified',
  'ReceiverTier',
  'SenderName',
  'SenderAvatar',
  'SenderIsVerified',
  'SenderTier',
  'EventAvatar',
  'EventName',
  'EventSlug',
  'FormattedInviteId',
  'RoleType',
  'AttendeeRole',
  'PieSlug',
  'RewardSlug',
  'AchievementId',
] as const;
export type NotificationPropertyKey = (typeof NOTIFICATION_PROPERTY_KEYS)[number];

// ---------------------------------------------------------------------------------------------
// Filters, statistics and UI kinds (domain §2, §9; accounts §8)
// ---------------------------------------------------------------------------------------------

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

export const GUEST_INVITE_FILTERS = ['ALL', 'INVITE_PENDING', 'INVITED', 'NOT_INVITED'] as const;
export type GuestInviteFilter = (typeof GUEST_INVITE_FILTERS)[number];

export const GUEST_INVITE_FILTER_LABELS: Readonly<Record<GuestInviteFilter, string>> = {
  ALL: 'All',
  INVITE_PENDING: 'Invite Pending',
  INVITED: 'Invited',
  NOT_INVITED: 'Not Invited',
};

/** Age ranges for statistics and guest filters; the last is "over 44" (shown 45+). */
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const AGE_RANGE_BOUNDS: Readonly<Record<AgeRange, { min: number; max: number | null }>> = {
  '18-24': { min: 18, max: 24 },
  '25-34': { min: 25, max: 34 },
  '35-44': { min: 35, max: 44 },
  '45+': { min: 45, max: null },
};

/** The age range an age in whole years falls in, or `null` under 18. */
export function ageRangeFor(age: number): AgeRange | null {
  for (const range of AGE_RANGES) {
    const { min, max } = AGE_RANGE_BOUNDS[range];
    if (age >= min && (max === null || age <= max)) return range;
  }
  return null;
}

export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const SEARCH_SCOPES = ['all', 'people', 'pies'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];
export const DISABLED_SEARCH_SCOPES = ['people', 'pies'] as const satisfies readonly SearchScope[];

export const ALERT_TYPES = ['danger', 'info', 'success', 'warning', 'default'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const TOAST_TYPES = ['success', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/**
 * Error codes: the spec's (accounts §8), the house codes of DESIGN.md, and the server's own
 * (docs/decisions/001-foundation-choices.md).
 */
export const ERROR_CODES = [
  'AUTH_NOT_AUTHENTICATED',
  'AUTH_NOT_AUTHORIZED',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_COMPLEX',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
