/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AchievementBadgeType =
  | 'BRAND'
  | 'COMMUNITY'
  | 'EVENT'
  | 'LAUNCH_DAY_SUPPORTER'
  | 'OG_SUPPORTER'
  | 'OTHER'
  | 'PARTICIPATION'
  | 'PRODUCT'
  | 'TIER_DIAMOND'
  | 'TIER_EMERALD'
  | 'TIER_RUBY';

/** Creates an achievement (no achievementId) or replaces the fields of one (with it). */
export type AchievementInput = {
  achievementId?: string | number | null | undefined;
  /** ISO 8601 on a 15-minute step; null: from now. */
  activeFromUtc?: string | null | undefined;
  /** ISO 8601 on a 15-minute step; null: no end. */
  activeToUtc?: string | null | undefined;
  /** From POST /api/media/club-image. */
  avatarUrl?: string | null | undefined;
  bio?: string | null | undefined;
  category: AchievementBadgeType;
  clubId: string | number;
  displayName: string;
  isHidden?: boolean | null | undefined;
  /** Null: unlimited; not below the number awarded. */
  maxSupply?: number | null | undefined;
  /** Unique in the club; fixed once awarded. */
  slug: string;
};

export type AchievementStatus =
  | 'ACTIVE'
  | 'ARCHIVED';

export type AddEventCommentInput = {
  comment: string;
  eventId: string | number;
  /** Images uploaded to /api/media/comment-image (at most 4). */
  mediaUrls?: Array<string> | null | undefined;
  /** A top-level comment to reply to. */
  parentCommentId?: string | number | null | undefined;
};

export type ClubAccess =
  | 'PRIVATE'
  | 'PUBLIC';

export type ClubColorsInput = {
  /** #RRGGBB */
  primary: string;
  /** #RRGGBB */
  secondary: string;
};

export type ClubPermission =
  | 'EDIT_CLUB'
  | 'MANAGE_ACHIEVEMENTS'
  | 'MANAGE_EVENTS'
  | 'MANAGE_OFFERS'
  | 'MANAGE_POINTS'
  | 'MANAGE_TEAM'
  | 'MANAGE_TIERS'
  | 'TRANSFER_OWNERSHIP'
  | 'VIEW_MEMBERS';

export type ClubRole =
  | 'ACCOUNT_MANAGER'
  | 'ADMIN'
  | 'EVENT_MANAGER'
  | 'OFFER_MANAGER'
  | 'REWARD_MANAGER';

export type ClubSocialAccountInput = {
  handle: string;
  /** One of the social networks of profiles. */
  provider: string;
};

export type ClubStatus =
  | 'CLOSED'
  | 'OPEN'
  | 'PENDING'
  | 'STATIC'
  | 'SUSPENDED';

export type ClubTeamKind =
  | 'COLLABORATOR'
  | 'MEMBER';

/** A tier; its level is its position in the list + 1. */
export type ClubTierInput = {
  colors: ClubColorsInput;
  /** From POST /api/media/club-image. */
  imageUrl?: string | null | undefined;
  /** Strictly more than the tier before. */
  minimumPoints: number;
  name: string;
};

export type ContactCustomFieldInput = {
  key: string;
  label: string;
  value: string;
};

export type ContactImportRowInput = {
  emailAddress?: string | null | undefined;
  name?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};

export type ContactInput = {
  customFields?: Array<ContactCustomFieldInput> | null | undefined;
  emailAddress?: string | null | undefined;
  groupId?: string | number | null | undefined;
  name: string;
  phoneNumber?: string | null | undefined;
};

export type CreateClubInput = {
  /** PUBLIC when left out. */
  access?: ClubAccess | null | undefined;
  /** From POST /api/media/club-image. */
  avatarUrl?: string | null | undefined;
  bio?: string | null | undefined;
  colors?: ClubColorsInput | null | undefined;
  /** From POST /api/media/club-image. */
  coverUrl?: string | null | undefined;
  displayName: string;
  /** The club link: lower case letters, numbers and hyphens. */
  slug: string;
  socialAccounts?: Array<ClubSocialAccountInput> | null | undefined;
};

/** role null: a membership invite. Neither userId nor email: a link anyone signed in may use (usesPerInvite times). */
export type CreateClubInviteInput = {
  clubId: string | number;
  email?: string | null | undefined;
  /** ISO 8601; 14 days from now when left out. */
  expiresAt?: string | null | undefined;
  kind: ClubTeamKind;
  memo?: string | null | undefined;
  role?: ClubRole | null | undefined;
  userId?: string | number | null | undefined;
  /** 1 when left out; invites to a person or address are used once. */
  usesPerInvite?: number | null | undefined;
};

export type CreateTradeRequestInput = {
  askAmount: number;
  askClubId: string | number;
  giveAmount: number;
  giveClubId: string | number;
  idempotencyKey: string;
  memo?: string | null | undefined;
  toUserId: string | number;
};

export type DistanceUnit =
  | 'km'
  | 'mi';

/** Subscriptions to change; a field left out or null is kept. */
export type EmailSubscriptionsInput = {
  clubNews?: boolean | null | undefined;
  eventReminders?: boolean | null | undefined;
  marketing?: boolean | null | undefined;
  productUpdates?: boolean | null | undefined;
};

/** The host's attendee list filters (all optional). */
export type EventAttendeesFilterInput = {
  /** ATTENDEE (no team role) or a team role: CO_HOST, PROMOTER, … */
  attendeeRole?: string | null | undefined;
  /** Holding an active ticket of this type. */
  eventTicketId?: string | number | null | undefined;
  /** "me" or a user id. */
  referredBy?: string | null | undefined;
  /** Part of the name or username. */
  search?: string | null | undefined;
  /** PENDING, APPROVED, DECLINED or CHECKED_IN. */
  state?: string | null | undefined;
};

export type EventFaqInput = {
  answer?: string | null | undefined;
  question?: string | null | undefined;
};

export type EventGroupMessageInput = {
  /** PENDING, APPROVED and/or CHECKED_IN. */
  attendeeStates: Array<string>;
  body: string;
  /** Only attendees holding one of these ticket types. */
  eventTicketIds?: Array<string | number> | null | undefined;
  /** A UUID the client makes: sending it again sends nothing. */
  messageId: string;
  subject: string;
};

/** The editor form (packages/shared eventInputSchema). Create: slug, displayName, description, note, avatarUrl, startDate and endDate are required. Update: a field left out keeps its value, null clears an optional one. */
export type EventInput = {
  ageLimit?: number | null | undefined;
  /** From POST /api/media/event-cover. */
  avatarUrl?: string | null | undefined;
  city?: string | null | undefined;
  description?: string | null | undefined;
  displayName?: string | null | undefined;
  /** ISO 8601; on or after the start. */
  endDate?: string | null | undefined;
  eventType?: string | null | undefined;
  faqs?: Array<EventFaqInput> | null | undefined;
  isAllInPricing?: boolean | null | undefined;
  /** Administrators only. */
  isFeatured?: boolean | null | undefined;
  isListed?: boolean | null | undefined;
  isPrivate?: boolean | null | undefined;
  location?: EventLocationInput | null | undefined;
  locationRadius?: EventLocationRadiusInput | null | undefined;
  minimumRepScore?: number | null | undefined;
  note?: string | null | undefined;
  optIns?: EventOptInsInput | null | undefined;
  slug?: string | null | undefined;
  /** ISO 8601; in the future. */
  startDate?: string | null | undefined;
  terms?: string | null | undefined;
  ticketTermsPurchasePolicy?: string | null | undefined;
  /** IANA; America/Los_Angeles when left out. */
  timeZone?: string | null | undefined;
};

export type EventLocationInput = {
  address?: string | null | undefined;
  isOnlyVisibleToApprovedAttendees?: boolean | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
};

export type EventLocationRadiusInput = {
  address?: string | null | undefined;
  isActive?: boolean | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** Greater than 0 and at most 1000. */
  radius?: number | null | undefined;
  /** mi or km. */
  unitLengthType?: string | null | undefined;
};

export type EventMusicEmbedInput = {
  url?: string | null | undefined;
};

export type EventNearInput = {
  latitude: number;
  longitude: number;
  /** Greater than 0 and at most 1000, in `unit`. */
  radius: number;
  /** mi when left out. */
  unit?: DistanceUnit | null | undefined;
};

/** Opt-in flags; on update, a flag left out keeps its value. */
export type EventOptInsInput = {
  ageLimit?: boolean | null | undefined;
  displayRepScore?: boolean | null | undefined;
  guestCount?: boolean | null | undefined;
  guestList?: boolean | null | undefined;
  guestsInvitingOthers?: boolean | null | undefined;
  musicEmbed?: EventMusicEmbedInput | null | undefined;
  privacyPolicy?: EventPrivacyPolicyInput | null | undefined;
  publicPreview?: boolean | null | undefined;
  qrPass?: boolean | null | undefined;
  questionRequirements?: boolean | null | undefined;
  socialAccountRequirements?: Array<string> | null | undefined;
};

export type EventPrivacyPolicyInput = {
  fileUrl?: string | null | undefined;
  title?: string | null | undefined;
};

export type EventQuestionAnswerInput = {
  answer: string;
  questionId: string | number;
};

export type EventQuestionInput = {
  isRequired?: boolean | null | undefined;
  question: string;
};

export type EventSearchCriteria = {
  /** Trimmed; matches the name, description or city, ignoring case. */
  keyword?: string | null | undefined;
  near?: EventNearInput | null | undefined;
  onlyFeatured?: boolean | null | undefined;
  /** Events the viewer created, has a role in or attends. */
  onlyMyEvents?: boolean | null | undefined;
  /** ISO 8601, inclusive. */
  startsAfter?: string | null | undefined;
  /** ISO 8601, exclusive. */
  startsBefore?: string | null | undefined;
};

/** A ticket type (packages/shared eventTicketInputSchema); on update a field left out keeps its value. Changing limitedAmount moves availableAmount by the same difference, never below what is held or sold. */
export type EventTicketInput = {
  additionalGuests?: number | null | undefined;
  color?: string | null | undefined;
  currency?: string | null | undefined;
  gratuityPercentage?: number | null | undefined;
  isActive?: boolean | null | undefined;
  isEnabledWishList?: boolean | null | undefined;
  isPrivate?: boolean | null | undefined;
  isRequiredApproval?: boolean | null | undefined;
  isSpecialGuest?: boolean | null | undefined;
  limitedAmount?: number | null | undefined;
  note?: string | null | undefined;
  optInShowTicketAmount?: boolean | null | undefined;
  pointsClubId?: string | number | null | undefined;
  /** The price in the points of pointsClubId (one of the event's clubs). */
  pointsPrice?: number | null | undefined;
  /** Cents. */
  price?: number | null | undefined;
  /** Rep points earned at the first check-in (docs/decisions/101). */
  repPoints?: number | null | undefined;
  ticketType?: string | null | undefined;
  visibleEndAt?: string | null | undefined;
  visibleStartAt?: string | null | undefined;
};

export type GrantPointsInput = {
  amount: number;
  clubId: string | number;
  idempotencyKey: string;
  memo?: string | null | undefined;
  toUserId: string | number;
};

export type GuestCustomFieldInput = {
  key?: string | null | undefined;
  label: string;
  value: string;
};

export type GuestFilterInput = {
  /** 18-24, 25-34, 35-44 or 45+. */
  ageRange?: string | null | undefined;
  gender?: string | null | undefined;
  /** ALL (default), INVITE_PENDING, INVITED or NOT_INVITED. */
  inviteStatus?: string | null | undefined;
};

export type GuestInput = {
  /** 18-24, 25-34, 35-44 or 45+. */
  ageRange?: string | null | undefined;
  customFields?: Array<GuestCustomFieldInput> | null | undefined;
  emailAddress?: string | null | undefined;
  /** Take the guest tickets from this ticket type. */
  eventTicketId?: string | number | null | undefined;
  fullName: string;
  gender?: string | null | undefined;
  note?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** The guest and their plus-ones. */
  quantity: number;
};

export type InviteTicketInput = {
  eventTicketId: string | number;
  /** GIFT or PRIVATE (a private ticket type). */
  kind: string;
  quantity: number;
};

export type InviteToEventInput = {
  contactIds?: Array<string | number> | null | undefined;
  emails?: Array<string> | null | undefined;
  eventId: string | number;
  message?: string | null | undefined;
  ticket?: InviteTicketInput | null | undefined;
};

export type MyEventsWhen =
  | 'PAST'
  | 'UPCOMING';

export type OfferAchievementInput = {
  achievementId?: string | null | undefined;
};

export type OfferConditionsInput = {
  membershipAgeDays?: number | null | undefined;
  minimumAge?: number | null | undefined;
  minimumPoints?: number | null | undefined;
  /** ISO 8601: the member joined the club on or before. */
  notAfter?: string | null | undefined;
  /** ISO 8601: the member joined the club on or after. */
  notBefore?: string | null | undefined;
};

export type OfferDetailsInput = {
  /** PUBLIC (default) or MEMBERS. */
  access?: string | null | undefined;
  avatarUrl?: string | null | undefined;
  /** Promotion (default) or Draw. */
  category?: string | null | undefined;
  description?: string | null | undefined;
  displayName?: string | null | undefined;
  /** Ignored for reward-members (the sub-type names it). */
  kind?: OfferKind | null | undefined;
  /** earn-points, buy-points, earn-status or reward-members. */
  programType?: string | null | undefined;
  slug?: string | null | undefined;
  subType?: string | null | undefined;
};

export type OfferDiscountBucketInput = {
  minimumPoints?: number | null | undefined;
  percentOff?: number | null | undefined;
};

/** The offer wizard (packages/shared offerInputSchema). offerId: update that offer; else create. */
export type OfferInput = {
  achievement?: OfferAchievementInput | null | undefined;
  clubId: string | number;
  details: OfferDetailsInput;
  offerId?: string | number | null | undefined;
  redemption?: OfferRedemptionInput | null | undefined;
  requirements?: OfferRequirementsInput | null | undefined;
  reward?: OfferRewardInput | null | undefined;
  settings?: OfferSettingsInput | null | undefined;
  timeFrame: OfferTimeFrameInput;
};

export type OfferKind =
  | 'COMMUNITY'
  | 'COUPON'
  | 'EVENT'
  | 'EXCLUSIVE_CONTENT'
  | 'INVITE'
  | 'MEET_UP'
  | 'MERCHANDISE'
  | 'OTHER'
  | 'RACE'
  | 'RAFFLE'
  | 'VIP_PASS';

export type OfferLocationInput = {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  radius?: number | null | undefined;
  /** mi or km. */
  unit?: string | null | undefined;
};

/** all, not-participating, participating, awarded, expired (domain §4), with _ for -. */
export type OfferParticipationFilter =
  | 'ALL'
  | 'AWARDED'
  | 'EXPIRED'
  | 'NOT_PARTICIPATING'
  | 'PARTICIPATING';

/** What completing sends (packages/shared offerProofSchema): position, survey answers, promo code. */
export type OfferProofInput = {
  answers?: Array<string> | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  promoCode?: string | null | undefined;
};

export type OfferRedemptionInput = {
  redeemType?: RedeemType | null | undefined;
  redeemValue?: string | null | undefined;
};

export type OfferRequirementInput = {
  achievementId?: string | null | undefined;
  /** PRICE, LOYALTY_STATUS, REP_POINTS, REP_SCORE, ACHIEVEMENTS or NONE. */
  type?: string | null | undefined;
  value?: number | null | undefined;
};

export type OfferRequirementsInput = {
  conditions?: OfferConditionsInput | null | undefined;
  requirements?: Array<OfferRequirementInput> | null | undefined;
};

export type OfferRewardInput = {
  points?: number | null | undefined;
  tierLevel?: number | null | undefined;
};

export type OfferSettingsInput = {
  bonusPercent?: number | null | undefined;
  discountBuckets?: Array<OfferDiscountBucketInput> | null | undefined;
  linkUrl?: string | null | undefined;
  location?: OfferLocationInput | null | undefined;
  maxParticipants?: number | null | undefined;
  maxWinners?: number | null | undefined;
  promoCode?: string | null | undefined;
  requiredCount?: number | null | undefined;
  socialProvider?: string | null | undefined;
  streakDays?: number | null | undefined;
  surveyQuestions?: Array<OfferSurveyQuestionInput> | null | undefined;
  ticketTypeId?: string | null | undefined;
};

export type OfferSurveyQuestionInput = {
  isRequired?: boolean | null | undefined;
  question?: string | null | undefined;
};

export type OfferTimeFrameInput = {
  /** ISO 8601, after the start, on a 15-minute step. */
  endAt?: string | null | undefined;
  /** ISO 8601, in the future, on a 15-minute step. */
  startAt?: string | null | undefined;
};

/** A points package (packages/shared pointsPackageSchema). Money in cents. */
export type PointsPackageInput = {
  originalPrice?: number | null | undefined;
  pointsAmount: number;
  price: number;
  repPointsMultiplier: number;
};

export type PurchaseTicketsInput = {
  /** Required when the event has a waiver or privacy policy. */
  acceptWaiver?: boolean | null | undefined;
  answers?: Array<QuestionAnswerInput> | null | undefined;
  eventId: string | number;
  /** Send the tickets as a gift (GIFT_EVENT_TICKET) to the account with this email. */
  giftRecipientEmail?: string | null | undefined;
  /** The buyer's gratuity in whole percent (0–100), instead of the preset of each ticket type that asks for one (docs/decisions/115); left out, the presets apply. */
  gratuityPercentage?: number | null | undefined;
  items: Array<TicketQuantityInput>;
  /** Pay with points: every ticket's pointsPrice, in its pointsClubId's points (one club per order), taken from the buyer in the order's transaction; the tickets are booked at once. A refund gives them back. */
  payWithPoints?: boolean | null | undefined;
  /** Someone's referral code (the event link's ?ref=): the booking is attributed to them. One nobody has is refused; the buyer's own is ignored. */
  referralCode?: string | null | undefined;
};

export type QuestionAnswerInput = {
  answer: string;
  questionId: string | number;
};

export type RecurrenceFrequency =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

export type RecurrenceInput = {
  /** 1 to 52 copies. */
  count: number;
  frequency: RecurrenceFrequency;
};

export type RedeemType =
  | 'INVITE_LINK'
  | 'LOCATION_INFO'
  | 'PROMO_CODE'
  | 'QR_CODE'
  | 'USER_CONTACT_INFO';

export type RequestPayoutInput = {
  /** Cents; all of the balance when left out. */
  amount?: number | null | undefined;
  eventId: string | number;
};

export type RsvpInput = {
  acceptWaiver?: boolean | null | undefined;
  answers?: Array<QuestionAnswerInput> | null | undefined;
  eventId: string | number;
  /** A free ticket type; the event's first free one when left out. */
  eventTicketId?: string | number | null | undefined;
  /** As in PurchaseTicketsInput. */
  referralCode?: string | null | undefined;
};

export type SavedGuestInput = {
  email?: string | null | undefined;
  fullName: string;
  phoneNumber?: string | null | undefined;
  plus1?: number | null | undefined;
};

export type ScanInput = {
  /** The scanned QR string. */
  code?: string | null | undefined;
  deviceId?: string | null | undefined;
  /** The device's name as hosts read it ("Dee's phone"), at most 40 characters (decision 112). */
  deviceName?: string | null | undefined;
  /** A guest picked from the list. */
  guestId?: string | number | null | undefined;
  /** A guest's people to admit (default: all remaining). */
  quantity?: number | null | undefined;
  /** A UUID the scanner makes per scan: the idempotency key. */
  scanId: string | number;
  /** ISO time on the device (offline scans); the server's when omitted. */
  scannedAt?: string | null | undefined;
  /** A ticket picked by manual search. */
  ticketId?: string | number | null | undefined;
  /** Null: the event's default entrance (no zone). */
  zoneId?: string | number | null | undefined;
};

export type ScanOutcome =
  | 'ADMITTED'
  | 'REFUSED';

export type ScanRefusal =
  | 'ALREADY_SCANNED'
  | 'CANCELLED'
  | 'NOT_APPROVED'
  | 'NOT_A_TICKET'
  | 'NO_ADMISSIONS_LEFT'
  | 'OTHER_EVENT'
  | 'POLICY_NOT_ACCEPTED'
  | 'REFUNDED'
  | 'REVOKED'
  | 'SHARED_AWAY'
  | 'WRONG_ZONE';

export type ScanSyncStatus =
  | 'APPLIED'
  | 'CONFLICT'
  | 'DUPLICATE'
  | 'REFUSED';

export type ScanningZoneInput = {
  /** Ticket types admitted; empty: all. */
  eventTicketIds: Array<string | number>;
  /** Scans of one ticket the zone admits (1 or more). */
  maxScans: number;
  name: string;
  /** The zone to change; none to create one. */
  zoneId?: string | number | null | undefined;
};

export type SendPointsInput = {
  amount: number;
  clubId: string | number;
  idempotencyKey: string;
  memo?: string | null | undefined;
  toUserId: string | number;
};

export type SimulatedTicketInput = {
  gratuityPercentage?: number | null | undefined;
  /** Cents. */
  price: number;
  quantity: number;
};

export type TicketCostItemInput = {
  eventTicketId: string | number;
  quantity: number;
};

export type TicketQuantityInput = {
  eventTicketId: string | number;
  quantity: number;
};

export type TradeRequestStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'PENDING';

export type TradingTransactionType =
  | 'BUY_POINTS'
  | 'EARN_TICKET'
  | 'GRANT'
  | 'RECEIVE'
  | 'REFUND_TICKET'
  | 'SEND'
  | 'SPEND_TICKET'
  | 'TRADE';

/** The postal address; line1, city and countryCode are required. */
export type UpdateAddressInput = {
  city?: string | null | undefined;
  /** ISO 3166-1 alpha-2, either case. */
  countryCode?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  postalCode?: string | null | undefined;
  region?: string | null | undefined;
};

/** Fields left out keep their value; null clears bio and images. */
export type UpdateClubInput = {
  access?: ClubAccess | null | undefined;
  avatarUrl?: string | null | undefined;
  bio?: string | null | undefined;
  colors?: ClubColorsInput | null | undefined;
  coverUrl?: string | null | undefined;
  displayName?: string | null | undefined;
  socialAccounts?: Array<ClubSocialAccountInput> | null | undefined;
};

/** Profile fields to change; a field left out or null is kept. The email can be set only while the account has none; a changed phone number must be verified again. */
export type UpdateProfileInput = {
  /** An empty bio removes it. */
  bio?: string | null | undefined;
  /** yyyy-MM-dd */
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  /** Female, Male, Other or Not Disclosed. */
  gender?: string | null | undefined;
  lastName?: string | null | undefined;
  name?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  userName?: string | null | undefined;
};

export type ClubSummaryFieldsFragment = { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } };

export type ClubTierFieldsFragment = { id: string, level: number, name: string, minimumPoints: number, imageUrl: string | null, colors: { primary: string, secondary: string } };

export type ClubPersonFieldsFragment = { userId: string, name: string, userName: string | null, avatarUrl: string | null };

export type EventSummaryFieldsFragment = { eventId: string, slug: string, displayName: string, avatarUrl: string, startDate: string, endDate: string, timeZone: string, city: string | null, status: string };

export type UserSearchQueryVariables = Exact<{
  keyword: string;
  limit: number;
}>;


export type UserSearchQuery = { searchUsers: { totalCount: number, nodes: Array<{ userId: string, name: string | null, userName: string | null, emailAddress: string | null, avatarUrl: string | null, isVerified: boolean, tier: string }> } };

export type SaveAchievementMutationVariables = Exact<{
  input: AchievementInput;
}>;


export type SaveAchievementMutation = { createOrUpdateAchievement: { id: string, slug: string, displayName: string, bio: string | null, avatarUrl: string | null, category: AchievementBadgeType, categoryLabel: string, status: AchievementStatus, isHidden: boolean, activeFromUtc: string | null, activeToUtc: string | null, maxSupply: number | null, awardedCount: number, remainingSupply: number | null, isActive: boolean, viewerHolds: boolean, viewerAwardedAt: string | null, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } } };

export type DeleteAchievementMutationVariables = Exact<{
  achievementId: string | number;
}>;


export type DeleteAchievementMutation = { deleteAchievement: { achievementId: string, archived: boolean } };

export type AwardAchievementMutationVariables = Exact<{
  achievementId: string | number;
  userId: string | number;
}>;


export type AwardAchievementMutation = { awardAchievement: { awarded: boolean, achievement: { id: string, slug: string, displayName: string, bio: string | null, avatarUrl: string | null, category: AchievementBadgeType, categoryLabel: string, status: AchievementStatus, isHidden: boolean, activeFromUtc: string | null, activeToUtc: string | null, maxSupply: number | null, awardedCount: number, remainingSupply: number | null, isActive: boolean, viewerHolds: boolean, viewerAwardedAt: string | null, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } } } };

export type AchievementFieldsFragment = { id: string, slug: string, displayName: string, bio: string | null, avatarUrl: string | null, category: AchievementBadgeType, categoryLabel: string, status: AchievementStatus, isHidden: boolean, activeFromUtc: string | null, activeToUtc: string | null, maxSupply: number | null, awardedCount: number, remainingSupply: number | null, isActive: boolean, viewerHolds: boolean, viewerAwardedAt: string | null, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } };

export type AchievementsClubAdminQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type AchievementsClubAdminQuery = { club: { status: ClubStatus, myPermissions: Array<ClubPermission>, id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } | null };

export type ClubAchievementsQueryVariables = Exact<{
  clubId: string;
  includeArchived?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ClubAchievementsQuery = { clubAchievements: { edges: Array<{ node: { id: string, slug: string, displayName: string, bio: string | null, avatarUrl: string | null, category: AchievementBadgeType, categoryLabel: string, status: AchievementStatus, isHidden: boolean, activeFromUtc: string | null, activeToUtc: string | null, maxSupply: number | null, awardedCount: number, remainingSupply: number | null, isActive: boolean, viewerHolds: boolean, viewerAwardedAt: string | null, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AchievementDetailQueryVariables = Exact<{
  achievementId: string | number;
}>;


export type AchievementDetailQuery = { achievement: { createdAt: string, id: string, slug: string, displayName: string, bio: string | null, avatarUrl: string | null, category: AchievementBadgeType, categoryLabel: string, status: AchievementStatus, isHidden: boolean, activeFromUtc: string | null, activeToUtc: string | null, maxSupply: number | null, awardedCount: number, remainingSupply: number | null, isActive: boolean, viewerHolds: boolean, viewerAwardedAt: string | null, viewerCanManage: boolean, statistics: { total: number, underEighteen: number, ageUnknown: number, ageRanges: Array<{ range: string, count: number }>, genders: Array<{ gender: string, count: number }> } | null, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } } | null };

export type UserAchievementsQueryVariables = Exact<{
  userId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UserAchievementsQuery = { userAchievements: { edges: Array<{ node: { holderAwardedAt: string | null, id: string, slug: string, displayName: string, bio: string | null, avatarUrl: string | null, category: AchievementBadgeType, categoryLabel: string, status: AchievementStatus, isHidden: boolean, activeFromUtc: string | null, activeToUtc: string | null, maxSupply: number | null, awardedCount: number, remainingSupply: number | null, isActive: boolean, viewerHolds: boolean, viewerAwardedAt: string | null, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CompleteProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type CompleteProfileMutation = { updateProfile: { userId: string, userName: string | null, name: string | null, emailAddress: string | null, phoneNumber: string | null, gender: string | null, dateOfBirth: string | null, isComplete: boolean, isPhoneNumberVerified: boolean } };

export type SendPhoneVerificationCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendPhoneVerificationCodeMutation = { sendPhoneVerificationCode: { nextResend: string, expiredDate: string } };

export type VerifyPhoneNumberMutationVariables = Exact<{
  code: string;
}>;


export type VerifyPhoneNumberMutation = { verifyPhoneNumber: { userId: string, phoneNumber: string | null, isPhoneNumberVerified: boolean } };

export type DeletedAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type DeletedAccountQuery = { me: { userId: string, name: string | null, emailAddress: string | null, isDeleted: boolean, recoverableUntil: string | null } };

export type PasskeyCredentialsQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeyCredentialsQuery = { passkeyCredentials: Array<{ id: string }> };

export type EventAttendeesListQueryVariables = Exact<{
  eventId: string | number;
  filter?: EventAttendeesFilterInput | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type EventAttendeesListQuery = { eventAttendees: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { all: number, pending: number, approved: number, declined: number, checkedIn: number }, nodes: Array<{ userId: string, attendeeState: string, attendeeRole: string, approvalAt: string | null, createdAt: string, checkedInCount: number, privacyPolicyState: string | null, repScore: number, user: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null } | null, referredBy: { userId: string, name: string | null, userName: string | null } | null, questionRequirementAnswers: Array<{ question: string, answer: string }> }> } };

export type AttendeeDetailQueryVariables = Exact<{
  eventId: string | number;
  userId: string | number;
}>;


export type AttendeeDetailQuery = { eventAttendee: { userId: string, attendeeState: string, attendeeRoles: Array<string>, approvalAt: string | null, createdAt: string, checkedInCount: number, note: string | null, isActive: boolean, privacyPolicyState: string | null, repScore: number, missingRequiredAnswers: Array<string>, user: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null } | null, approvalUser: { userId: string, name: string | null, userName: string | null } | null, referredBy: { userId: string, name: string | null, userName: string | null } | null, questionRequirementAnswers: Array<{ question: string, answer: string }>, tickets: Array<{ ticketId: string, ticketType: string, status: string, createdAt: string }>, bookings: Array<{ transactionId: string, type: string, status: string, quantity: number, totalPrice: number, currency: string, createdAtUtc: string }> } };

export type AttendeeStatisticsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type AttendeeStatisticsQuery = { attendeeStatistics: { total: number, underEighteen: number, ageUnknown: number, ageRanges: Array<{ range: string, count: number }>, genders: Array<{ gender: string, count: number }> } };

export type EventTicketSummaryQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventTicketSummaryQuery = { eventTicketSummary: Array<{ eventTicketId: string, ticketType: string, limitedAmount: number, approvedTickets: number, pendingTickets: number, checkedInTickets: number }> };

export type UndoAttendeeMutationVariables = Exact<{
  eventId: string | number;
  userId: string | number;
}>;


export type UndoAttendeeMutation = { undoAttendee: { userId: string, attendeeState: string } };

export type SetAttendeeNoteMutationVariables = Exact<{
  eventId: string | number;
  userId: string | number;
  note: string;
}>;


export type SetAttendeeNoteMutation = { setAttendeeNote: { userId: string, note: string | null } };

export type PurchaseTicketsMutationVariables = Exact<{
  input: PurchaseTicketsInput;
}>;


export type PurchaseTicketsMutation = { purchaseTickets: { paymentUrl: string | null, booking: { transactionId: string, status: string } } };

export type RsvpEventMutationVariables = Exact<{
  input: RsvpInput;
}>;


export type RsvpEventMutation = { rsvpEvent: { transactionId: string, status: string } };

export type ConfirmCheckoutMutationVariables = Exact<{
  transactionId: string | number;
}>;


export type ConfirmCheckoutMutation = { confirmCheckout: { transactionId: string, status: string, quantity: number, tickets: Array<{ ticketId: string }> } };

export type CancelCheckoutMutationVariables = Exact<{
  transactionId: string | number;
}>;


export type CancelCheckoutMutation = { cancelCheckout: { transactionId: string, status: string } };

export type JoinWaitingListMutationVariables = Exact<{
  eventTicketId: string | number;
  quantity: number;
}>;


export type JoinWaitingListMutation = { joinWaitingList: { waitingListEntryId: string, status: string } };

export type JoinTicketWishListMutationVariables = Exact<{
  eventTicketId: string | number;
}>;


export type JoinTicketWishListMutation = { joinTicketWishList: boolean };

export type LeaveTicketWishListMutationVariables = Exact<{
  eventTicketId: string | number;
}>;


export type LeaveTicketWishListMutation = { leaveTicketWishList: boolean };

export type LeaveWaitingListMutationVariables = Exact<{
  eventTicketId: string | number;
}>;


export type LeaveWaitingListMutation = { leaveWaitingList: { waitingListEntryId: string, status: string } };

export type PayWaitingListOfferMutationVariables = Exact<{
  transactionId: string | number;
}>;


export type PayWaitingListOfferMutation = { payWaitingListOffer: { paymentUrl: string | null, booking: { transactionId: string, status: string } } };

export type ShareTicketMutationVariables = Exact<{
  ticketId: string | number;
}>;


export type ShareTicketMutation = { shareTicket: { url: string, ticket: { ticketId: string, shareState: string } } };

export type RefundBookingMutationVariables = Exact<{
  transactionId: string | number;
}>;


export type RefundBookingMutation = { refundBooking: { transactionId: string, status: string } };

export type RevokeTicketShareMutationVariables = Exact<{
  ticketId: string | number;
}>;


export type RevokeTicketShareMutation = { revokeTicketShare: { ticketId: string, shareState: string } };

export type ClaimSharedTicketMutationVariables = Exact<{
  ticketId: string | number;
  token: string;
}>;


export type ClaimSharedTicketMutation = { claimSharedTicket: { ticketId: string, status: string } };

export type ApproveAttendeeMutationVariables = Exact<{
  eventId: string | number;
  userId: string | number;
}>;


export type ApproveAttendeeMutation = { approveAttendee: { userId: string, attendeeState: string } };

export type DeclineAttendeeMutationVariables = Exact<{
  eventId: string | number;
  userId: string | number;
}>;


export type DeclineAttendeeMutation = { declineAttendee: { userId: string, attendeeState: string } };

export type CalculateTicketCostQueryVariables = Exact<{
  eventId: string | number;
  items: Array<TicketCostItemInput> | TicketCostItemInput;
  referralCode?: string | null | undefined;
  gratuityPercentage?: number | null | undefined;
}>;


export type CalculateTicketCostQuery = { calculateTicketCost: { subTotal: number, serviceFee: number, processingFee: number, totalTaxes: number, totalGratuity: number, total: number, isAllInPricing: boolean } };

export type MyReferralCodeQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReferralCodeQuery = { myReferralCode: string };

export type PendingAttendeesQueryVariables = Exact<{
  eventId: string | number;
  first: number;
  after?: string | null | undefined;
  referredByMe?: boolean | null | undefined;
}>;


export type PendingAttendeesQuery = { eventAttendees: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ userId: string, attendeeState: string, approvalAt: string | null, user: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null } | null, questionRequirementAnswers: Array<{ question: string, answer: string }>, referredBy: { userId: string, name: string | null, userName: string | null } | null }> } };

export type ReactToPrivacyPolicyMutationVariables = Exact<{
  eventId: string | number;
  accept: boolean;
}>;


export type ReactToPrivacyPolicyMutation = { reactToPrivacyPolicy: string };

export type AnswerEventQuestionsMutationVariables = Exact<{
  eventId: string | number;
  answers: Array<EventQuestionAnswerInput> | EventQuestionAnswerInput;
}>;


export type AnswerEventQuestionsMutation = { answerEventQuestions: { missingQuestionIds: Array<string> } };

export type ConnectSocialForEventMutationVariables = Exact<{
  provider: string;
  value: string;
}>;


export type ConnectSocialForEventMutation = { setSocialMedia: { userId: string } };

export type AttendeeInviteLinkMutationVariables = Exact<{
  eventId: string | number;
}>;


export type AttendeeInviteLinkMutation = { createEventInviteLink: { url: string } };

export type ApprovedAttendeesQueryVariables = Exact<{
  eventId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ApprovedAttendeesQuery = { approvedAttendees: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ userId: string, name: string | null, userName: string | null, avatarUrl: string | null, repScore: number | null }> } };

export type MyEventOptInsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type MyEventOptInsQuery = { myPolicyReaction: string, myEventAnswers: { missingQuestionIds: Array<string>, answers: Array<{ questionId: string, answer: string }> }, me: { userId: string, socialMedias: Array<{ provider: string, value: string }> } };

export type EventSocialReachQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventSocialReachQuery = { eventSocialReach: { approvedAttendees: number, providers: Array<{ provider: string, isRequired: boolean, connected: number }> } };

export type SaveScanningZoneMutationVariables = Exact<{
  eventId: string | number;
  input: ScanningZoneInput;
}>;


export type SaveScanningZoneMutation = { saveScanningZone: { id: string, name: string, eventTicketIds: Array<string>, maxScans: number } };

export type DeleteScanningZoneMutationVariables = Exact<{
  eventId: string | number;
  zoneId: string | number;
}>;


export type DeleteScanningZoneMutation = { deleteScanningZone: boolean };

export type CheckInEventQueryVariables = Exact<{
  slugOrId: string;
}>;


export type CheckInEventQuery = { event: { eventId: string, timeZone: string, viewerPermissions: Array<string>, scanConflictCount: number | null, tickets: Array<{ eventTicketId: string, ticketType: string }>, scanningZones: Array<{ id: string, name: string, eventTicketIds: Array<string>, maxScans: number }>, hostCounters: { approvedTickets: number, scannedTickets: number } | null, guestCounters: { guestTickets: number, checkedInGuestTickets: number } | null } };

export type ScanConflictsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ScanConflictsQuery = { scanConflicts: Array<{ id: string, holderName: string, scannedAt: string, deviceName: string | null, keptScanAt: string, message: string }> };

export type MyScannerEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyScannerEventsQuery = { myScannerEvents: Array<{ eventId: string, displayName: string, startDate: string, endDate: string, timeZone: string, city: string | null }> };

export type ScannerManifestQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ScannerManifestQuery = { scannerManifest: { eventId: string, displayName: string, startDate: string, endDate: string, timeZone: string, generatedAt: string, zones: Array<{ id: string, name: string, eventTicketIds: Array<string>, maxScans: number }>, tickets: Array<{ ticketId: string, codeHash: string, holderName: string, ticketType: string, eventTicketId: string, admissions: number, scansUsed: number, admittedCount: number, refusal: ScanRefusal | null, zoneScans: Array<{ zoneId: string, scansUsed: number, admittedCount: number }> }>, guests: Array<{ guestId: string, fullName: string, eventTicketId: string | null, quantity: number, checkedInQuantity: number, passes: Array<{ guestTicketId: string, codeHash: string | null, checkedIn: boolean }> }> } };

export type ScanVerdictFieldsFragment = { outcome: ScanOutcome, refusal: ScanRefusal | null, message: string, holderName: string | null, avatarUrl: string | null, ticketType: string | null, ticketId: string | null, guestId: string | null, admitted: number, scansUsed: number, maxScans: number };

export type CheckInMutationVariables = Exact<{
  eventId: string | number;
  input: ScanInput;
}>;


export type CheckInMutation = { checkIn: { outcome: ScanOutcome, refusal: ScanRefusal | null, message: string, holderName: string | null, avatarUrl: string | null, ticketType: string | null, ticketId: string | null, guestId: string | null, admitted: number, scansUsed: number, maxScans: number } };

export type SyncScansMutationVariables = Exact<{
  eventId: string | number;
  scans: Array<ScanInput> | ScanInput;
}>;


export type SyncScansMutation = { syncScans: Array<{ scanId: string, status: ScanSyncStatus, verdict: { outcome: ScanOutcome, refusal: ScanRefusal | null, message: string, holderName: string | null, avatarUrl: string | null, ticketType: string | null, ticketId: string | null, guestId: string | null, admitted: number, scansUsed: number, maxScans: number } }> };

export type CreateClubMutationVariables = Exact<{
  input: CreateClubInput;
}>;


export type CreateClubMutation = { createClub: { id: string, slug: string } };

export type PublishClubMutationVariables = Exact<{
  clubId: string | number;
}>;


export type PublishClubMutation = { publishClub: { id: string, published: boolean, status: ClubStatus } };

export type UpdateClubMutationVariables = Exact<{
  clubId: string | number;
  input: UpdateClubInput;
}>;


export type UpdateClubMutation = { updateClub: { id: string } };

export type ChangeClubSlugMutationVariables = Exact<{
  clubId: string | number;
  slug: string;
}>;


export type ChangeClubSlugMutation = { changeClubSlug: { id: string, slug: string } };

export type SetClubStatusMutationVariables = Exact<{
  clubId: string | number;
  status: ClubStatus;
}>;


export type SetClubStatusMutation = { setClubStatus: { id: string, status: ClubStatus } };

export type SetClubTiersMutationVariables = Exact<{
  clubId: string | number;
  tiers: Array<ClubTierInput> | ClubTierInput;
}>;


export type SetClubTiersMutation = { setClubTiers: { id: string } };

export type CreateClubInviteMutationVariables = Exact<{
  input: CreateClubInviteInput;
}>;


export type CreateClubInviteMutation = { createClubInvite: { id: string, status: string } };

export type RevokeClubInviteMutationVariables = Exact<{
  inviteId: string | number;
}>;


export type RevokeClubInviteMutation = { revokeClubInvite: { id: string, status: string } };

export type AcceptClubInviteMutationVariables = Exact<{
  inviteId: string | number;
}>;


export type AcceptClubInviteMutation = { acceptClubInvite: { id: string, slug: string } };

export type DeclineClubInviteMutationVariables = Exact<{
  inviteId: string | number;
}>;


export type DeclineClubInviteMutation = { declineClubInvite: { id: string, status: string } };

export type ChangeClubRoleMutationVariables = Exact<{
  clubId: string | number;
  userId: string | number;
  role: ClubRole;
}>;


export type ChangeClubRoleMutation = { changeClubRole: { userId: string, role: ClubRole } };

export type RemoveClubTeamMemberMutationVariables = Exact<{
  clubId: string | number;
  userId: string | number;
}>;


export type RemoveClubTeamMemberMutation = { removeClubTeamMember: { id: string } };

export type RequestClubOwnershipTransferMutationVariables = Exact<{
  clubId: string | number;
  userId: string | number;
}>;


export type RequestClubOwnershipTransferMutation = { requestClubOwnershipTransfer: { id: string, status: string } };

export type AcceptClubOwnershipTransferMutationVariables = Exact<{
  transferId: string | number;
}>;


export type AcceptClubOwnershipTransferMutation = { acceptClubOwnershipTransfer: { id: string } };

export type DeclineClubOwnershipTransferMutationVariables = Exact<{
  transferId: string | number;
}>;


export type DeclineClubOwnershipTransferMutation = { declineClubOwnershipTransfer: { id: string, status: string } };

export type CancelClubOwnershipTransferMutationVariables = Exact<{
  transferId: string | number;
}>;


export type CancelClubOwnershipTransferMutation = { cancelClubOwnershipTransfer: { id: string, status: string } };

export type ManagedClubFieldsFragment = { status: ClubStatus, published: boolean, memberCount: number, isOwner: boolean, myRole: ClubRole | null, id: string, slug: string, displayName: string, images: { coverUrl: string | null, avatarUrl: string | null }, colors: { primary: string, secondary: string } };

export type ClubInviteFieldsFragment = { id: string, kind: ClubTeamKind, role: ClubRole | null, memo: string | null, email: string | null, status: string, uses: number, usesPerInvite: number, expiresAt: string | null, createdAt: string, invitee: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, invitedBy: { userId: string, name: string, userName: string | null, avatarUrl: string | null } };

export type ManagedClubsQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagedClubsQuery = { managedClubs: Array<{ status: ClubStatus, published: boolean, memberCount: number, isOwner: boolean, myRole: ClubRole | null, id: string, slug: string, displayName: string, images: { coverUrl: string | null, avatarUrl: string | null }, colors: { primary: string, secondary: string } }> };

export type MyClubInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyClubInvitesQuery = { myClubInvites: Array<{ id: string, kind: ClubTeamKind, role: ClubRole | null, memo: string | null, email: string | null, status: string, uses: number, usesPerInvite: number, expiresAt: string | null, createdAt: string, club: { status: ClubStatus, published: boolean, memberCount: number, isOwner: boolean, myRole: ClubRole | null, id: string, slug: string, displayName: string, images: { coverUrl: string | null, avatarUrl: string | null }, colors: { primary: string, secondary: string } }, invitee: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, invitedBy: { userId: string, name: string, userName: string | null, avatarUrl: string | null } }> };

export type ClubInviteQueryVariables = Exact<{
  inviteId: string | number;
}>;


export type ClubInviteQuery = { clubInvite: { id: string, kind: ClubTeamKind, role: ClubRole | null, memo: string | null, email: string | null, status: string, uses: number, usesPerInvite: number, expiresAt: string | null, createdAt: string, club: { status: ClubStatus, published: boolean, memberCount: number, isOwner: boolean, myRole: ClubRole | null, id: string, slug: string, displayName: string, images: { coverUrl: string | null, avatarUrl: string | null }, colors: { primary: string, secondary: string } }, invitee: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, invitedBy: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null };

export type ClubAdminQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type ClubAdminQuery = { club: { bio: string | null, access: ClubAccess, createdAt: string, myPermissions: Array<ClubPermission>, status: ClubStatus, published: boolean, memberCount: number, isOwner: boolean, myRole: ClubRole | null, id: string, slug: string, displayName: string, socialAccounts: Array<{ provider: string, handle: string }>, owner: { userId: string, name: string, userName: string | null, avatarUrl: string | null }, tiers: Array<{ id: string, level: number, name: string, minimumPoints: number, imageUrl: string | null, colors: { primary: string, secondary: string } }>, pendingOwnershipTransfer: { id: string, status: string, createdAt: string, from: { userId: string, name: string, userName: string | null, avatarUrl: string | null }, to: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null, images: { coverUrl: string | null, avatarUrl: string | null }, colors: { primary: string, secondary: string } } | null };

export type ClubTeamQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type ClubTeamQuery = { club: { id: string, displayName: string, isOwner: boolean, myRole: ClubRole | null, myPermissions: Array<ClubPermission>, owner: { userId: string, name: string, userName: string | null, avatarUrl: string | null }, teamMembers: Array<{ userId: string, kind: ClubTeamKind, role: ClubRole, roleDisplayName: string, since: string, person: { userId: string, name: string, userName: string | null, avatarUrl: string | null } }>, teamCollaborators: Array<{ userId: string, kind: ClubTeamKind, role: ClubRole, roleDisplayName: string, since: string, person: { userId: string, name: string, userName: string | null, avatarUrl: string | null } }>, invites: Array<{ id: string, kind: ClubTeamKind, role: ClubRole | null, memo: string | null, email: string | null, status: string, uses: number, usesPerInvite: number, expiresAt: string | null, createdAt: string, invitee: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, invitedBy: { userId: string, name: string, userName: string | null, avatarUrl: string | null } }>, pendingOwnershipTransfer: { id: string, status: string, createdAt: string, from: { userId: string, name: string, userName: string | null, avatarUrl: string | null }, to: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } | null };

export type ClubSlugAvailableQueryVariables = Exact<{
  slug: string;
  clubId?: string | number | null | undefined;
}>;


export type ClubSlugAvailableQuery = { clubSlugAvailable: boolean };

export type JoinClubMutationVariables = Exact<{
  clubId: string | number;
  inviteId?: string | number | null | undefined;
}>;


export type JoinClubMutation = { joinClub: { id: string, isMember: boolean, canJoin: boolean, memberCount: number } };

export type LeaveClubMutationVariables = Exact<{
  clubId: string | number;
}>;


export type LeaveClubMutation = { leaveClub: { id: string, isMember: boolean, canJoin: boolean, memberCount: number } };

export type SetEventClubsMutationVariables = Exact<{
  eventId: string | number;
  clubIds: Array<string | number> | string | number;
}>;


export type SetEventClubsMutation = { setEventClubs: { eventId: string, clubs: Array<{ id: string }> } };

export type BuyPointsMutationVariables = Exact<{
  clubId: string | number;
  packageId: string | number;
  idempotencyKey: string;
}>;


export type BuyPointsMutation = { buyPoints: { paymentUrl: string | null, purchase: { id: string, status: string, points: number } } };

export type ConfirmPointsPurchaseMutationVariables = Exact<{
  purchaseId: string | number;
}>;


export type ConfirmPointsPurchaseMutation = { confirmPointsPurchase: { id: string, status: string, points: number, price: number, currency: string } };

export type ClubEventFieldsFragment = { isExpired: boolean, eventId: string, slug: string, displayName: string, avatarUrl: string, startDate: string, endDate: string, timeZone: string, city: string | null, status: string };

export type ClubPageQueryVariables = Exact<{
  idOrSlug: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ClubPageQuery = { club: { bio: string | null, status: ClubStatus, access: ClubAccess, published: boolean, memberCount: number, isMember: boolean, canJoin: boolean, joinRefusal: string | null, isOwner: boolean, myRole: ClubRole | null, myPermissions: Array<ClubPermission>, id: string, slug: string, displayName: string, images: { coverUrl: string | null, avatarUrl: string | null }, socialAccounts: Array<{ provider: string, handle: string }>, tiers: Array<{ id: string, level: number, name: string, minimumPoints: number, imageUrl: string | null, colors: { primary: string, secondary: string } }>, myMembership: { joinedAt: string, points: number, pointsToNextTier: number | null, tier: { id: string, level: number, name: string, minimumPoints: number, imageUrl: string | null, colors: { primary: string, secondary: string } } | null, nextTier: { id: string, level: number, name: string, minimumPoints: number, imageUrl: string | null, colors: { primary: string, secondary: string } } | null } | null, defaultBuyPointsOffer: { packages: Array<{ id: string }> } | null, events: { edges: Array<{ cursor: string, node: { isExpired: boolean, eventId: string, slug: string, displayName: string, avatarUrl: string, startDate: string, endDate: string, timeZone: string, city: string | null, status: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, colors: { primary: string, secondary: string } } | null };

export type ClubBuyPointsQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type ClubBuyPointsQuery = { club: { isMember: boolean, canJoin: boolean, joinRefusal: string | null, id: string, slug: string, displayName: string, myMembership: { points: number, tier: { id: string, level: number, name: string, minimumPoints: number, imageUrl: string | null, colors: { primary: string, secondary: string } } | null } | null, defaultBuyPointsOffer: { packages: Array<{ id: string, pointsAmount: number, repPointsMultiplier: number, totalPoints: number, price: number, originalPrice: number | null, currency: string }> } | null, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } | null };

export type ClubEventsAdminQueryVariables = Exact<{
  idOrSlug: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ClubEventsAdminQuery = { club: { id: string, slug: string, displayName: string, myPermissions: Array<ClubPermission>, events: { edges: Array<{ cursor: string, node: { viewerPermissions: Array<string>, isExpired: boolean, eventId: string, slug: string, displayName: string, avatarUrl: string, startDate: string, endDate: string, timeZone: string, city: string | null, status: string, clubs: Array<{ id: string }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type EditableEventsForClubQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type EditableEventsForClubQuery = { myCreatedEvents: { edges: Array<{ node: { eventId: string, displayName: string, viewerPermissions: Array<string>, clubs: Array<{ id: string }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type EventClubsTabQueryVariables = Exact<{
  slugOrId: string;
}>;


export type EventClubsTabQuery = { event: { eventId: string, viewerPermissions: Array<string>, clubs: Array<{ id: string, slug: string, displayName: string, myPermissions: Array<ClubPermission>, images: { avatarUrl: string | null } }> }, managedClubs: Array<{ id: string, slug: string, displayName: string, myPermissions: Array<ClubPermission>, images: { avatarUrl: string | null } }> };

export type ShellClubsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellClubsQuery = { managedClubs: Array<{ id: string, slug: string, events: { edges: Array<{ cursor: string }> } }> };

export type HomeClubMembershipsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeClubMembershipsQuery = { myClubMemberships: Array<{ joinedAt: string, points: number, pointsToNextTier: number | null, tier: { id: string, level: number, name: string, minimumPoints: number, imageUrl: string | null, colors: { primary: string, secondary: string } } | null, nextTier: { id: string, name: string } | null, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } }> };

export type AddContactMutationVariables = Exact<{
  input: ContactInput;
}>;


export type AddContactMutation = { addContact: { contactId: string } };

export type UpdateContactMutationVariables = Exact<{
  contactId: string | number;
  input: ContactInput;
}>;


export type UpdateContactMutation = { updateContact: { contactId: string } };

export type DeleteContactMutationVariables = Exact<{
  contactId: string | number;
}>;


export type DeleteContactMutation = { deleteContact: boolean };

export type CreateContactGroupMutationVariables = Exact<{
  groupName: string;
}>;


export type CreateContactGroupMutation = { createContactGroup: { groupId: string, groupName: string } };

export type UpdateContactGroupMutationVariables = Exact<{
  groupId: string | number;
  groupName: string;
}>;


export type UpdateContactGroupMutation = { updateContactGroup: { groupId: string, groupName: string } };

export type DeleteContactGroupMutationVariables = Exact<{
  groupId: string | number;
}>;


export type DeleteContactGroupMutation = { deleteContactGroup: boolean };

export type ImportContactsMutationVariables = Exact<{
  csv?: string | null | undefined;
  rows?: Array<ContactImportRowInput> | ContactImportRowInput | null | undefined;
  groupId?: string | number | null | undefined;
}>;


export type ImportContactsMutation = { importContacts: Array<{ row: number, status: string, message: string | null }> };

export type InviteToEventMutationVariables = Exact<{
  input: InviteToEventInput;
}>;


export type InviteToEventMutation = { inviteToEvent: Array<{ invitationId: string, emailAddress: string | null }> };

export type CreateEventInviteLinkMutationVariables = Exact<{
  eventId: string | number;
  rotate?: boolean | null | undefined;
}>;


export type CreateEventInviteLinkMutation = { createEventInviteLink: { url: string } };

export type DecideEventInvitationMutationVariables = Exact<{
  invitationId: string | number;
  approve: boolean;
}>;


export type DecideEventInvitationMutation = { decideEventInvitation: { invitationId: string, status: string } };

export type AcceptEventInvitationMutationVariables = Exact<{
  inviteId: string;
}>;


export type AcceptEventInvitationMutation = { acceptEventInvitation: { invitationId: string, status: string } };

export type DeclineEventInvitationMutationVariables = Exact<{
  inviteId: string;
}>;


export type DeclineEventInvitationMutation = { declineEventInvitation: { invitationId: string, status: string } };

export type InviteInfoFieldsFragment = { giftTicket: { name: string, quantity: number } | null, privateTicket: { name: string, quantity: number } | null };

export type InviteEventQueryVariables = Exact<{
  slugOrId: string;
}>;


export type InviteEventQuery = { event: { eventId: string, slug: string, displayName: string, status: string, viewerPermissions: Array<string>, tickets: Array<{ eventTicketId: string, ticketType: string, isPrivate: boolean, isActive: boolean }> } };

export type ContactsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  groupId?: string | number | null | undefined;
  search?: string | null | undefined;
  eventId?: string | number | null | undefined;
}>;


export type ContactsQuery = { contacts: { nodes: Array<{ contactId: string, name: string, emailAddress: string | null, phoneNumber: string | null, userId: string | null, invitationStatus: string | null, group: { groupId: string, groupName: string } | null, inviteInfo: { giftTicket: { name: string, quantity: number } | null, privateTicket: { name: string, quantity: number } | null } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ContactGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactGroupsQuery = { contactGroups: Array<{ groupId: string, groupName: string }> };

export type EventInvitationsQueryVariables = Exact<{
  eventId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type EventInvitationsQuery = { uniqueInviteeCount: number, eventInvitations: { nodes: Array<{ invitationId: string, emailAddress: string | null, status: string, source: string, createdAt: string, user: { userId: string, name: string | null, userName: string | null } | null, inviteInfo: { giftTicket: { name: string, quantity: number } | null, privateTicket: { name: string, quantity: number } | null } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type EventInvitationViewQueryVariables = Exact<{
  inviteId: string;
}>;


export type EventInvitationViewQuery = { eventInvitation: { formattedInviteId: string, isLink: boolean, status: string | null, message: string | null, inviterName: string, event: { eventId: string, slug: string, displayName: string, startDate: string, avatarUrl: string }, inviteInfo: { giftTicket: { name: string, quantity: number } | null, privateTicket: { name: string, quantity: number } | null } | null } | null };

export type AddEventCommentMutationVariables = Exact<{
  input: AddEventCommentInput;
}>;


export type AddEventCommentMutation = { addEventComment: { commentId: string } };

export type DeleteEventCommentMutationVariables = Exact<{
  commentId: string | number;
}>;


export type DeleteEventCommentMutation = { deleteEventComment: boolean };

export type EditEventCommentMutationVariables = Exact<{
  commentId: string | number;
  comment: string;
}>;


export type EditEventCommentMutation = { editEventComment: { commentId: string, comment: string, editedAt: string | null } };

export type ReactToCommentMutationVariables = Exact<{
  commentId: string | number;
  reaction: string;
}>;


export type ReactToCommentMutation = { reactToComment: { commentId: string } };

export type RemoveCommentReactionMutationVariables = Exact<{
  commentId: string | number;
  reaction: string;
}>;


export type RemoveCommentReactionMutation = { removeCommentReaction: { commentId: string } };

export type EventCommentFieldsFragment = { commentId: string, comment: string, parentCommentId: string | null, medias: Array<string>, createdAt: string, editedAt: string | null, myReactions: Array<string>, canEdit: boolean, canDelete: boolean, reactions: Array<{ reaction: string, count: number }>, author: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null } | null };

export type EventCommentsQueryVariables = Exact<{
  eventId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type EventCommentsQuery = { eventComments: { canComment: boolean, nodes: Array<{ commentId: string, comment: string, parentCommentId: string | null, medias: Array<string>, createdAt: string, editedAt: string | null, myReactions: Array<string>, canEdit: boolean, canDelete: boolean, replies: Array<{ commentId: string, comment: string, parentCommentId: string | null, medias: Array<string>, createdAt: string, editedAt: string | null, myReactions: Array<string>, canEdit: boolean, canDelete: boolean, reactions: Array<{ reaction: string, count: number }>, author: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null } | null }>, reactions: Array<{ reaction: string, count: number }>, author: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SendEventGroupMessageMutationVariables = Exact<{
  eventId: string | number;
  input: EventGroupMessageInput;
}>;


export type SendEventGroupMessageMutation = { sendEventGroupMessage: { messageId: string, recipientCount: number } };

export type MarkEventMessagesReadMutationVariables = Exact<{
  eventId: string | number;
}>;


export type MarkEventMessagesReadMutation = { markEventMessagesRead: number };

export type MyEventMessagesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type MyEventMessagesQuery = { myEventMessages: Array<{ messageId: string, subject: string, body: string, createdAt: string, readAt: string | null, sender: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null } | null }> };

export type EventGroupMessagesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventGroupMessagesQuery = { eventGroupMessages: Array<{ messageId: string, subject: string, body: string, createdAt: string, recipientCount: number, attendeeStates: Array<string>, eventTicketIds: Array<string>, sender: { userId: string, name: string | null, userName: string | null } | null }> };

export type EventMessageRecipientCountQueryVariables = Exact<{
  eventId: string | number;
  attendeeStates: Array<string> | string;
  eventTicketIds?: Array<string | number> | string | number | null | undefined;
}>;


export type EventMessageRecipientCountQuery = { eventMessageRecipientCount: number };

export type MyDocumentsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyDocumentsQuery = { myDocuments: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ documentId: string, kind: string, title: string, url: string, transactionId: string | null, signedAt: string | null, createdAt: string }> } };

export type RequestPayoutMutationVariables = Exact<{
  input: RequestPayoutInput;
}>;


export type RequestPayoutMutation = { requestPayout: { payoutId: string, amount: number, currency: string, status: string, requestedAt: string, completedAt: string | null } };

export type RevenueEventQueryVariables = Exact<{
  slugOrId: string;
}>;


export type RevenueEventQuery = { event: { eventId: string, slug: string, displayName: string, startDate: string, endDate: string, timeZone: string, viewerPermissions: Array<string> } };

export type EventEarningsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventEarningsQuery = { eventEarnings: { eventId: string, currency: string, totalPrice: number, totalFees: number, serviceFees: number, processingFees: number, ticketSales: number, totalTaxes: number, totalGratuity: number, netEarnings: number, totalQuantity: number, totalOrders: number, ticketBreakdown: Array<{ eventTicketId: string, ticketType: string, unitPrice: number, quantity: number, total: number }> } };

export type PromoterSalesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type PromoterSalesQuery = { promoterSales: Array<{ promoterId: string, orders: number, ticketsSold: number, amount: number, promoter: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null } | null }> };

export type RequestedPayoutInfoQueryVariables = Exact<{
  eventId: string | number;
}>;


export type RequestedPayoutInfoQuery = { requestedPayoutInfo: { eventId: string, currency: string, canRequestPayout: boolean, blockedReason: string | null, lastRequestedTime: string | null, totalBalance: number, totalEarned: number, totalPaidOut: number, eventEnded: boolean, viewerIsCreator: boolean, hasPayoutAccount: boolean, payoutAccountReady: boolean, payoutInProgress: boolean, payouts: Array<{ payoutId: string, amount: number, currency: string, status: string, requestedAt: string, completedAt: string | null }> } };

export type CreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type CreateEventMutation = { createEvent: { eventId: string, slug: string } };

export type UpdateEventMutationVariables = Exact<{
  eventId: string | number;
  input: EventInput;
}>;


export type UpdateEventMutation = { updateEvent: { eventId: string, slug: string } };

export type PublishEventMutationVariables = Exact<{
  eventId: string | number;
}>;


export type PublishEventMutation = { publishEvent: { eventId: string, status: string } };

export type UnpublishEventMutationVariables = Exact<{
  eventId: string | number;
}>;


export type UnpublishEventMutation = { unpublishEvent: { eventId: string, status: string } };

export type CancelEventMutationVariables = Exact<{
  eventId: string | number;
}>;


export type CancelEventMutation = { cancelEvent: { eventId: string, status: string } };

export type DeleteEventMutationVariables = Exact<{
  eventId: string | number;
}>;


export type DeleteEventMutation = { deleteEvent: boolean };

export type DuplicateEventMutationVariables = Exact<{
  eventId: string | number;
}>;


export type DuplicateEventMutation = { duplicateEvent: { eventId: string, slug: string } };

export type CreateRecurringEventsMutationVariables = Exact<{
  eventId: string | number;
  recurrence: RecurrenceInput;
}>;


export type CreateRecurringEventsMutation = { createRecurringEvents: Array<{ eventId: string, slug: string, startDate: string }> };

export type UpsertEventTicketMutationVariables = Exact<{
  eventId: string | number;
  eventTicketId?: string | number | null | undefined;
  input: EventTicketInput;
}>;


export type UpsertEventTicketMutation = { upsertEventTicket: { eventTicketId: string, ticketType: string, price: number, currency: string, repPoints: number | null, color: string, isActive: boolean, isFull: boolean, isPrivate: boolean, isSpecialGuest: boolean, isEnabledWishList: boolean, additionalGuests: number, optInShowTicketAmount: boolean, visibleStartAt: string | null, visibleEndAt: string | null, gratuityPercentage: number, isRequiredApproval: boolean, note: string | null, balance: { limitedAmount: number, availableAmount: number, releasedAmount: number, lockedAmount: number } | null } };

export type DeleteEventTicketMutationVariables = Exact<{
  eventTicketId: string | number;
}>;


export type DeleteEventTicketMutation = { deleteEventTicket: boolean };

export type SetEventQuestionsMutationVariables = Exact<{
  eventId: string | number;
  questions: Array<EventQuestionInput> | EventQuestionInput;
}>;


export type SetEventQuestionsMutation = { setEventQuestions: { eventId: string, questions: Array<{ questionId: string, question: string, isRequired: boolean }> } };

export type SetTicketTypesDisplayMutationVariables = Exact<{
  eventId: string | number;
  order: Array<string | number> | string | number;
}>;


export type SetTicketTypesDisplayMutation = { setTicketTypesDisplay: Array<{ eventTicketId: string }> };

export type EditorEventQueryVariables = Exact<{
  slugOrId: string;
}>;


export type EditorEventQuery = { event: { eventId: string, slug: string, eventType: string, displayName: string, description: string | null, note: string | null, terms: string | null, avatarUrl: string, startDate: string, endDate: string, timeZone: string, status: string, isPrivate: boolean, isListed: boolean, isFeatured: boolean, isAllInPricing: boolean, minimumRepScore: number | null, ageLimit: number | null, city: string | null, ticketTermsPurchasePolicy: string | null, seriesId: string | null, isExpired: boolean, totalAvailableTickets: number, viewerPermissions: Array<string>, faqs: Array<{ question: string, answer: string }>, location: { address: string, latitude: number | null, longitude: number | null, isOnlyVisibleToApprovedAttendees: boolean } | null, locationRadius: { address: string, isActive: boolean, latitude: number, longitude: number, radius: number, unitLengthType: string } | null, optIns: { guestList: boolean, guestCount: boolean, publicPreview: boolean, displayRepScore: boolean, qrPass: boolean, guestsInvitingOthers: boolean, ageLimit: boolean, socialAccountRequirements: Array<string>, questionRequirements: boolean, privacyPolicy: { title: string, fileUrl: string } | null, musicEmbed: { url: string } | null }, questions: Array<{ questionId: string, question: string, isRequired: boolean }>, hostCounters: { approved: number, pending: number, totalAttendees: number, approvedTickets: number, scannedTickets: number, invitedAttendees: number, waitingTickets: number } | null, clubs: Array<{ id: string, displayName: string }>, tickets: Array<{ eventTicketId: string, ticketType: string, price: number, currency: string, repPoints: number | null, pointsPrice: number | null, pointsClubId: string | null, color: string, isActive: boolean, isFull: boolean, isPrivate: boolean, isSpecialGuest: boolean, isEnabledWishList: boolean, wishListCount: number | null, additionalGuests: number, optInShowTicketAmount: boolean, visibleStartAt: string | null, visibleEndAt: string | null, gratuityPercentage: number, isRequiredApproval: boolean, note: string | null, balance: { limitedAmount: number, availableAmount: number, releasedAmount: number, lockedAmount: number, soldAmount: number, awaitingApprovalAmount: number } | null }> } };

export type SimulateTicketCostQueryVariables = Exact<{
  items: Array<SimulatedTicketInput> | SimulatedTicketInput;
  isAllInPricing: boolean;
}>;


export type SimulateTicketCostQuery = { simulateTicketCost: { subTotal: number, serviceFee: number, processingFee: number, totalTaxes: number, totalGratuity: number, total: number, hostBalance: number, isAllInPricing: boolean } };

export type MyCreatedEventsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyCreatedEventsQuery = { myCreatedEvents: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { isExpired: boolean, isPrivate: boolean, isListed: boolean, totalAvailableTickets: number, viewerPermissions: Array<string>, eventId: string, slug: string, displayName: string, avatarUrl: string, startDate: string, endDate: string, timeZone: string, city: string | null, status: string } }> } };

export type TimeZoneAtQueryVariables = Exact<{
  latitude: number;
  longitude: number;
}>;


export type TimeZoneAtQuery = { timeZoneAt: string };

export type HostsEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type HostsEventsQuery = { myCreatedEvents: { edges: Array<{ cursor: string }> } };

export type EventCardFieldsFragment = { isFeatured: boolean, isListFull: boolean, distance: number | null, eventId: string, slug: string, displayName: string, avatarUrl: string, startDate: string, endDate: string, timeZone: string, city: string | null, status: string, tickets: Array<{ eventTicketId: string, price: number, allInPrice: number, currency: string, isActive: boolean }> };

export type SearchEventsQueryVariables = Exact<{
  criteria?: EventSearchCriteria | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type SearchEventsQuery = { searchEvents: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { isFeatured: boolean, isListFull: boolean, distance: number | null, eventId: string, slug: string, displayName: string, avatarUrl: string, startDate: string, endDate: string, timeZone: string, city: string | null, status: string, tickets: Array<{ eventTicketId: string, price: number, allInPrice: number, currency: string, isActive: boolean }> } }> } };

export type MyEventsQueryVariables = Exact<{
  when: MyEventsWhen;
  first: number;
  after?: string | null | undefined;
}>;


export type MyEventsQuery = { myEvents: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { viewerAttendeeState: string, viewerPermissions: Array<string>, isFeatured: boolean, isListFull: boolean, distance: number | null, eventId: string, slug: string, displayName: string, avatarUrl: string, startDate: string, endDate: string, timeZone: string, city: string | null, status: string, viewerTickets: Array<{ ticketId: string }>, tickets: Array<{ eventTicketId: string, price: number, allInPrice: number, currency: string, isActive: boolean }> } }> } };

export type EventPageQueryVariables = Exact<{
  slugOrId: string;
}>;


export type EventPageQuery = { event: { eventId: string, slug: string, eventType: string, displayName: string, description: string | null, note: string | null, terms: string | null, ticketTermsPurchasePolicy: string | null, avatarUrl: string, startDate: string, endDate: string, timeZone: string, status: string, isPrivate: boolean, isFeatured: boolean, isAllInPricing: boolean, isExpired: boolean, isListFull: boolean, ageLimit: number | null, minimumRepScore: number | null, viewerRepScore: number | null, city: string | null, previewOnly: boolean, showsDetails: boolean, goingCount: number | null, viewerPermissions: Array<string>, viewerAttendeeState: string, faqs: Array<{ question: string, answer: string }>, location: { address: string, latitude: number | null, longitude: number | null, isOnlyVisibleToApprovedAttendees: boolean } | null, optIns: { questionRequirements: boolean, guestList: boolean, guestCount: boolean, displayRepScore: boolean, qrPass: boolean, guestsInvitingOthers: boolean, socialAccountRequirements: Array<string>, privacyPolicy: { title: string, fileUrl: string } | null, musicEmbed: { url: string } | null }, questions: Array<{ questionId: string, question: string, isRequired: boolean }>, createdBy: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null } | null, tickets: Array<{ eventTicketId: string, ticketType: string, price: number, allInPrice: number, currency: string, color: string, note: string | null, isActive: boolean, isFull: boolean, isRequiredApproval: boolean, isEnabledWishList: boolean, viewerOnWishList: boolean, isSpecialGuest: boolean, additionalGuests: number, optInShowTicketAmount: boolean, gratuityPercentage: number, pointsPrice: number | null, pointsClubId: string | null, balance: { availableAmount: number, limitedAmount: number } | null }>, viewerTickets: Array<{ ticketId: string, ticketType: string, status: string, shareState: string, qrCode: string | null, isShareable: boolean, eventTicketId: string, transactionId: string, parentTicketId: string | null, isSpecialGuest: boolean, additionalGuests: number }>, viewerPendingBookings: Array<{ transactionId: string, status: string, isWaitingListOffer: boolean, expiresAt: string | null, totalPrice: number, currency: string, quantity: number, items: Array<{ eventTicketId: string, quantity: number }> }>, viewerWaitingList: Array<{ waitingListEntryId: string, eventTicketId: string, quantity: number, status: string }> } };

export type InviteEventTeamMemberMutationVariables = Exact<{
  eventId: string | number;
  role: string;
  userId?: string | number | null | undefined;
  email?: string | null | undefined;
}>;


export type InviteEventTeamMemberMutation = { inviteEventTeamMember: { invitationId: string, status: string } };

export type CancelEventRoleInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type CancelEventRoleInvitationMutation = { cancelEventRoleInvitation: { eventId: string } };

export type RemoveEventRoleMutationVariables = Exact<{
  eventId: string | number;
  userId: string | number;
  role: string;
}>;


export type RemoveEventRoleMutation = { removeEventRole: { eventId: string } };

export type LeaveEventRoleMutationVariables = Exact<{
  eventId: string | number;
  role: string;
}>;


export type LeaveEventRoleMutation = { leaveEventRole: boolean };

export type AcceptEventRoleInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type AcceptEventRoleInvitationMutation = { acceptEventRoleInvitation: { invitationId: string, status: string } };

export type DeclineEventRoleInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type DeclineEventRoleInvitationMutation = { declineEventRoleInvitation: { invitationId: string, status: string } };

export type TeamPersonFieldsFragment = { userId: string, name: string | null, userName: string | null, avatarUrl: string | null, isVerified: boolean };

export type EventTeamQueryVariables = Exact<{
  slugOrId: string;
}>;


export type EventTeamQuery = { event: { eventId: string, viewerPermissions: Array<string>, viewerRoles: Array<string>, viewerRoleName: string | null, usersRoles: Array<{ role: string, displayName: string | null, status: string, user: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null, isVerified: boolean } }>, roleInvitations: Array<{ invitationId: string, role: string, roleDisplayName: string | null, status: string, createdAt: string, expiresAt: string, emailAddress: string | null, invitee: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null, isVerified: boolean } | null }> | null } };

export type EventRoleInvitationQueryVariables = Exact<{
  invitationId: string;
}>;


export type EventRoleInvitationQuery = { eventRoleInvitation: { invitationId: string, role: string, roleDisplayName: string | null, status: string, isExpired: boolean, eventId: string, eventName: string, eventSlug: string, eventAvatarUrl: string, eventStartDate: string, eventTimeZone: string, emailAddress: string | null, invitedBy: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null, isVerified: boolean } | null, invitee: { userId: string, name: string | null, userName: string | null } | null } | null };

export type AddGuestMutationVariables = Exact<{
  eventId: string | number;
  input: GuestInput;
}>;


export type AddGuestMutation = { addGuest: { guestId: string, fullName: string, emailAddress: string | null, phoneNumber: string | null, note: string | null, quantity: number, checkedInQuantity: number, eventTicketId: string | null, inviteStatus: string, gender: string | null, ageRange: string | null, recordedGender: string | null, recordedAgeRange: string | null, passLink: string | null, customFields: Array<{ key: string, label: string, value: string }>, tickets: Array<{ ticketNo: number, passCode: string | null, checkedInAt: string | null }> } };

export type UpdateGuestMutationVariables = Exact<{
  guestId: string | number;
  input: GuestInput;
}>;


export type UpdateGuestMutation = { updateGuest: { guestId: string, fullName: string, emailAddress: string | null, phoneNumber: string | null, note: string | null, quantity: number, checkedInQuantity: number, eventTicketId: string | null, inviteStatus: string, gender: string | null, ageRange: string | null, recordedGender: string | null, recordedAgeRange: string | null, passLink: string | null, customFields: Array<{ key: string, label: string, value: string }>, tickets: Array<{ ticketNo: number, passCode: string | null, checkedInAt: string | null }> } };

export type RemoveGuestMutationVariables = Exact<{
  guestId: string | number;
}>;


export type RemoveGuestMutation = { removeGuest: string };

export type SendGuestInviteMutationVariables = Exact<{
  guestId: string | number;
}>;


export type SendGuestInviteMutation = { sendGuestInvite: { guestId: string, inviteStatus: string } };

export type SaveGuestListMutationVariables = Exact<{
  eventId: string | number;
  name: string;
  guests?: Array<SavedGuestInput> | SavedGuestInput | null | undefined;
}>;


export type SaveGuestListMutation = { saveGuestList: { name: string, guests: Array<{ fullName: string }> } };

export type LoadSavedGuestListMutationVariables = Exact<{
  eventId: string | number;
  name: string;
}>;


export type LoadSavedGuestListMutation = { loadSavedGuestList: { added: number, skipped: Array<{ fullName: string, email: string | null, phoneNumber: string | null }> } };

export type GuestEventQueryVariables = Exact<{
  slugOrId: string;
}>;


export type GuestEventQuery = { event: { eventId: string, slug: string, displayName: string, viewerPermissions: Array<string>, tickets: Array<{ eventTicketId: string, ticketType: string, isSpecialGuest: boolean, balance: { availableAmount: number } | null }>, guestCounters: { guests: number, guestTickets: number, checkedInGuestTickets: number, capacity: number | null } | null } };

export type GuestListFieldsFragment = { guestId: string, fullName: string, emailAddress: string | null, phoneNumber: string | null, note: string | null, quantity: number, checkedInQuantity: number, eventTicketId: string | null, inviteStatus: string, gender: string | null, ageRange: string | null, recordedGender: string | null, recordedAgeRange: string | null, passLink: string | null, customFields: Array<{ key: string, label: string, value: string }>, tickets: Array<{ ticketNo: number, passCode: string | null, checkedInAt: string | null }> };

export type EventGuestsQueryVariables = Exact<{
  eventId: string | number;
  query?: string | null | undefined;
  filter?: GuestFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type EventGuestsQuery = { searchEventGuests: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ guestId: string, fullName: string, emailAddress: string | null, phoneNumber: string | null, note: string | null, quantity: number, checkedInQuantity: number, eventTicketId: string | null, inviteStatus: string, gender: string | null, ageRange: string | null, recordedGender: string | null, recordedAgeRange: string | null, passLink: string | null, customFields: Array<{ key: string, label: string, value: string }>, tickets: Array<{ ticketNo: number, passCode: string | null, checkedInAt: string | null }> }> } };

export type SavedGuestListNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedGuestListNamesQuery = { savedGuestListNames: Array<string> };

export type GuestPassQueryVariables = Exact<{
  token: string;
}>;


export type GuestPassQuery = { guestPass: { guestName: string, quantity: number, event: { slug: string, displayName: string, startDate: string, endDate: string, timeZone: string, city: string | null, address: string | null, isCancelled: boolean }, passes: Array<{ ticketNo: number, passCode: string, checkedInAt: string | null }> } };

export type GettingStartedQueryVariables = Exact<{ [key: string]: never; }>;


export type GettingStartedQuery = { me: { userId: string, walkthrough: Array<string> | null, socialMedias: Array<{ provider: string }>, pendingInvites: Array<{ inviteId: string }> | null, acceptedInvites: Array<{ inviteId: string }> | null, payoutAccounts: Array<{ payoutAccountId: string }> | null } };

export type SendUserInvitesMutationVariables = Exact<{
  emails: Array<string> | string;
}>;


export type SendUserInvitesMutation = { sendUserInvites: Array<{ inviteId: string, emailAddress: string }> };

export type CancelUserInviteMutationVariables = Exact<{
  inviteId: string | number;
}>;


export type CancelUserInviteMutation = { cancelUserInvite: { userId: string, userInvitesRemaining: number | null } };

export type AcceptUserInviteMutationVariables = Exact<{
  inviteId: string | number;
}>;


export type AcceptUserInviteMutation = { acceptUserInvite: { inviteId: string, status: string } };

export type InvitePersonFieldsFragment = { userId: string, name: string | null, userName: string | null, avatarUrl: string | null, isVerified: boolean, tier: string };

export type MyInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyInvitesQuery = { me: { userId: string, emailAddress: string | null, userInvitesRemaining: number | null, pendingInvites: Array<{ inviteId: string, emailAddress: string, status: string, createdAt: string }> | null, acceptedInvites: Array<{ inviteId: string, emailAddress: string, status: string, createdAt: string, acceptedAt: string | null, invitedUser: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null, isVerified: boolean, tier: string } | null }> | null } };

export type UserInviteQueryVariables = Exact<{
  inviteId: string | number;
}>;


export type UserInviteQuery = { userInvite: { inviteId: string, emailAddress: string, status: string, inviter: { userId: string, name: string | null, userName: string | null, avatarUrl: string | null, isVerified: boolean, tier: string } | null, invitedUser: { userId: string } | null } | null };

export type AcceptTermsMutationVariables = Exact<{
  version: number;
}>;


export type AcceptTermsMutation = { acceptTerms: { userId: string, agreeToTermsAndConditions: boolean, acceptedTermsVersion: number | null } };

export type TermsAndPrivacyQueryVariables = Exact<{ [key: string]: never; }>;


export type TermsAndPrivacyQuery = { termsAndPrivacy: { version: number, termsAndConditionsUrl: string, privacyPolicyUrl: string } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { notificationId: string, isRead: boolean, readAt: string | null } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type NotificationFieldsFragment = { notificationId: string, isRead: boolean, readAt: string | null, createdAt: string, content: { defaultMessage: string, defaultPayload: { notificationType: string } }, customProperties: Array<{ key: string, value: string }> };

export type NotificationsQueryVariables = Exact<{
  first: number;
}>;


export type NotificationsQuery = { notifications: { unreadCount: number, nodes: Array<{ notificationId: string, isRead: boolean, readAt: string | null, createdAt: string, content: { defaultMessage: string, defaultPayload: { notificationType: string } }, customProperties: Array<{ key: string, value: string }> }> } };

export type NotificationHistoryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  isRead?: boolean | null | undefined;
}>;


export type NotificationHistoryQuery = { notifications: { unreadCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ notificationId: string, isRead: boolean, readAt: string | null, createdAt: string, content: { defaultMessage: string, defaultPayload: { notificationType: string } }, customProperties: Array<{ key: string, value: string }> }> } };

export type SaveOfferMutationVariables = Exact<{
  input: OfferInput;
}>;


export type SaveOfferMutation = { createOrUpdateOffer: { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } };

export type PublishOfferMutationVariables = Exact<{
  offerId: string | number;
  published: boolean;
}>;


export type PublishOfferMutation = { publishOffer: { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } };

export type DeleteOfferMutationVariables = Exact<{
  offerId: string | number;
}>;


export type DeleteOfferMutation = { deleteOffer: boolean };

export type JoinOfferMutationVariables = Exact<{
  offerId: string | number;
}>;


export type JoinOfferMutation = { joinOffer: { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } };

export type CheckInOfferMutationVariables = Exact<{
  offerId: string | number;
}>;


export type CheckInOfferMutation = { checkInOffer: { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } };

export type OpenOfferLinkMutationVariables = Exact<{
  offerId: string | number;
}>;


export type OpenOfferLinkMutation = { openOfferLink: string };

export type CompleteOfferMutationVariables = Exact<{
  offerId: string | number;
  proof?: OfferProofInput | null | undefined;
}>;


export type CompleteOfferMutation = { completeOffer: { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } };

export type AwardOfferMutationVariables = Exact<{
  offerId: string | number;
  userId: string | number;
}>;


export type AwardOfferMutation = { awardOffer: { id: string } };

export type RedeemOfferMutationVariables = Exact<{
  offerId: string | number;
}>;


export type RedeemOfferMutation = { redeemOffer: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } };

export type ConfirmOfferRedemptionMutationVariables = Exact<{
  redemptionId: string | number;
}>;


export type ConfirmOfferRedemptionMutation = { confirmOfferRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } };

export type CancelOfferRedemptionMutationVariables = Exact<{
  redemptionId: string | number;
}>;


export type CancelOfferRedemptionMutation = { cancelOfferRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } };

export type DrawOfferWinnersMutationVariables = Exact<{
  offerId: string | number;
}>;


export type DrawOfferWinnersMutation = { drawOfferWinners: { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } };

export type OfferRedemptionFieldsFragment = { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } };

export type OfferFieldsFragment = { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null };

export type ExploreOffersQueryVariables = Exact<{
  filter?: OfferParticipationFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ExploreOffersQuery = { exploreOffers: { edges: Array<{ node: { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ClubOffersQueryVariables = Exact<{
  clubId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ClubOffersQuery = { clubOffers: { edges: Array<{ node: { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OfferDetailQueryVariables = Exact<{
  offerId: string | number;
}>;


export type OfferDetailQuery = { offer: { id: string, slug: string, displayName: string, description: string | null, avatarUrl: string | null, programType: string, subType: string, kind: OfferKind, category: string, access: string, published: boolean, startAt: string, endAt: string, rewardPoints: number | null, rewardTierLevel: number | null, achievementId: string | null, redeemType: RedeemType | null, redeemValue: string | null, participantsCount: number, drawSeedHash: string | null, drawSeed: string | null, drawnAt: string | null, viewerStatus: string, viewerCanManage: boolean, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, requirements: Array<{ type: string, value: number | null, achievementId: string | null }>, conditions: { minimumAge: number | null, minimumPoints: number | null, membershipAgeDays: number | null, notBefore: string | null, notAfter: string | null }, settings: { maxParticipants: number | null, maxWinners: number | null, streakDays: number | null, requiredCount: number | null, linkUrl: string | null, hasLink: boolean, socialProvider: string | null, promoCode: string | null, ticketTypeId: string | null, bonusPercent: number | null, location: { latitude: number, longitude: number, radius: number, unit: string } | null, surveyQuestions: Array<{ question: string, isRequired: boolean }>, discountBuckets: Array<{ minimumPoints: number, percentOff: number }> }, viewerProgress: { status: string | null, joinedAt: string | null, completedAt: string | null, streakDays: number, checkedInToday: boolean, linkOpened: boolean, answers: Array<string | null> }, viewerRedemption: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } | null } | null };

export type OfferParticipantsQueryVariables = Exact<{
  offerId: string | number;
  first?: number | null | undefined;
}>;


export type OfferParticipantsQuery = { offer: { id: string, participants: { edges: Array<{ node: { id: string, status: string, joinedAt: string, completedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } }> }, redemptions: { edges: Array<{ node: { id: string, points: number, status: string, passCode: string | null, redeemValue: string | null, contact: string | null, createdAt: string, resolvedAt: string | null, user: { userId: string, name: string, userName: string | null, avatarUrl: string | null } } }> } } | null };

export type OffersClubQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type OffersClubQuery = { club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } | null };

export type OfferWizardOptionsQueryVariables = Exact<{
  clubId: string;
  first?: number | null | undefined;
}>;


export type OfferWizardOptionsQuery = { club: { id: string, tiers: Array<{ id: string, level: number, name: string }>, events: { edges: Array<{ node: { id: string, displayName: string, tickets: Array<{ id: string, ticketType: string }> } }> } } | null, clubAchievements: { edges: Array<{ node: { id: string, displayName: string } }> } };

export type StartPayoutOnboardingMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPayoutOnboardingMutation = { startPayoutOnboarding: { url: string, expiresAt: string } };

export type CompletePayoutOnboardingMutationVariables = Exact<{
  state: string;
}>;


export type CompletePayoutOnboardingMutation = { completePayoutOnboarding: { payoutAccountId: string, provider: string, status: string, displayName: string | null, payoutsEnabled: boolean, detailsSubmitted: boolean } };

export type CreatePayoutManagementSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type CreatePayoutManagementSessionMutation = { createPayoutManagementSession: { url: string, expiresAt: string } };

export type MyTransactionsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyTransactionsQuery = { myTransactions: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ transactionId: string, type: string, status: string, description: string, totalPrice: number, currency: string, quantity: number, paymentMethod: string | null, paidDateUtc: string | null, createdAtUtc: string, receiptUrl: string | null }> } };

export type PayoutAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutAccountsQuery = { payoutProvider: string, me: { userId: string, payoutAccounts: Array<{ payoutAccountId: string, provider: string, externalAccountId: string, status: string, displayName: string | null, payoutsEnabled: boolean, detailsSubmitted: boolean, createdAt: string, updatedAt: string }> | null, stripeAccount: { payoutAccountId: string } | null } };

export type SendPointsMutationVariables = Exact<{
  input: SendPointsInput;
}>;


export type SendPointsMutation = { sendPoints: { id: string, amount: number } };

export type GrantPointsMutationVariables = Exact<{
  input: GrantPointsInput;
}>;


export type GrantPointsMutation = { grantPoints: { id: string, amount: number } };

export type CreateTradeRequestMutationVariables = Exact<{
  input: CreateTradeRequestInput;
}>;


export type CreateTradeRequestMutation = { createTradeRequest: { id: string, status: TradeRequestStatus } };

export type AcceptTradeRequestMutationVariables = Exact<{
  tradeRequestId: string | number;
}>;


export type AcceptTradeRequestMutation = { acceptTradeRequest: { id: string, status: TradeRequestStatus } };

export type DeclineTradeRequestMutationVariables = Exact<{
  tradeRequestId: string | number;
}>;


export type DeclineTradeRequestMutation = { declineTradeRequest: { id: string, status: TradeRequestStatus } };

export type CancelTradeRequestMutationVariables = Exact<{
  tradeRequestId: string | number;
}>;


export type CancelTradeRequestMutation = { cancelTradeRequest: { id: string, status: TradeRequestStatus } };

export type SetClubPointsPackagesMutationVariables = Exact<{
  clubId: string | number;
  packages: Array<PointsPackageInput> | PointsPackageInput;
}>;


export type SetClubPointsPackagesMutation = { setClubPointsPackages: Array<{ id: string }> };

export type TradingTransactionFieldsFragment = { id: string, type: TradingTransactionType, amount: number, memo: string | null, status: string, createdAt: string, price: number | null, currency: string | null, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, counterparty: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, from: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, to: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null };

export type WalletBalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletBalancesQuery = { walletBalances: Array<{ points: number, isMember: boolean, club: { id: string, slug: string, displayName: string, pointsPackages: Array<{ id: string }>, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, tier: { id: string, level: number, name: string, minimumPoints: number, imageUrl: string | null, colors: { primary: string, secondary: string } } | null }> };

export type TradingTransactionsQueryVariables = Exact<{
  clubId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TradingTransactionsQuery = { tradingTransactions: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, type: TradingTransactionType, amount: number, memo: string | null, status: string, createdAt: string, price: number | null, currency: string | null, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, counterparty: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, from: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, to: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null }> } };

export type TradeRequestsQueryVariables = Exact<{
  open?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TradeRequestsQuery = { tradeRequests: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, status: TradeRequestStatus, isIncoming: boolean, giveAmount: number, askAmount: number, memo: string | null, expiresAt: string, createdAt: string, respondedAt: string | null, from: { userId: string, name: string, userName: string | null, avatarUrl: string | null }, to: { userId: string, name: string, userName: string | null, avatarUrl: string | null }, giveClub: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, askClub: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } }> } };

export type ManagedClubsForPointsQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagedClubsForPointsQuery = { managedClubs: Array<{ id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }> };

export type ClubPointsAdminQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type ClubPointsAdminQuery = { club: { status: ClubStatus, myPermissions: Array<ClubPermission>, pointsIssued: number | null, id: string, slug: string, displayName: string, pointsPackages: Array<{ id: string, pointsAmount: number, repPointsMultiplier: number, totalPoints: number, price: number, originalPrice: number | null, currency: string }>, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } | null };

export type ClubTradingTransactionsQueryVariables = Exact<{
  clubId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ClubTradingTransactionsQuery = { clubTradingTransactions: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, type: TradingTransactionType, amount: number, memo: string | null, status: string, createdAt: string, price: number | null, currency: string | null, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } }, counterparty: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, from: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null, to: { userId: string, name: string, userName: string | null, avatarUrl: string | null } | null }> } };

export type TradeClubsQueryVariables = Exact<{
  withUserId: string | number;
}>;


export type TradeClubsQuery = { walletBalances: Array<{ points: number, club: { id: string, slug: string, displayName: string, colors: { primary: string, secondary: string }, images: { avatarUrl: string | null } } }> };

export type SearchEventSuggestionsQueryVariables = Exact<{
  keyword: string;
  first: number;
}>;


export type SearchEventSuggestionsQuery = { searchEvents: { edges: Array<{ node: { eventId: string, slug: string, displayName: string, avatarUrl: string, startDate: string, endDate: string, timeZone: string, city: string | null, status: string } }> } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { userId: string, userName: string | null, name: string | null, firstName: string | null, lastName: string | null, bio: string | null, gender: string | null, dateOfBirth: string | null, isComplete: boolean } };

export type UpdateEmailSubscriptionsMutationVariables = Exact<{
  input: EmailSubscriptionsInput;
}>;


export type UpdateEmailSubscriptionsMutation = { updateEmailSubscriptions: { userId: string, emailSubscriptions: { productUpdates: boolean, eventReminders: boolean, clubNews: boolean, marketing: boolean } | null } };

export type DeactivateAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeactivateAccountMutation = { deactivateAccount: { userId: string, isDeactivated: boolean } };

export type ActivateAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type ActivateAccountMutation = { activateAccount: { userId: string, isDeactivated: boolean } };

export type DeletePasskeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePasskeyMutation = { deletePasskey: boolean };

export type DeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAccountMutation = { deleteAccount: { deletedAt: string, recoverableUntil: string } };

export type StartPhoneNumberChangeMutationVariables = Exact<{
  phoneNumber: string;
}>;


export type StartPhoneNumberChangeMutation = { startPhoneNumberChange: { nextResend: string, expiredDate: string } };

export type ConfirmPhoneNumberChangeMutationVariables = Exact<{
  phoneNumber: string;
  code: string;
}>;


export type ConfirmPhoneNumberChangeMutation = { confirmPhoneNumberChange: { userId: string, phoneNumber: string | null, isPhoneNumberVerified: boolean, isComplete: boolean } };

export type UpdateAddressMutationVariables = Exact<{
  input: UpdateAddressInput;
}>;


export type UpdateAddressMutation = { updateAddress: { userId: string, countryCode: string | null, address: { line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, countryCode: string | null } | null } };

export type SetSocialMediaMutationVariables = Exact<{
  provider: string;
  value: string;
}>;


export type SetSocialMediaMutation = { setSocialMedia: { userId: string, socialMedias: Array<{ provider: string, value: string }> } };

export type RemoveSocialMediaMutationVariables = Exact<{
  provider: string;
}>;


export type RemoveSocialMediaMutation = { removeSocialMedia: { userId: string, socialMedias: Array<{ provider: string, value: string }> } };

export type AddressFieldsFragment = { userId: string, countryCode: string | null, address: { line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, countryCode: string | null } | null };

export type SocialMediaFieldsFragment = { userId: string, socialMedias: Array<{ provider: string, value: string }> };

export type EmailSubscriptionFieldsFragment = { productUpdates: boolean, eventReminders: boolean, clubNews: boolean, marketing: boolean };

export type ProfileSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileSettingsQuery = { me: { userId: string, isDeactivated: boolean, emailSubscriptions: { productUpdates: boolean, eventReminders: boolean, clubNews: boolean, marketing: boolean } | null } };

export type PasskeyListQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeyListQuery = { passkeyCredentials: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null, deviceType: string | null, backedUp: boolean }> };

export type MyAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAddressQuery = { me: { userId: string, countryCode: string | null, address: { line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, countryCode: string | null } | null } };

export type MySocialMediasQueryVariables = Exact<{ [key: string]: never; }>;


export type MySocialMediasQuery = { me: { userId: string, socialMedias: Array<{ provider: string, value: string }> } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { userId: string, userName: string | null, name: string | null, firstName: string | null, lastName: string | null, emailAddress: string | null, verifiedEmailAddress: string | null, phoneNumber: string | null, gender: string | null, dateOfBirth: string | null, avatarUrl: string | null, bio: string | null, isVerified: boolean, tier: string, isComplete: boolean, isDeleted: boolean, isPhoneNumberVerified: boolean, agreeToTermsAndConditions: boolean, acceptedTermsVersion: number | null } };

export type UpdateWalkthroughMutationVariables = Exact<{
  steps: Array<string> | string;
}>;


export type UpdateWalkthroughMutation = { updateWalkthrough: { userId: string, walkthrough: Array<string> | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ClubTierFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClubTierFields on ClubTier {
  id
  level
  name
  minimumPoints
  imageUrl
  colors {
    primary
    secondary
  }
}
    `, {"fragmentName":"ClubTierFields"}) as unknown as TypedDocumentString<ClubTierFieldsFragment, unknown>;
export const ClubSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
    `, {"fragmentName":"ClubSummaryFields"}) as unknown as TypedDocumentString<ClubSummaryFieldsFragment, unknown>;
export const AchievementFieldsFragmentDoc = new TypedDocumentString(`
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}`, {"fragmentName":"AchievementFields"}) as unknown as TypedDocumentString<AchievementFieldsFragment, unknown>;
export const ScanVerdictFieldsFragmentDoc = new TypedDocumentString(`
    fragment ScanVerdictFields on ScanVerdict {
  outcome
  refusal
  message
  holderName
  avatarUrl
  ticketType
  ticketId
  guestId
  admitted
  scansUsed
  maxScans
}
    `, {"fragmentName":"ScanVerdictFields"}) as unknown as TypedDocumentString<ScanVerdictFieldsFragment, unknown>;
export const ManagedClubFieldsFragmentDoc = new TypedDocumentString(`
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}`, {"fragmentName":"ManagedClubFields"}) as unknown as TypedDocumentString<ManagedClubFieldsFragment, unknown>;
export const ClubPersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
    `, {"fragmentName":"ClubPersonFields"}) as unknown as TypedDocumentString<ClubPersonFieldsFragment, unknown>;
export const ClubInviteFieldsFragmentDoc = new TypedDocumentString(`
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
    fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}`, {"fragmentName":"ClubInviteFields"}) as unknown as TypedDocumentString<ClubInviteFieldsFragment, unknown>;
export const EventSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventSummaryFields on Event {
  eventId
  slug
  displayName
  avatarUrl
  startDate
  endDate
  timeZone
  city
  status
}
    `, {"fragmentName":"EventSummaryFields"}) as unknown as TypedDocumentString<EventSummaryFieldsFragment, unknown>;
export const ClubEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClubEventFields on Event {
  ...EventSummaryFields
  isExpired
}
    fragment EventSummaryFields on Event {
  eventId
  slug
  displayName
  avatarUrl
  startDate
  endDate
  timeZone
  city
  status
}`, {"fragmentName":"ClubEventFields"}) as unknown as TypedDocumentString<ClubEventFieldsFragment, unknown>;
export const InviteInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment InviteInfoFields on InviteInfo {
  giftTicket {
    name
    quantity
  }
  privateTicket {
    name
    quantity
  }
}
    `, {"fragmentName":"InviteInfoFields"}) as unknown as TypedDocumentString<InviteInfoFieldsFragment, unknown>;
export const EventCommentFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventCommentFields on EventComment {
  commentId
  comment
  parentCommentId
  medias
  createdAt
  editedAt
  reactions {
    reaction
    count
  }
  myReactions
  canEdit
  canDelete
  author {
    userId
    name
    userName
    avatarUrl
  }
}
    `, {"fragmentName":"EventCommentFields"}) as unknown as TypedDocumentString<EventCommentFieldsFragment, unknown>;
export const EventCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventCardFields on Event {
  ...EventSummaryFields
  isFeatured
  isListFull
  distance
  tickets {
    eventTicketId
    price
    allInPrice
    currency
    isActive
  }
}
    fragment EventSummaryFields on Event {
  eventId
  slug
  displayName
  avatarUrl
  startDate
  endDate
  timeZone
  city
  status
}`, {"fragmentName":"EventCardFields"}) as unknown as TypedDocumentString<EventCardFieldsFragment, unknown>;
export const TeamPersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment TeamPersonFields on User {
  userId
  name
  userName
  avatarUrl
  isVerified
}
    `, {"fragmentName":"TeamPersonFields"}) as unknown as TypedDocumentString<TeamPersonFieldsFragment, unknown>;
export const GuestListFieldsFragmentDoc = new TypedDocumentString(`
    fragment GuestListFields on Guest {
  guestId
  fullName
  emailAddress
  phoneNumber
  note
  quantity
  checkedInQuantity
  eventTicketId
  inviteStatus
  gender
  ageRange
  recordedGender
  recordedAgeRange
  customFields {
    key
    label
    value
  }
  passLink
  tickets {
    ticketNo
    passCode
    checkedInAt
  }
}
    `, {"fragmentName":"GuestListFields"}) as unknown as TypedDocumentString<GuestListFieldsFragment, unknown>;
export const InvitePersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment InvitePersonFields on User {
  userId
  name
  userName
  avatarUrl
  isVerified
  tier
}
    `, {"fragmentName":"InvitePersonFields"}) as unknown as TypedDocumentString<InvitePersonFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = new TypedDocumentString(`
    fragment NotificationFields on Notification {
  notificationId
  isRead
  readAt
  createdAt
  content {
    defaultMessage
    defaultPayload {
      notificationType
    }
  }
  customProperties {
    key
    value
  }
}
    `, {"fragmentName":"NotificationFields"}) as unknown as TypedDocumentString<NotificationFieldsFragment, unknown>;
export const OfferRedemptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
    fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}`, {"fragmentName":"OfferRedemptionFields"}) as unknown as TypedDocumentString<OfferRedemptionFieldsFragment, unknown>;
export const OfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}`, {"fragmentName":"OfferFields"}) as unknown as TypedDocumentString<OfferFieldsFragment, unknown>;
export const TradingTransactionFieldsFragmentDoc = new TypedDocumentString(`
    fragment TradingTransactionFields on TradingTransaction {
  id
  type
  amount
  club {
    ...ClubSummaryFields
  }
  counterparty {
    ...ClubPersonFields
  }
  from {
    ...ClubPersonFields
  }
  to {
    ...ClubPersonFields
  }
  memo
  status
  createdAt
  price
  currency
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}`, {"fragmentName":"TradingTransactionFields"}) as unknown as TypedDocumentString<TradingTransactionFieldsFragment, unknown>;
export const AddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressFields on User {
  userId
  countryCode
  address {
    line1
    line2
    city
    region
    postalCode
    countryCode
  }
}
    `, {"fragmentName":"AddressFields"}) as unknown as TypedDocumentString<AddressFieldsFragment, unknown>;
export const SocialMediaFieldsFragmentDoc = new TypedDocumentString(`
    fragment SocialMediaFields on User {
  userId
  socialMedias {
    provider
    value
  }
}
    `, {"fragmentName":"SocialMediaFields"}) as unknown as TypedDocumentString<SocialMediaFieldsFragment, unknown>;
export const EmailSubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment EmailSubscriptionFields on EmailSubscriptions {
  productUpdates
  eventReminders
  clubNews
  marketing
}
    `, {"fragmentName":"EmailSubscriptionFields"}) as unknown as TypedDocumentString<EmailSubscriptionFieldsFragment, unknown>;
export const UserSearchDocument = new TypedDocumentString(`
    query UserSearch($keyword: String!, $limit: Int!) {
  searchUsers(keyword: $keyword, offset: 0, limit: $limit) {
    totalCount
    nodes {
      userId
      name
      userName
      emailAddress
      avatarUrl
      isVerified
      tier
    }
  }
}
    `) as unknown as TypedDocumentString<UserSearchQuery, UserSearchQueryVariables>;
export const SaveAchievementDocument = new TypedDocumentString(`
    mutation SaveAchievement($input: AchievementInput!) {
  createOrUpdateAchievement(input: $input) {
    ...AchievementFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
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
}`) as unknown as TypedDocumentString<SaveAchievementMutation, SaveAchievementMutationVariables>;
export const DeleteAchievementDocument = new TypedDocumentString(`
    mutation DeleteAchievement($achievementId: ID!) {
  deleteAchievement(achievementId: $achievementId) {
    achievementId
    archived
  }
}
    `) as unknown as TypedDocumentString<DeleteAchievementMutation, DeleteAchievementMutationVariables>;
export const AwardAchievementDocument = new TypedDocumentString(`
    mutation AwardAchievement($achievementId: ID!, $userId: ID!) {
  awardAchievement(achievementId: $achievementId, userId: $userId) {
    awarded
    achievement {
      ...AchievementFields
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
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
}`) as unknown as TypedDocumentString<AwardAchievementMutation, AwardAchievementMutationVariables>;
export const AchievementsClubAdminDocument = new TypedDocumentString(`
    query AchievementsClubAdmin($idOrSlug: String!) {
  club(idOrSlug: $idOrSlug) {
    ...ClubSummaryFields
    status
    myPermissions
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}`) as unknown as TypedDocumentString<AchievementsClubAdminQuery, AchievementsClubAdminQueryVariables>;
export const ClubAchievementsDocument = new TypedDocumentString(`
    query ClubAchievements($clubId: String!, $includeArchived: Boolean, $first: Int, $after: String) {
  clubAchievements(
    clubId: $clubId
    includeArchived: $includeArchived
    first: $first
    after: $after
  ) {
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
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
}`) as unknown as TypedDocumentString<ClubAchievementsQuery, ClubAchievementsQueryVariables>;
export const AchievementDetailDocument = new TypedDocumentString(`
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
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
}`) as unknown as TypedDocumentString<AchievementDetailQuery, AchievementDetailQueryVariables>;
export const UserAchievementsDocument = new TypedDocumentString(`
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
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
}`) as unknown as TypedDocumentString<UserAchievementsQuery, UserAchievementsQueryVariables>;
export const CompleteProfileDocument = new TypedDocumentString(`
    mutation CompleteProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    userId
    userName
    name
    emailAddress
    phoneNumber
    gender
    dateOfBirth
    isComplete
    isPhoneNumberVerified
  }
}
    `) as unknown as TypedDocumentString<CompleteProfileMutation, CompleteProfileMutationVariables>;
export const SendPhoneVerificationCodeDocument = new TypedDocumentString(`
    mutation SendPhoneVerificationCode {
  sendPhoneVerificationCode {
    nextResend
    expiredDate
  }
}
    `) as unknown as TypedDocumentString<SendPhoneVerificationCodeMutation, SendPhoneVerificationCodeMutationVariables>;
export const VerifyPhoneNumberDocument = new TypedDocumentString(`
    mutation VerifyPhoneNumber($code: String!) {
  verifyPhoneNumber(code: $code) {
    userId
    phoneNumber
    isPhoneNumberVerified
  }
}
    `) as unknown as TypedDocumentString<VerifyPhoneNumberMutation, VerifyPhoneNumberMutationVariables>;
export const DeletedAccountDocument = new TypedDocumentString(`
    query DeletedAccount {
  me {
    userId
    name
    emailAddress
    isDeleted
    recoverableUntil
  }
}
    `) as unknown as TypedDocumentString<DeletedAccountQuery, DeletedAccountQueryVariables>;
export const PasskeyCredentialsDocument = new TypedDocumentString(`
    query PasskeyCredentials {
  passkeyCredentials {
    id
  }
}
    `) as unknown as TypedDocumentString<PasskeyCredentialsQuery, PasskeyCredentialsQueryVariables>;
export const EventAttendeesListDocument = new TypedDocumentString(`
    query EventAttendeesList($eventId: ID!, $filter: EventAttendeesFilterInput, $first: Int!, $after: String) {
  eventAttendees(eventId: $eventId, filter: $filter, first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    counts {
      all
      pending
      approved
      declined
      checkedIn
    }
    nodes {
      userId
      attendeeState
      attendeeRole
      approvalAt
      createdAt
      checkedInCount
      privacyPolicyState
      repScore
      user {
        userId
        name
        userName
        avatarUrl
      }
      referredBy {
        userId
        name
        userName
      }
      questionRequirementAnswers {
        question
        answer
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EventAttendeesListQuery, EventAttendeesListQueryVariables>;
export const AttendeeDetailDocument = new TypedDocumentString(`
    query AttendeeDetail($eventId: ID!, $userId: ID!) {
  eventAttendee(eventId: $eventId, userId: $userId) {
    userId
    attendeeState
    attendeeRoles
    approvalAt
    createdAt
    checkedInCount
    note
    isActive
    privacyPolicyState
    repScore
    missingRequiredAnswers
    user {
      userId
      name
      userName
      avatarUrl
    }
    approvalUser {
      userId
      name
      userName
    }
    referredBy {
      userId
      name
      userName
    }
    questionRequirementAnswers {
      question
      answer
    }
    tickets {
      ticketId
      ticketType
      status
      createdAt
    }
    bookings {
      transactionId
      type
      status
      quantity
      totalPrice
      currency
      createdAtUtc
    }
  }
}
    `) as unknown as TypedDocumentString<AttendeeDetailQuery, AttendeeDetailQueryVariables>;
export const AttendeeStatisticsDocument = new TypedDocumentString(`
    query AttendeeStatistics($eventId: ID!) {
  attendeeStatistics(eventId: $eventId) {
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
    `) as unknown as TypedDocumentString<AttendeeStatisticsQuery, AttendeeStatisticsQueryVariables>;
export const EventTicketSummaryDocument = new TypedDocumentString(`
    query EventTicketSummary($eventId: ID!) {
  eventTicketSummary(eventId: $eventId) {
    eventTicketId
    ticketType
    limitedAmount
    approvedTickets
    pendingTickets
    checkedInTickets
  }
}
    `) as unknown as TypedDocumentString<EventTicketSummaryQuery, EventTicketSummaryQueryVariables>;
export const UndoAttendeeDocument = new TypedDocumentString(`
    mutation UndoAttendee($eventId: ID!, $userId: ID!) {
  undoAttendee(eventId: $eventId, userId: $userId) {
    userId
    attendeeState
  }
}
    `) as unknown as TypedDocumentString<UndoAttendeeMutation, UndoAttendeeMutationVariables>;
export const SetAttendeeNoteDocument = new TypedDocumentString(`
    mutation SetAttendeeNote($eventId: ID!, $userId: ID!, $note: String!) {
  setAttendeeNote(eventId: $eventId, userId: $userId, note: $note) {
    userId
    note
  }
}
    `) as unknown as TypedDocumentString<SetAttendeeNoteMutation, SetAttendeeNoteMutationVariables>;
export const PurchaseTicketsDocument = new TypedDocumentString(`
    mutation PurchaseTickets($input: PurchaseTicketsInput!) {
  purchaseTickets(input: $input) {
    paymentUrl
    booking {
      transactionId
      status
    }
  }
}
    `) as unknown as TypedDocumentString<PurchaseTicketsMutation, PurchaseTicketsMutationVariables>;
export const RsvpEventDocument = new TypedDocumentString(`
    mutation RsvpEvent($input: RsvpInput!) {
  rsvpEvent(input: $input) {
    transactionId
    status
  }
}
    `) as unknown as TypedDocumentString<RsvpEventMutation, RsvpEventMutationVariables>;
export const ConfirmCheckoutDocument = new TypedDocumentString(`
    mutation ConfirmCheckout($transactionId: ID!) {
  confirmCheckout(transactionId: $transactionId) {
    transactionId
    status
    quantity
    tickets {
      ticketId
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmCheckoutMutation, ConfirmCheckoutMutationVariables>;
export const CancelCheckoutDocument = new TypedDocumentString(`
    mutation CancelCheckout($transactionId: ID!) {
  cancelCheckout(transactionId: $transactionId) {
    transactionId
    status
  }
}
    `) as unknown as TypedDocumentString<CancelCheckoutMutation, CancelCheckoutMutationVariables>;
export const JoinWaitingListDocument = new TypedDocumentString(`
    mutation JoinWaitingList($eventTicketId: ID!, $quantity: Int!) {
  joinWaitingList(eventTicketId: $eventTicketId, quantity: $quantity) {
    waitingListEntryId
    status
  }
}
    `) as unknown as TypedDocumentString<JoinWaitingListMutation, JoinWaitingListMutationVariables>;
export const JoinTicketWishListDocument = new TypedDocumentString(`
    mutation JoinTicketWishList($eventTicketId: ID!) {
  joinTicketWishList(eventTicketId: $eventTicketId)
}
    `) as unknown as TypedDocumentString<JoinTicketWishListMutation, JoinTicketWishListMutationVariables>;
export const LeaveTicketWishListDocument = new TypedDocumentString(`
    mutation LeaveTicketWishList($eventTicketId: ID!) {
  leaveTicketWishList(eventTicketId: $eventTicketId)
}
    `) as unknown as TypedDocumentString<LeaveTicketWishListMutation, LeaveTicketWishListMutationVariables>;
export const LeaveWaitingListDocument = new TypedDocumentString(`
    mutation LeaveWaitingList($eventTicketId: ID!) {
  leaveWaitingList(eventTicketId: $eventTicketId) {
    waitingListEntryId
    status
  }
}
    `) as unknown as TypedDocumentString<LeaveWaitingListMutation, LeaveWaitingListMutationVariables>;
export const PayWaitingListOfferDocument = new TypedDocumentString(`
    mutation PayWaitingListOffer($transactionId: ID!) {
  payWaitingListOffer(transactionId: $transactionId) {
    paymentUrl
    booking {
      transactionId
      status
    }
  }
}
    `) as unknown as TypedDocumentString<PayWaitingListOfferMutation, PayWaitingListOfferMutationVariables>;
export const ShareTicketDocument = new TypedDocumentString(`
    mutation ShareTicket($ticketId: ID!) {
  shareTicket(ticketId: $ticketId) {
    url
    ticket {
      ticketId
      shareState
    }
  }
}
    `) as unknown as TypedDocumentString<ShareTicketMutation, ShareTicketMutationVariables>;
export const RefundBookingDocument = new TypedDocumentString(`
    mutation RefundBooking($transactionId: ID!) {
  refundBooking(transactionId: $transactionId) {
    transactionId
    status
  }
}
    `) as unknown as TypedDocumentString<RefundBookingMutation, RefundBookingMutationVariables>;
export const RevokeTicketShareDocument = new TypedDocumentString(`
    mutation RevokeTicketShare($ticketId: ID!) {
  revokeTicketShare(ticketId: $ticketId) {
    ticketId
    shareState
  }
}
    `) as unknown as TypedDocumentString<RevokeTicketShareMutation, RevokeTicketShareMutationVariables>;
export const ClaimSharedTicketDocument = new TypedDocumentString(`
    mutation ClaimSharedTicket($ticketId: ID!, $token: String!) {
  claimSharedTicket(ticketId: $ticketId, token: $token) {
    ticketId
    status
  }
}
    `) as unknown as TypedDocumentString<ClaimSharedTicketMutation, ClaimSharedTicketMutationVariables>;
export const ApproveAttendeeDocument = new TypedDocumentString(`
    mutation ApproveAttendee($eventId: ID!, $userId: ID!) {
  approveAttendee(eventId: $eventId, userId: $userId) {
    userId
    attendeeState
  }
}
    `) as unknown as TypedDocumentString<ApproveAttendeeMutation, ApproveAttendeeMutationVariables>;
export const DeclineAttendeeDocument = new TypedDocumentString(`
    mutation DeclineAttendee($eventId: ID!, $userId: ID!) {
  declineAttendee(eventId: $eventId, userId: $userId) {
    userId
    attendeeState
  }
}
    `) as unknown as TypedDocumentString<DeclineAttendeeMutation, DeclineAttendeeMutationVariables>;
export const CalculateTicketCostDocument = new TypedDocumentString(`
    query CalculateTicketCost($eventId: ID!, $items: [TicketCostItemInput!]!, $referralCode: String, $gratuityPercentage: Int) {
  calculateTicketCost(
    eventId: $eventId
    items: $items
    referralCode: $referralCode
    gratuityPercentage: $gratuityPercentage
  ) {
    subTotal
    serviceFee
    processingFee
    totalTaxes
    totalGratuity
    total
    isAllInPricing
  }
}
    `) as unknown as TypedDocumentString<CalculateTicketCostQuery, CalculateTicketCostQueryVariables>;
export const MyReferralCodeDocument = new TypedDocumentString(`
    query MyReferralCode {
  myReferralCode
}
    `) as unknown as TypedDocumentString<MyReferralCodeQuery, MyReferralCodeQueryVariables>;
export const PendingAttendeesDocument = new TypedDocumentString(`
    query PendingAttendees($eventId: ID!, $first: Int!, $after: String, $referredByMe: Boolean) {
  eventAttendees(
    eventId: $eventId
    state: "PENDING"
    first: $first
    after: $after
    referredByMe: $referredByMe
  ) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      userId
      attendeeState
      approvalAt
      user {
        userId
        name
        userName
        avatarUrl
      }
      questionRequirementAnswers {
        question
        answer
      }
      referredBy {
        userId
        name
        userName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PendingAttendeesQuery, PendingAttendeesQueryVariables>;
export const ReactToPrivacyPolicyDocument = new TypedDocumentString(`
    mutation ReactToPrivacyPolicy($eventId: ID!, $accept: Boolean!) {
  reactToPrivacyPolicy(eventId: $eventId, accept: $accept)
}
    `) as unknown as TypedDocumentString<ReactToPrivacyPolicyMutation, ReactToPrivacyPolicyMutationVariables>;
export const AnswerEventQuestionsDocument = new TypedDocumentString(`
    mutation AnswerEventQuestions($eventId: ID!, $answers: [EventQuestionAnswerInput!]!) {
  answerEventQuestions(eventId: $eventId, answers: $answers) {
    missingQuestionIds
  }
}
    `) as unknown as TypedDocumentString<AnswerEventQuestionsMutation, AnswerEventQuestionsMutationVariables>;
export const ConnectSocialForEventDocument = new TypedDocumentString(`
    mutation ConnectSocialForEvent($provider: String!, $value: String!) {
  setSocialMedia(provider: $provider, value: $value) {
    userId
  }
}
    `) as unknown as TypedDocumentString<ConnectSocialForEventMutation, ConnectSocialForEventMutationVariables>;
export const AttendeeInviteLinkDocument = new TypedDocumentString(`
    mutation AttendeeInviteLink($eventId: ID!) {
  createEventInviteLink(eventId: $eventId) {
    url
  }
}
    `) as unknown as TypedDocumentString<AttendeeInviteLinkMutation, AttendeeInviteLinkMutationVariables>;
export const ApprovedAttendeesDocument = new TypedDocumentString(`
    query ApprovedAttendees($eventId: ID!, $first: Int, $after: String) {
  approvedAttendees(eventId: $eventId, first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      userId
      name
      userName
      avatarUrl
      repScore
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovedAttendeesQuery, ApprovedAttendeesQueryVariables>;
export const MyEventOptInsDocument = new TypedDocumentString(`
    query MyEventOptIns($eventId: ID!) {
  myPolicyReaction(eventId: $eventId)
  myEventAnswers(eventId: $eventId) {
    answers {
      questionId
      answer
    }
    missingQuestionIds
  }
  me {
    userId
    socialMedias {
      provider
      value
    }
  }
}
    `) as unknown as TypedDocumentString<MyEventOptInsQuery, MyEventOptInsQueryVariables>;
export const EventSocialReachDocument = new TypedDocumentString(`
    query EventSocialReach($eventId: ID!) {
  eventSocialReach(eventId: $eventId) {
    approvedAttendees
    providers {
      provider
      isRequired
      connected
    }
  }
}
    `) as unknown as TypedDocumentString<EventSocialReachQuery, EventSocialReachQueryVariables>;
export const SaveScanningZoneDocument = new TypedDocumentString(`
    mutation SaveScanningZone($eventId: ID!, $input: ScanningZoneInput!) {
  saveScanningZone(eventId: $eventId, input: $input) {
    id
    name
    eventTicketIds
    maxScans
  }
}
    `) as unknown as TypedDocumentString<SaveScanningZoneMutation, SaveScanningZoneMutationVariables>;
export const DeleteScanningZoneDocument = new TypedDocumentString(`
    mutation DeleteScanningZone($eventId: ID!, $zoneId: ID!) {
  deleteScanningZone(eventId: $eventId, zoneId: $zoneId)
}
    `) as unknown as TypedDocumentString<DeleteScanningZoneMutation, DeleteScanningZoneMutationVariables>;
export const CheckInEventDocument = new TypedDocumentString(`
    query CheckInEvent($slugOrId: String!) {
  event(slugOrId: $slugOrId) {
    eventId
    timeZone
    viewerPermissions
    tickets {
      eventTicketId
      ticketType
    }
    scanningZones {
      id
      name
      eventTicketIds
      maxScans
    }
    scanConflictCount
    hostCounters {
      approvedTickets
      scannedTickets
    }
    guestCounters {
      guestTickets
      checkedInGuestTickets
    }
  }
}
    `) as unknown as TypedDocumentString<CheckInEventQuery, CheckInEventQueryVariables>;
export const ScanConflictsDocument = new TypedDocumentString(`
    query ScanConflicts($eventId: ID!) {
  scanConflicts(eventId: $eventId) {
    id
    holderName
    scannedAt
    deviceName
    keptScanAt
    message
  }
}
    `) as unknown as TypedDocumentString<ScanConflictsQuery, ScanConflictsQueryVariables>;
export const MyScannerEventsDocument = new TypedDocumentString(`
    query MyScannerEvents {
  myScannerEvents {
    eventId
    displayName
    startDate
    endDate
    timeZone
    city
  }
}
    `) as unknown as TypedDocumentString<MyScannerEventsQuery, MyScannerEventsQueryVariables>;
export const ScannerManifestDocument = new TypedDocumentString(`
    query ScannerManifest($eventId: ID!) {
  scannerManifest(eventId: $eventId) {
    eventId
    displayName
    startDate
    endDate
    timeZone
    generatedAt
    zones {
      id
      name
      eventTicketIds
      maxScans
    }
    tickets {
      ticketId
      codeHash
      holderName
      ticketType
      eventTicketId
      admissions
      scansUsed
      admittedCount
      zoneScans {
        zoneId
        scansUsed
        admittedCount
      }
      refusal
    }
    guests {
      guestId
      fullName
      eventTicketId
      quantity
      checkedInQuantity
      passes {
        guestTicketId
        codeHash
        checkedIn
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ScannerManifestQuery, ScannerManifestQueryVariables>;
export const CheckInDocument = new TypedDocumentString(`
    mutation CheckIn($eventId: ID!, $input: ScanInput!) {
  checkIn(eventId: $eventId, input: $input) {
    ...ScanVerdictFields
  }
}
    fragment ScanVerdictFields on ScanVerdict {
  outcome
  refusal
  message
  holderName
  avatarUrl
  ticketType
  ticketId
  guestId
  admitted
  scansUsed
  maxScans
}`) as unknown as TypedDocumentString<CheckInMutation, CheckInMutationVariables>;
export const SyncScansDocument = new TypedDocumentString(`
    mutation SyncScans($eventId: ID!, $scans: [ScanInput!]!) {
  syncScans(eventId: $eventId, scans: $scans) {
    scanId
    status
    verdict {
      ...ScanVerdictFields
    }
  }
}
    fragment ScanVerdictFields on ScanVerdict {
  outcome
  refusal
  message
  holderName
  avatarUrl
  ticketType
  ticketId
  guestId
  admitted
  scansUsed
  maxScans
}`) as unknown as TypedDocumentString<SyncScansMutation, SyncScansMutationVariables>;
export const CreateClubDocument = new TypedDocumentString(`
    mutation CreateClub($input: CreateClubInput!) {
  createClub(input: $input) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<CreateClubMutation, CreateClubMutationVariables>;
export const PublishClubDocument = new TypedDocumentString(`
    mutation PublishClub($clubId: ID!) {
  publishClub(clubId: $clubId) {
    id
    published
    status
  }
}
    `) as unknown as TypedDocumentString<PublishClubMutation, PublishClubMutationVariables>;
export const UpdateClubDocument = new TypedDocumentString(`
    mutation UpdateClub($clubId: ID!, $input: UpdateClubInput!) {
  updateClub(clubId: $clubId, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateClubMutation, UpdateClubMutationVariables>;
export const ChangeClubSlugDocument = new TypedDocumentString(`
    mutation ChangeClubSlug($clubId: ID!, $slug: String!) {
  changeClubSlug(clubId: $clubId, slug: $slug) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<ChangeClubSlugMutation, ChangeClubSlugMutationVariables>;
export const SetClubStatusDocument = new TypedDocumentString(`
    mutation SetClubStatus($clubId: ID!, $status: ClubStatus!) {
  setClubStatus(clubId: $clubId, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<SetClubStatusMutation, SetClubStatusMutationVariables>;
export const SetClubTiersDocument = new TypedDocumentString(`
    mutation SetClubTiers($clubId: ID!, $tiers: [ClubTierInput!]!) {
  setClubTiers(clubId: $clubId, tiers: $tiers) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetClubTiersMutation, SetClubTiersMutationVariables>;
export const CreateClubInviteDocument = new TypedDocumentString(`
    mutation CreateClubInvite($input: CreateClubInviteInput!) {
  createClubInvite(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CreateClubInviteMutation, CreateClubInviteMutationVariables>;
export const RevokeClubInviteDocument = new TypedDocumentString(`
    mutation RevokeClubInvite($inviteId: ID!) {
  revokeClubInvite(inviteId: $inviteId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RevokeClubInviteMutation, RevokeClubInviteMutationVariables>;
export const AcceptClubInviteDocument = new TypedDocumentString(`
    mutation AcceptClubInvite($inviteId: ID!) {
  acceptClubInvite(inviteId: $inviteId) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<AcceptClubInviteMutation, AcceptClubInviteMutationVariables>;
export const DeclineClubInviteDocument = new TypedDocumentString(`
    mutation DeclineClubInvite($inviteId: ID!) {
  declineClubInvite(inviteId: $inviteId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DeclineClubInviteMutation, DeclineClubInviteMutationVariables>;
export const ChangeClubRoleDocument = new TypedDocumentString(`
    mutation ChangeClubRole($clubId: ID!, $userId: ID!, $role: ClubRole!) {
  changeClubRole(clubId: $clubId, userId: $userId, role: $role) {
    userId
    role
  }
}
    `) as unknown as TypedDocumentString<ChangeClubRoleMutation, ChangeClubRoleMutationVariables>;
export const RemoveClubTeamMemberDocument = new TypedDocumentString(`
    mutation RemoveClubTeamMember($clubId: ID!, $userId: ID!) {
  removeClubTeamMember(clubId: $clubId, userId: $userId) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemoveClubTeamMemberMutation, RemoveClubTeamMemberMutationVariables>;
export const RequestClubOwnershipTransferDocument = new TypedDocumentString(`
    mutation RequestClubOwnershipTransfer($clubId: ID!, $userId: ID!) {
  requestClubOwnershipTransfer(clubId: $clubId, userId: $userId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RequestClubOwnershipTransferMutation, RequestClubOwnershipTransferMutationVariables>;
export const AcceptClubOwnershipTransferDocument = new TypedDocumentString(`
    mutation AcceptClubOwnershipTransfer($transferId: ID!) {
  acceptClubOwnershipTransfer(transferId: $transferId) {
    id
  }
}
    `) as unknown as TypedDocumentString<AcceptClubOwnershipTransferMutation, AcceptClubOwnershipTransferMutationVariables>;
export const DeclineClubOwnershipTransferDocument = new TypedDocumentString(`
    mutation DeclineClubOwnershipTransfer($transferId: ID!) {
  declineClubOwnershipTransfer(transferId: $transferId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DeclineClubOwnershipTransferMutation, DeclineClubOwnershipTransferMutationVariables>;
export const CancelClubOwnershipTransferDocument = new TypedDocumentString(`
    mutation CancelClubOwnershipTransfer($transferId: ID!) {
  cancelClubOwnershipTransfer(transferId: $transferId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CancelClubOwnershipTransferMutation, CancelClubOwnershipTransferMutationVariables>;
export const ManagedClubsDocument = new TypedDocumentString(`
    query ManagedClubs {
  managedClubs {
    ...ManagedClubFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
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
}`) as unknown as TypedDocumentString<ManagedClubsQuery, ManagedClubsQueryVariables>;
export const MyClubInvitesDocument = new TypedDocumentString(`
    query MyClubInvites {
  myClubInvites {
    ...ClubInviteFields
    club {
      ...ManagedClubFields
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
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
}`) as unknown as TypedDocumentString<MyClubInvitesQuery, MyClubInvitesQueryVariables>;
export const ClubInviteDocument = new TypedDocumentString(`
    query ClubInvite($inviteId: ID!) {
  clubInvite(inviteId: $inviteId) {
    ...ClubInviteFields
    club {
      ...ManagedClubFields
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
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
}`) as unknown as TypedDocumentString<ClubInviteQuery, ClubInviteQueryVariables>;
export const ClubAdminDocument = new TypedDocumentString(`
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubTierFields on ClubTier {
  id
  level
  name
  minimumPoints
  imageUrl
  colors {
    primary
    secondary
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
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
}`) as unknown as TypedDocumentString<ClubAdminQuery, ClubAdminQueryVariables>;
export const ClubTeamDocument = new TypedDocumentString(`
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
    fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
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
}`) as unknown as TypedDocumentString<ClubTeamQuery, ClubTeamQueryVariables>;
export const ClubSlugAvailableDocument = new TypedDocumentString(`
    query ClubSlugAvailable($slug: String!, $clubId: ID) {
  clubSlugAvailable(slug: $slug, clubId: $clubId)
}
    `) as unknown as TypedDocumentString<ClubSlugAvailableQuery, ClubSlugAvailableQueryVariables>;
export const JoinClubDocument = new TypedDocumentString(`
    mutation JoinClub($clubId: ID!, $inviteId: ID) {
  joinClub(clubId: $clubId, inviteId: $inviteId) {
    id
    isMember
    canJoin
    memberCount
  }
}
    `) as unknown as TypedDocumentString<JoinClubMutation, JoinClubMutationVariables>;
export const LeaveClubDocument = new TypedDocumentString(`
    mutation LeaveClub($clubId: ID!) {
  leaveClub(clubId: $clubId) {
    id
    isMember
    canJoin
    memberCount
  }
}
    `) as unknown as TypedDocumentString<LeaveClubMutation, LeaveClubMutationVariables>;
export const SetEventClubsDocument = new TypedDocumentString(`
    mutation SetEventClubs($eventId: ID!, $clubIds: [ID!]!) {
  setEventClubs(eventId: $eventId, clubIds: $clubIds) {
    eventId
    clubs {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SetEventClubsMutation, SetEventClubsMutationVariables>;
export const BuyPointsDocument = new TypedDocumentString(`
    mutation BuyPoints($clubId: ID!, $packageId: ID!, $idempotencyKey: String!) {
  buyPoints(
    clubId: $clubId
    packageId: $packageId
    idempotencyKey: $idempotencyKey
  ) {
    paymentUrl
    purchase {
      id
      status
      points
    }
  }
}
    `) as unknown as TypedDocumentString<BuyPointsMutation, BuyPointsMutationVariables>;
export const ConfirmPointsPurchaseDocument = new TypedDocumentString(`
    mutation ConfirmPointsPurchase($purchaseId: ID!) {
  confirmPointsPurchase(purchaseId: $purchaseId) {
    id
    status
    points
    price
    currency
  }
}
    `) as unknown as TypedDocumentString<ConfirmPointsPurchaseMutation, ConfirmPointsPurchaseMutationVariables>;
export const ClubPageDocument = new TypedDocumentString(`
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubTierFields on ClubTier {
  id
  level
  name
  minimumPoints
  imageUrl
  colors {
    primary
    secondary
  }
}
fragment EventSummaryFields on Event {
  eventId
  slug
  displayName
  avatarUrl
  startDate
  endDate
  timeZone
  city
  status
}
fragment ClubEventFields on Event {
  ...EventSummaryFields
  isExpired
}`) as unknown as TypedDocumentString<ClubPageQuery, ClubPageQueryVariables>;
export const ClubBuyPointsDocument = new TypedDocumentString(`
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubTierFields on ClubTier {
  id
  level
  name
  minimumPoints
  imageUrl
  colors {
    primary
    secondary
  }
}`) as unknown as TypedDocumentString<ClubBuyPointsQuery, ClubBuyPointsQueryVariables>;
export const ClubEventsAdminDocument = new TypedDocumentString(`
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
    fragment EventSummaryFields on Event {
  eventId
  slug
  displayName
  avatarUrl
  startDate
  endDate
  timeZone
  city
  status
}
fragment ClubEventFields on Event {
  ...EventSummaryFields
  isExpired
}`) as unknown as TypedDocumentString<ClubEventsAdminQuery, ClubEventsAdminQueryVariables>;
export const EditableEventsForClubDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<EditableEventsForClubQuery, EditableEventsForClubQueryVariables>;
export const EventClubsTabDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<EventClubsTabQuery, EventClubsTabQueryVariables>;
export const ShellClubsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ShellClubsQuery, ShellClubsQueryVariables>;
export const HomeClubMembershipsDocument = new TypedDocumentString(`
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubTierFields on ClubTier {
  id
  level
  name
  minimumPoints
  imageUrl
  colors {
    primary
    secondary
  }
}`) as unknown as TypedDocumentString<HomeClubMembershipsQuery, HomeClubMembershipsQueryVariables>;
export const AddContactDocument = new TypedDocumentString(`
    mutation AddContact($input: ContactInput!) {
  addContact(input: $input) {
    contactId
  }
}
    `) as unknown as TypedDocumentString<AddContactMutation, AddContactMutationVariables>;
export const UpdateContactDocument = new TypedDocumentString(`
    mutation UpdateContact($contactId: ID!, $input: ContactInput!) {
  updateContact(contactId: $contactId, input: $input) {
    contactId
  }
}
    `) as unknown as TypedDocumentString<UpdateContactMutation, UpdateContactMutationVariables>;
export const DeleteContactDocument = new TypedDocumentString(`
    mutation DeleteContact($contactId: ID!) {
  deleteContact(contactId: $contactId)
}
    `) as unknown as TypedDocumentString<DeleteContactMutation, DeleteContactMutationVariables>;
export const CreateContactGroupDocument = new TypedDocumentString(`
    mutation CreateContactGroup($groupName: String!) {
  createContactGroup(groupName: $groupName) {
    groupId
    groupName
  }
}
    `) as unknown as TypedDocumentString<CreateContactGroupMutation, CreateContactGroupMutationVariables>;
export const UpdateContactGroupDocument = new TypedDocumentString(`
    mutation UpdateContactGroup($groupId: ID!, $groupName: String!) {
  updateContactGroup(groupId: $groupId, groupName: $groupName) {
    groupId
    groupName
  }
}
    `) as unknown as TypedDocumentString<UpdateContactGroupMutation, UpdateContactGroupMutationVariables>;
export const DeleteContactGroupDocument = new TypedDocumentString(`
    mutation DeleteContactGroup($groupId: ID!) {
  deleteContactGroup(groupId: $groupId)
}
    `) as unknown as TypedDocumentString<DeleteContactGroupMutation, DeleteContactGroupMutationVariables>;
export const ImportContactsDocument = new TypedDocumentString(`
    mutation ImportContacts($csv: String, $rows: [ContactImportRowInput!], $groupId: ID) {
  importContacts(csv: $csv, rows: $rows, groupId: $groupId) {
    row
    status
    message
  }
}
    `) as unknown as TypedDocumentString<ImportContactsMutation, ImportContactsMutationVariables>;
export const InviteToEventDocument = new TypedDocumentString(`
    mutation InviteToEvent($input: InviteToEventInput!) {
  inviteToEvent(input: $input) {
    invitationId
    emailAddress
  }
}
    `) as unknown as TypedDocumentString<InviteToEventMutation, InviteToEventMutationVariables>;
export const CreateEventInviteLinkDocument = new TypedDocumentString(`
    mutation CreateEventInviteLink($eventId: ID!, $rotate: Boolean) {
  createEventInviteLink(eventId: $eventId, rotate: $rotate) {
    url
  }
}
    `) as unknown as TypedDocumentString<CreateEventInviteLinkMutation, CreateEventInviteLinkMutationVariables>;
export const DecideEventInvitationDocument = new TypedDocumentString(`
    mutation DecideEventInvitation($invitationId: ID!, $approve: Boolean!) {
  decideEventInvitation(invitationId: $invitationId, approve: $approve) {
    invitationId
    status
  }
}
    `) as unknown as TypedDocumentString<DecideEventInvitationMutation, DecideEventInvitationMutationVariables>;
export const AcceptEventInvitationDocument = new TypedDocumentString(`
    mutation AcceptEventInvitation($inviteId: String!) {
  acceptEventInvitation(inviteId: $inviteId) {
    invitationId
    status
  }
}
    `) as unknown as TypedDocumentString<AcceptEventInvitationMutation, AcceptEventInvitationMutationVariables>;
export const DeclineEventInvitationDocument = new TypedDocumentString(`
    mutation DeclineEventInvitation($inviteId: String!) {
  declineEventInvitation(inviteId: $inviteId) {
    invitationId
    status
  }
}
    `) as unknown as TypedDocumentString<DeclineEventInvitationMutation, DeclineEventInvitationMutationVariables>;
export const InviteEventDocument = new TypedDocumentString(`
    query InviteEvent($slugOrId: String!) {
  event(slugOrId: $slugOrId) {
    eventId
    slug
    displayName
    status
    viewerPermissions
    tickets {
      eventTicketId
      ticketType
      isPrivate
      isActive
    }
  }
}
    `) as unknown as TypedDocumentString<InviteEventQuery, InviteEventQueryVariables>;
export const ContactsDocument = new TypedDocumentString(`
    query Contacts($first: Int, $after: String, $groupId: ID, $search: String, $eventId: ID) {
  contacts(
    first: $first
    after: $after
    groupId: $groupId
    search: $search
    eventId: $eventId
  ) {
    nodes {
      contactId
      name
      emailAddress
      phoneNumber
      userId
      group {
        groupId
        groupName
      }
      invitationStatus
      inviteInfo {
        ...InviteInfoFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment InviteInfoFields on InviteInfo {
  giftTicket {
    name
    quantity
  }
  privateTicket {
    name
    quantity
  }
}`) as unknown as TypedDocumentString<ContactsQuery, ContactsQueryVariables>;
export const ContactGroupsDocument = new TypedDocumentString(`
    query ContactGroups {
  contactGroups {
    groupId
    groupName
  }
}
    `) as unknown as TypedDocumentString<ContactGroupsQuery, ContactGroupsQueryVariables>;
export const EventInvitationsDocument = new TypedDocumentString(`
    query EventInvitations($eventId: ID!, $first: Int, $after: String) {
  eventInvitations(eventId: $eventId, first: $first, after: $after) {
    nodes {
      invitationId
      emailAddress
      status
      source
      user {
        userId
        name
        userName
      }
      inviteInfo {
        ...InviteInfoFields
      }
      createdAt
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
  uniqueInviteeCount(eventId: $eventId)
}
    fragment InviteInfoFields on InviteInfo {
  giftTicket {
    name
    quantity
  }
  privateTicket {
    name
    quantity
  }
}`) as unknown as TypedDocumentString<EventInvitationsQuery, EventInvitationsQueryVariables>;
export const EventInvitationViewDocument = new TypedDocumentString(`
    query EventInvitationView($inviteId: String!) {
  eventInvitation(inviteId: $inviteId) {
    formattedInviteId
    isLink
    status
    message
    inviterName
    event {
      eventId
      slug
      displayName
      startDate
      avatarUrl
    }
    inviteInfo {
      ...InviteInfoFields
    }
  }
}
    fragment InviteInfoFields on InviteInfo {
  giftTicket {
    name
    quantity
  }
  privateTicket {
    name
    quantity
  }
}`) as unknown as TypedDocumentString<EventInvitationViewQuery, EventInvitationViewQueryVariables>;
export const AddEventCommentDocument = new TypedDocumentString(`
    mutation AddEventComment($input: AddEventCommentInput!) {
  addEventComment(input: $input) {
    commentId
  }
}
    `) as unknown as TypedDocumentString<AddEventCommentMutation, AddEventCommentMutationVariables>;
export const DeleteEventCommentDocument = new TypedDocumentString(`
    mutation DeleteEventComment($commentId: ID!) {
  deleteEventComment(commentId: $commentId)
}
    `) as unknown as TypedDocumentString<DeleteEventCommentMutation, DeleteEventCommentMutationVariables>;
export const EditEventCommentDocument = new TypedDocumentString(`
    mutation EditEventComment($commentId: ID!, $comment: String!) {
  editEventComment(commentId: $commentId, comment: $comment) {
    commentId
    comment
    editedAt
  }
}
    `) as unknown as TypedDocumentString<EditEventCommentMutation, EditEventCommentMutationVariables>;
export const ReactToCommentDocument = new TypedDocumentString(`
    mutation ReactToComment($commentId: ID!, $reaction: String!) {
  reactToComment(commentId: $commentId, reaction: $reaction) {
    commentId
  }
}
    `) as unknown as TypedDocumentString<ReactToCommentMutation, ReactToCommentMutationVariables>;
export const RemoveCommentReactionDocument = new TypedDocumentString(`
    mutation RemoveCommentReaction($commentId: ID!, $reaction: String!) {
  removeCommentReaction(commentId: $commentId, reaction: $reaction) {
    commentId
  }
}
    `) as unknown as TypedDocumentString<RemoveCommentReactionMutation, RemoveCommentReactionMutationVariables>;
export const EventCommentsDocument = new TypedDocumentString(`
    query EventComments($eventId: ID!, $first: Int, $after: String) {
  eventComments(eventId: $eventId, first: $first, after: $after) {
    canComment
    nodes {
      ...EventCommentFields
      replies {
        ...EventCommentFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment EventCommentFields on EventComment {
  commentId
  comment
  parentCommentId
  medias
  createdAt
  editedAt
  reactions {
    reaction
    count
  }
  myReactions
  canEdit
  canDelete
  author {
    userId
    name
    userName
    avatarUrl
  }
}`) as unknown as TypedDocumentString<EventCommentsQuery, EventCommentsQueryVariables>;
export const SendEventGroupMessageDocument = new TypedDocumentString(`
    mutation SendEventGroupMessage($eventId: ID!, $input: EventGroupMessageInput!) {
  sendEventGroupMessage(eventId: $eventId, input: $input) {
    messageId
    recipientCount
  }
}
    `) as unknown as TypedDocumentString<SendEventGroupMessageMutation, SendEventGroupMessageMutationVariables>;
export const MarkEventMessagesReadDocument = new TypedDocumentString(`
    mutation MarkEventMessagesRead($eventId: ID!) {
  markEventMessagesRead(eventId: $eventId)
}
    `) as unknown as TypedDocumentString<MarkEventMessagesReadMutation, MarkEventMessagesReadMutationVariables>;
export const MyEventMessagesDocument = new TypedDocumentString(`
    query MyEventMessages($eventId: ID!) {
  myEventMessages(eventId: $eventId) {
    messageId
    subject
    body
    createdAt
    readAt
    sender {
      userId
      name
      userName
      avatarUrl
    }
  }
}
    `) as unknown as TypedDocumentString<MyEventMessagesQuery, MyEventMessagesQueryVariables>;
export const EventGroupMessagesDocument = new TypedDocumentString(`
    query EventGroupMessages($eventId: ID!) {
  eventGroupMessages(eventId: $eventId) {
    messageId
    subject
    body
    createdAt
    recipientCount
    attendeeStates
    eventTicketIds
    sender {
      userId
      name
      userName
    }
  }
}
    `) as unknown as TypedDocumentString<EventGroupMessagesQuery, EventGroupMessagesQueryVariables>;
export const EventMessageRecipientCountDocument = new TypedDocumentString(`
    query EventMessageRecipientCount($eventId: ID!, $attendeeStates: [String!]!, $eventTicketIds: [ID!]) {
  eventMessageRecipientCount(
    eventId: $eventId
    attendeeStates: $attendeeStates
    eventTicketIds: $eventTicketIds
  )
}
    `) as unknown as TypedDocumentString<EventMessageRecipientCountQuery, EventMessageRecipientCountQueryVariables>;
export const MyDocumentsDocument = new TypedDocumentString(`
    query MyDocuments($first: Int!, $after: String) {
  myDocuments(first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      documentId
      kind
      title
      url
      transactionId
      signedAt
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyDocumentsQuery, MyDocumentsQueryVariables>;
export const RequestPayoutDocument = new TypedDocumentString(`
    mutation RequestPayout($input: RequestPayoutInput!) {
  requestPayout(input: $input) {
    payoutId
    amount
    currency
    status
    requestedAt
    completedAt
  }
}
    `) as unknown as TypedDocumentString<RequestPayoutMutation, RequestPayoutMutationVariables>;
export const RevenueEventDocument = new TypedDocumentString(`
    query RevenueEvent($slugOrId: String!) {
  event(slugOrId: $slugOrId) {
    eventId
    slug
    displayName
    startDate
    endDate
    timeZone
    viewerPermissions
  }
}
    `) as unknown as TypedDocumentString<RevenueEventQuery, RevenueEventQueryVariables>;
export const EventEarningsDocument = new TypedDocumentString(`
    query EventEarnings($eventId: ID!) {
  eventEarnings(eventId: $eventId) {
    eventId
    currency
    totalPrice
    totalFees
    serviceFees
    processingFees
    ticketSales
    totalTaxes
    totalGratuity
    netEarnings
    totalQuantity
    totalOrders
    ticketBreakdown {
      eventTicketId
      ticketType
      unitPrice
      quantity
      total
    }
  }
}
    `) as unknown as TypedDocumentString<EventEarningsQuery, EventEarningsQueryVariables>;
export const PromoterSalesDocument = new TypedDocumentString(`
    query PromoterSales($eventId: ID!) {
  promoterSales(eventId: $eventId) {
    promoterId
    promoter {
      userId
      name
      userName
      avatarUrl
    }
    orders
    ticketsSold
    amount
  }
}
    `) as unknown as TypedDocumentString<PromoterSalesQuery, PromoterSalesQueryVariables>;
export const RequestedPayoutInfoDocument = new TypedDocumentString(`
    query RequestedPayoutInfo($eventId: ID!) {
  requestedPayoutInfo(eventId: $eventId) {
    eventId
    currency
    canRequestPayout
    blockedReason
    lastRequestedTime
    totalBalance
    totalEarned
    totalPaidOut
    eventEnded
    viewerIsCreator
    hasPayoutAccount
    payoutAccountReady
    payoutInProgress
    payouts {
      payoutId
      amount
      currency
      status
      requestedAt
      completedAt
    }
  }
}
    `) as unknown as TypedDocumentString<RequestedPayoutInfoQuery, RequestedPayoutInfoQueryVariables>;
export const CreateEventDocument = new TypedDocumentString(`
    mutation CreateEvent($input: EventInput!) {
  createEvent(input: $input) {
    eventId
    slug
  }
}
    `) as unknown as TypedDocumentString<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = new TypedDocumentString(`
    mutation UpdateEvent($eventId: ID!, $input: EventInput!) {
  updateEvent(eventId: $eventId, input: $input) {
    eventId
    slug
  }
}
    `) as unknown as TypedDocumentString<UpdateEventMutation, UpdateEventMutationVariables>;
export const PublishEventDocument = new TypedDocumentString(`
    mutation PublishEvent($eventId: ID!) {
  publishEvent(eventId: $eventId) {
    eventId
    status
  }
}
    `) as unknown as TypedDocumentString<PublishEventMutation, PublishEventMutationVariables>;
export const UnpublishEventDocument = new TypedDocumentString(`
    mutation UnpublishEvent($eventId: ID!) {
  unpublishEvent(eventId: $eventId) {
    eventId
    status
  }
}
    `) as unknown as TypedDocumentString<UnpublishEventMutation, UnpublishEventMutationVariables>;
export const CancelEventDocument = new TypedDocumentString(`
    mutation CancelEvent($eventId: ID!) {
  cancelEvent(eventId: $eventId) {
    eventId
    status
  }
}
    `) as unknown as TypedDocumentString<CancelEventMutation, CancelEventMutationVariables>;
export const DeleteEventDocument = new TypedDocumentString(`
    mutation DeleteEvent($eventId: ID!) {
  deleteEvent(eventId: $eventId)
}
    `) as unknown as TypedDocumentString<DeleteEventMutation, DeleteEventMutationVariables>;
export const DuplicateEventDocument = new TypedDocumentString(`
    mutation DuplicateEvent($eventId: ID!) {
  duplicateEvent(eventId: $eventId) {
    eventId
    slug
  }
}
    `) as unknown as TypedDocumentString<DuplicateEventMutation, DuplicateEventMutationVariables>;
export const CreateRecurringEventsDocument = new TypedDocumentString(`
    mutation CreateRecurringEvents($eventId: ID!, $recurrence: RecurrenceInput!) {
  createRecurringEvents(eventId: $eventId, recurrence: $recurrence) {
    eventId
    slug
    startDate
  }
}
    `) as unknown as TypedDocumentString<CreateRecurringEventsMutation, CreateRecurringEventsMutationVariables>;
export const UpsertEventTicketDocument = new TypedDocumentString(`
    mutation UpsertEventTicket($eventId: ID!, $eventTicketId: ID, $input: EventTicketInput!) {
  upsertEventTicket(
    eventId: $eventId
    eventTicketId: $eventTicketId
    input: $input
  ) {
    eventTicketId
    ticketType
    price
    currency
    repPoints
    color
    isActive
    isFull
    isPrivate
    isSpecialGuest
    isEnabledWishList
    additionalGuests
    optInShowTicketAmount
    visibleStartAt
    visibleEndAt
    gratuityPercentage
    isRequiredApproval
    note
    balance {
      limitedAmount
      availableAmount
      releasedAmount
      lockedAmount
    }
  }
}
    `) as unknown as TypedDocumentString<UpsertEventTicketMutation, UpsertEventTicketMutationVariables>;
export const DeleteEventTicketDocument = new TypedDocumentString(`
    mutation DeleteEventTicket($eventTicketId: ID!) {
  deleteEventTicket(eventTicketId: $eventTicketId)
}
    `) as unknown as TypedDocumentString<DeleteEventTicketMutation, DeleteEventTicketMutationVariables>;
export const SetEventQuestionsDocument = new TypedDocumentString(`
    mutation SetEventQuestions($eventId: ID!, $questions: [EventQuestionInput!]!) {
  setEventQuestions(eventId: $eventId, questions: $questions) {
    eventId
    questions {
      questionId
      question
      isRequired
    }
  }
}
    `) as unknown as TypedDocumentString<SetEventQuestionsMutation, SetEventQuestionsMutationVariables>;
export const SetTicketTypesDisplayDocument = new TypedDocumentString(`
    mutation SetTicketTypesDisplay($eventId: ID!, $order: [ID!]!) {
  setTicketTypesDisplay(eventId: $eventId, order: $order) {
    eventTicketId
  }
}
    `) as unknown as TypedDocumentString<SetTicketTypesDisplayMutation, SetTicketTypesDisplayMutationVariables>;
export const EditorEventDocument = new TypedDocumentString(`
    query EditorEvent($slugOrId: String!) {
  event(slugOrId: $slugOrId) {
    eventId
    slug
    eventType
    displayName
    description
    note
    terms
    faqs {
      question
      answer
    }
    avatarUrl
    startDate
    endDate
    timeZone
    status
    isPrivate
    isListed
    isFeatured
    isAllInPricing
    minimumRepScore
    ageLimit
    city
    location {
      address
      latitude
      longitude
      isOnlyVisibleToApprovedAttendees
    }
    locationRadius {
      address
      isActive
      latitude
      longitude
      radius
      unitLengthType
    }
    optIns {
      guestList
      guestCount
      publicPreview
      displayRepScore
      qrPass
      guestsInvitingOthers
      ageLimit
      privacyPolicy {
        title
        fileUrl
      }
      socialAccountRequirements
      questionRequirements
      musicEmbed {
        url
      }
    }
    questions {
      questionId
      question
      isRequired
    }
    ticketTermsPurchasePolicy
    seriesId
    isExpired
    totalAvailableTickets
    hostCounters {
      approved
      pending
      totalAttendees
      approvedTickets
      scannedTickets
      invitedAttendees
      waitingTickets
    }
    viewerPermissions
    clubs {
      id
      displayName
    }
    tickets {
      eventTicketId
      ticketType
      price
      currency
      repPoints
      pointsPrice
      pointsClubId
      color
      isActive
      isFull
      isPrivate
      isSpecialGuest
      isEnabledWishList
      wishListCount
      additionalGuests
      optInShowTicketAmount
      visibleStartAt
      visibleEndAt
      gratuityPercentage
      isRequiredApproval
      note
      balance {
        limitedAmount
        availableAmount
        releasedAmount
        lockedAmount
        soldAmount
        awaitingApprovalAmount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EditorEventQuery, EditorEventQueryVariables>;
export const SimulateTicketCostDocument = new TypedDocumentString(`
    query SimulateTicketCost($items: [SimulatedTicketInput!]!, $isAllInPricing: Boolean!) {
  simulateTicketCost(items: $items, isAllInPricing: $isAllInPricing) {
    subTotal
    serviceFee
    processingFee
    totalTaxes
    totalGratuity
    total
    hostBalance
    isAllInPricing
  }
}
    `) as unknown as TypedDocumentString<SimulateTicketCostQuery, SimulateTicketCostQueryVariables>;
export const MyCreatedEventsDocument = new TypedDocumentString(`
    query MyCreatedEvents($first: Int!, $after: String) {
  myCreatedEvents(first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        ...EventSummaryFields
        isExpired
        isPrivate
        isListed
        totalAvailableTickets
        viewerPermissions
      }
    }
  }
}
    fragment EventSummaryFields on Event {
  eventId
  slug
  displayName
  avatarUrl
  startDate
  endDate
  timeZone
  city
  status
}`) as unknown as TypedDocumentString<MyCreatedEventsQuery, MyCreatedEventsQueryVariables>;
export const TimeZoneAtDocument = new TypedDocumentString(`
    query TimeZoneAt($latitude: Float!, $longitude: Float!) {
  timeZoneAt(latitude: $latitude, longitude: $longitude)
}
    `) as unknown as TypedDocumentString<TimeZoneAtQuery, TimeZoneAtQueryVariables>;
export const HostsEventsDocument = new TypedDocumentString(`
    query HostsEvents {
  myCreatedEvents(first: 1) {
    edges {
      cursor
    }
  }
}
    `) as unknown as TypedDocumentString<HostsEventsQuery, HostsEventsQueryVariables>;
export const SearchEventsDocument = new TypedDocumentString(`
    query SearchEvents($criteria: EventSearchCriteria, $first: Int!, $after: String) {
  searchEvents(criteria: $criteria, first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        ...EventCardFields
      }
    }
  }
}
    fragment EventSummaryFields on Event {
  eventId
  slug
  displayName
  avatarUrl
  startDate
  endDate
  timeZone
  city
  status
}
fragment EventCardFields on Event {
  ...EventSummaryFields
  isFeatured
  isListFull
  distance
  tickets {
    eventTicketId
    price
    allInPrice
    currency
    isActive
  }
}`) as unknown as TypedDocumentString<SearchEventsQuery, SearchEventsQueryVariables>;
export const MyEventsDocument = new TypedDocumentString(`
    query MyEvents($when: MyEventsWhen!, $first: Int!, $after: String) {
  myEvents(when: $when, first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        ...EventCardFields
        viewerAttendeeState
        viewerPermissions
        viewerTickets {
          ticketId
        }
      }
    }
  }
}
    fragment EventSummaryFields on Event {
  eventId
  slug
  displayName
  avatarUrl
  startDate
  endDate
  timeZone
  city
  status
}
fragment EventCardFields on Event {
  ...EventSummaryFields
  isFeatured
  isListFull
  distance
  tickets {
    eventTicketId
    price
    allInPrice
    currency
    isActive
  }
}`) as unknown as TypedDocumentString<MyEventsQuery, MyEventsQueryVariables>;
export const EventPageDocument = new TypedDocumentString(`
    query EventPage($slugOrId: String!) {
  event(slugOrId: $slugOrId) {
    eventId
    slug
    eventType
    displayName
    description
    note
    terms
    ticketTermsPurchasePolicy
    faqs {
      question
      answer
    }
    avatarUrl
    startDate
    endDate
    timeZone
    status
    isPrivate
    isFeatured
    isAllInPricing
    isExpired
    isListFull
    ageLimit
    minimumRepScore
    viewerRepScore
    city
    location {
      address
      latitude
      longitude
      isOnlyVisibleToApprovedAttendees
    }
    previewOnly
    showsDetails
    goingCount
    optIns {
      privacyPolicy {
        title
        fileUrl
      }
      musicEmbed {
        url
      }
      questionRequirements
      guestList
      guestCount
      displayRepScore
      qrPass
      guestsInvitingOthers
      socialAccountRequirements
    }
    questions {
      questionId
      question
      isRequired
    }
    createdBy {
      userId
      name
      userName
      avatarUrl
    }
    tickets {
      eventTicketId
      ticketType
      price
      allInPrice
      currency
      color
      note
      isActive
      isFull
      isRequiredApproval
      isEnabledWishList
      viewerOnWishList
      isSpecialGuest
      additionalGuests
      optInShowTicketAmount
      gratuityPercentage
      pointsPrice
      pointsClubId
      balance {
        availableAmount
        limitedAmount
      }
    }
    viewerPermissions
    viewerAttendeeState
    viewerTickets {
      ticketId
      ticketType
      status
      shareState
      qrCode
      isShareable
      eventTicketId
      transactionId
      parentTicketId
      isSpecialGuest
      additionalGuests
    }
    viewerPendingBookings {
      transactionId
      status
      isWaitingListOffer
      expiresAt
      totalPrice
      currency
      quantity
      items {
        eventTicketId
        quantity
      }
    }
    viewerWaitingList {
      waitingListEntryId
      eventTicketId
      quantity
      status
    }
  }
}
    `) as unknown as TypedDocumentString<EventPageQuery, EventPageQueryVariables>;
export const InviteEventTeamMemberDocument = new TypedDocumentString(`
    mutation InviteEventTeamMember($eventId: ID!, $role: String!, $userId: ID, $email: String) {
  inviteEventTeamMember(
    eventId: $eventId
    role: $role
    userId: $userId
    email: $email
  ) {
    invitationId
    status
  }
}
    `) as unknown as TypedDocumentString<InviteEventTeamMemberMutation, InviteEventTeamMemberMutationVariables>;
export const CancelEventRoleInvitationDocument = new TypedDocumentString(`
    mutation CancelEventRoleInvitation($invitationId: String!) {
  cancelEventRoleInvitation(invitationId: $invitationId) {
    eventId
  }
}
    `) as unknown as TypedDocumentString<CancelEventRoleInvitationMutation, CancelEventRoleInvitationMutationVariables>;
export const RemoveEventRoleDocument = new TypedDocumentString(`
    mutation RemoveEventRole($eventId: ID!, $userId: ID!, $role: String!) {
  removeEventRole(eventId: $eventId, userId: $userId, role: $role) {
    eventId
  }
}
    `) as unknown as TypedDocumentString<RemoveEventRoleMutation, RemoveEventRoleMutationVariables>;
export const LeaveEventRoleDocument = new TypedDocumentString(`
    mutation LeaveEventRole($eventId: ID!, $role: String!) {
  leaveEventRole(eventId: $eventId, role: $role)
}
    `) as unknown as TypedDocumentString<LeaveEventRoleMutation, LeaveEventRoleMutationVariables>;
export const AcceptEventRoleInvitationDocument = new TypedDocumentString(`
    mutation AcceptEventRoleInvitation($invitationId: String!) {
  acceptEventRoleInvitation(invitationId: $invitationId) {
    invitationId
    status
  }
}
    `) as unknown as TypedDocumentString<AcceptEventRoleInvitationMutation, AcceptEventRoleInvitationMutationVariables>;
export const DeclineEventRoleInvitationDocument = new TypedDocumentString(`
    mutation DeclineEventRoleInvitation($invitationId: String!) {
  declineEventRoleInvitation(invitationId: $invitationId) {
    invitationId
    status
  }
}
    `) as unknown as TypedDocumentString<DeclineEventRoleInvitationMutation, DeclineEventRoleInvitationMutationVariables>;
export const EventTeamDocument = new TypedDocumentString(`
    query EventTeam($slugOrId: String!) {
  event(slugOrId: $slugOrId) {
    eventId
    viewerPermissions
    viewerRoles
    viewerRoleName
    usersRoles {
      role
      displayName
      status
      user {
        ...TeamPersonFields
      }
    }
    roleInvitations {
      invitationId
      role
      roleDisplayName
      status
      createdAt
      expiresAt
      emailAddress
      invitee {
        ...TeamPersonFields
      }
    }
  }
}
    fragment TeamPersonFields on User {
  userId
  name
  userName
  avatarUrl
  isVerified
}`) as unknown as TypedDocumentString<EventTeamQuery, EventTeamQueryVariables>;
export const EventRoleInvitationDocument = new TypedDocumentString(`
    query EventRoleInvitation($invitationId: String!) {
  eventRoleInvitation(invitationId: $invitationId) {
    invitationId
    role
    roleDisplayName
    status
    isExpired
    eventId
    eventName
    eventSlug
    eventAvatarUrl
    eventStartDate
    eventTimeZone
    invitedBy {
      ...TeamPersonFields
    }
    emailAddress
    invitee {
      userId
      name
      userName
    }
  }
}
    fragment TeamPersonFields on User {
  userId
  name
  userName
  avatarUrl
  isVerified
}`) as unknown as TypedDocumentString<EventRoleInvitationQuery, EventRoleInvitationQueryVariables>;
export const AddGuestDocument = new TypedDocumentString(`
    mutation AddGuest($eventId: ID!, $input: GuestInput!) {
  addGuest(eventId: $eventId, input: $input) {
    ...GuestListFields
  }
}
    fragment GuestListFields on Guest {
  guestId
  fullName
  emailAddress
  phoneNumber
  note
  quantity
  checkedInQuantity
  eventTicketId
  inviteStatus
  gender
  ageRange
  recordedGender
  recordedAgeRange
  customFields {
    key
    label
    value
  }
  passLink
  tickets {
    ticketNo
    passCode
    checkedInAt
  }
}`) as unknown as TypedDocumentString<AddGuestMutation, AddGuestMutationVariables>;
export const UpdateGuestDocument = new TypedDocumentString(`
    mutation UpdateGuest($guestId: ID!, $input: GuestInput!) {
  updateGuest(guestId: $guestId, input: $input) {
    ...GuestListFields
  }
}
    fragment GuestListFields on Guest {
  guestId
  fullName
  emailAddress
  phoneNumber
  note
  quantity
  checkedInQuantity
  eventTicketId
  inviteStatus
  gender
  ageRange
  recordedGender
  recordedAgeRange
  customFields {
    key
    label
    value
  }
  passLink
  tickets {
    ticketNo
    passCode
    checkedInAt
  }
}`) as unknown as TypedDocumentString<UpdateGuestMutation, UpdateGuestMutationVariables>;
export const RemoveGuestDocument = new TypedDocumentString(`
    mutation RemoveGuest($guestId: ID!) {
  removeGuest(guestId: $guestId)
}
    `) as unknown as TypedDocumentString<RemoveGuestMutation, RemoveGuestMutationVariables>;
export const SendGuestInviteDocument = new TypedDocumentString(`
    mutation SendGuestInvite($guestId: ID!) {
  sendGuestInvite(guestId: $guestId) {
    guestId
    inviteStatus
  }
}
    `) as unknown as TypedDocumentString<SendGuestInviteMutation, SendGuestInviteMutationVariables>;
export const SaveGuestListDocument = new TypedDocumentString(`
    mutation SaveGuestList($eventId: ID!, $name: String!, $guests: [SavedGuestInput!]) {
  saveGuestList(eventId: $eventId, name: $name, guests: $guests) {
    name
    guests {
      fullName
    }
  }
}
    `) as unknown as TypedDocumentString<SaveGuestListMutation, SaveGuestListMutationVariables>;
export const LoadSavedGuestListDocument = new TypedDocumentString(`
    mutation LoadSavedGuestList($eventId: ID!, $name: String!) {
  loadSavedGuestList(eventId: $eventId, name: $name) {
    added
    skipped {
      fullName
      email
      phoneNumber
    }
  }
}
    `) as unknown as TypedDocumentString<LoadSavedGuestListMutation, LoadSavedGuestListMutationVariables>;
export const GuestEventDocument = new TypedDocumentString(`
    query GuestEvent($slugOrId: String!) {
  event(slugOrId: $slugOrId) {
    eventId
    slug
    displayName
    viewerPermissions
    tickets {
      eventTicketId
      ticketType
      isSpecialGuest
      balance {
        availableAmount
      }
    }
    guestCounters {
      guests
      guestTickets
      checkedInGuestTickets
      capacity
    }
  }
}
    `) as unknown as TypedDocumentString<GuestEventQuery, GuestEventQueryVariables>;
export const EventGuestsDocument = new TypedDocumentString(`
    query EventGuests($eventId: ID!, $query: String, $filter: GuestFilterInput, $first: Int, $after: String) {
  searchEventGuests(
    eventId: $eventId
    query: $query
    filter: $filter
    first: $first
    after: $after
  ) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      ...GuestListFields
    }
  }
}
    fragment GuestListFields on Guest {
  guestId
  fullName
  emailAddress
  phoneNumber
  note
  quantity
  checkedInQuantity
  eventTicketId
  inviteStatus
  gender
  ageRange
  recordedGender
  recordedAgeRange
  customFields {
    key
    label
    value
  }
  passLink
  tickets {
    ticketNo
    passCode
    checkedInAt
  }
}`) as unknown as TypedDocumentString<EventGuestsQuery, EventGuestsQueryVariables>;
export const SavedGuestListNamesDocument = new TypedDocumentString(`
    query SavedGuestListNames {
  savedGuestListNames
}
    `) as unknown as TypedDocumentString<SavedGuestListNamesQuery, SavedGuestListNamesQueryVariables>;
export const GuestPassDocument = new TypedDocumentString(`
    query GuestPass($token: String!) {
  guestPass(token: $token) {
    event {
      slug
      displayName
      startDate
      endDate
      timeZone
      city
      address
      isCancelled
    }
    guestName
    quantity
    passes {
      ticketNo
      passCode
      checkedInAt
    }
  }
}
    `) as unknown as TypedDocumentString<GuestPassQuery, GuestPassQueryVariables>;
export const GettingStartedDocument = new TypedDocumentString(`
    query GettingStarted {
  me {
    userId
    walkthrough
    socialMedias {
      provider
    }
    pendingInvites {
      inviteId
    }
    acceptedInvites {
      inviteId
    }
    payoutAccounts {
      payoutAccountId
    }
  }
}
    `) as unknown as TypedDocumentString<GettingStartedQuery, GettingStartedQueryVariables>;
export const SendUserInvitesDocument = new TypedDocumentString(`
    mutation SendUserInvites($emails: [String!]!) {
  sendUserInvites(emails: $emails) {
    inviteId
    emailAddress
  }
}
    `) as unknown as TypedDocumentString<SendUserInvitesMutation, SendUserInvitesMutationVariables>;
export const CancelUserInviteDocument = new TypedDocumentString(`
    mutation CancelUserInvite($inviteId: ID!) {
  cancelUserInvite(inviteId: $inviteId) {
    userId
    userInvitesRemaining
  }
}
    `) as unknown as TypedDocumentString<CancelUserInviteMutation, CancelUserInviteMutationVariables>;
export const AcceptUserInviteDocument = new TypedDocumentString(`
    mutation AcceptUserInvite($inviteId: ID!) {
  acceptUserInvite(inviteId: $inviteId) {
    inviteId
    status
  }
}
    `) as unknown as TypedDocumentString<AcceptUserInviteMutation, AcceptUserInviteMutationVariables>;
export const MyInvitesDocument = new TypedDocumentString(`
    query MyInvites {
  me {
    userId
    emailAddress
    userInvitesRemaining
    pendingInvites {
      inviteId
      emailAddress
      status
      createdAt
    }
    acceptedInvites {
      inviteId
      emailAddress
      status
      createdAt
      acceptedAt
      invitedUser {
        ...InvitePersonFields
      }
    }
  }
}
    fragment InvitePersonFields on User {
  userId
  name
  userName
  avatarUrl
  isVerified
  tier
}`) as unknown as TypedDocumentString<MyInvitesQuery, MyInvitesQueryVariables>;
export const UserInviteDocument = new TypedDocumentString(`
    query UserInvite($inviteId: ID!) {
  userInvite(inviteId: $inviteId) {
    inviteId
    emailAddress
    status
    inviter {
      ...InvitePersonFields
    }
    invitedUser {
      userId
    }
  }
}
    fragment InvitePersonFields on User {
  userId
  name
  userName
  avatarUrl
  isVerified
  tier
}`) as unknown as TypedDocumentString<UserInviteQuery, UserInviteQueryVariables>;
export const AcceptTermsDocument = new TypedDocumentString(`
    mutation AcceptTerms($version: Int!) {
  acceptTerms(version: $version) {
    userId
    agreeToTermsAndConditions
    acceptedTermsVersion
  }
}
    `) as unknown as TypedDocumentString<AcceptTermsMutation, AcceptTermsMutationVariables>;
export const TermsAndPrivacyDocument = new TypedDocumentString(`
    query TermsAndPrivacy {
  termsAndPrivacy {
    version
    termsAndConditionsUrl
    privacyPolicyUrl
  }
}
    `) as unknown as TypedDocumentString<TermsAndPrivacyQuery, TermsAndPrivacyQueryVariables>;
export const MarkNotificationReadDocument = new TypedDocumentString(`
    mutation MarkNotificationRead($id: ID!) {
  markNotificationRead(id: $id) {
    notificationId
    isRead
    readAt
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkAllNotificationsRead {
  markAllNotificationsRead
}
    `) as unknown as TypedDocumentString<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($first: Int!) {
  notifications(first: $first) {
    unreadCount
    nodes {
      ...NotificationFields
    }
  }
}
    fragment NotificationFields on Notification {
  notificationId
  isRead
  readAt
  createdAt
  content {
    defaultMessage
    defaultPayload {
      notificationType
    }
  }
  customProperties {
    key
    value
  }
}`) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const NotificationHistoryDocument = new TypedDocumentString(`
    query NotificationHistory($first: Int!, $after: String, $isRead: Boolean) {
  notifications(first: $first, after: $after, isRead: $isRead) {
    unreadCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      ...NotificationFields
    }
  }
}
    fragment NotificationFields on Notification {
  notificationId
  isRead
  readAt
  createdAt
  content {
    defaultMessage
    defaultPayload {
      notificationType
    }
  }
  customProperties {
    key
    value
  }
}`) as unknown as TypedDocumentString<NotificationHistoryQuery, NotificationHistoryQueryVariables>;
export const SaveOfferDocument = new TypedDocumentString(`
    mutation SaveOffer($input: OfferInput!) {
  createOrUpdateOffer(input: $input) {
    ...OfferFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}`) as unknown as TypedDocumentString<SaveOfferMutation, SaveOfferMutationVariables>;
export const PublishOfferDocument = new TypedDocumentString(`
    mutation PublishOffer($offerId: ID!, $published: Boolean!) {
  publishOffer(offerId: $offerId, published: $published) {
    ...OfferFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}`) as unknown as TypedDocumentString<PublishOfferMutation, PublishOfferMutationVariables>;
export const DeleteOfferDocument = new TypedDocumentString(`
    mutation DeleteOffer($offerId: ID!) {
  deleteOffer(offerId: $offerId)
}
    `) as unknown as TypedDocumentString<DeleteOfferMutation, DeleteOfferMutationVariables>;
export const JoinOfferDocument = new TypedDocumentString(`
    mutation JoinOffer($offerId: ID!) {
  joinOffer(offerId: $offerId) {
    ...OfferFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}`) as unknown as TypedDocumentString<JoinOfferMutation, JoinOfferMutationVariables>;
export const CheckInOfferDocument = new TypedDocumentString(`
    mutation CheckInOffer($offerId: ID!) {
  checkInOffer(offerId: $offerId) {
    ...OfferFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}`) as unknown as TypedDocumentString<CheckInOfferMutation, CheckInOfferMutationVariables>;
export const OpenOfferLinkDocument = new TypedDocumentString(`
    mutation OpenOfferLink($offerId: ID!) {
  openOfferLink(offerId: $offerId)
}
    `) as unknown as TypedDocumentString<OpenOfferLinkMutation, OpenOfferLinkMutationVariables>;
export const CompleteOfferDocument = new TypedDocumentString(`
    mutation CompleteOffer($offerId: ID!, $proof: OfferProofInput) {
  completeOffer(offerId: $offerId, proof: $proof) {
    ...OfferFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}`) as unknown as TypedDocumentString<CompleteOfferMutation, CompleteOfferMutationVariables>;
export const AwardOfferDocument = new TypedDocumentString(`
    mutation AwardOffer($offerId: ID!, $userId: ID!) {
  awardOffer(offerId: $offerId, userId: $userId) {
    id
  }
}
    `) as unknown as TypedDocumentString<AwardOfferMutation, AwardOfferMutationVariables>;
export const RedeemOfferDocument = new TypedDocumentString(`
    mutation RedeemOffer($offerId: ID!) {
  redeemOffer(offerId: $offerId) {
    ...OfferRedemptionFields
  }
}
    fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}`) as unknown as TypedDocumentString<RedeemOfferMutation, RedeemOfferMutationVariables>;
export const ConfirmOfferRedemptionDocument = new TypedDocumentString(`
    mutation ConfirmOfferRedemption($redemptionId: ID!) {
  confirmOfferRedemption(redemptionId: $redemptionId) {
    ...OfferRedemptionFields
  }
}
    fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}`) as unknown as TypedDocumentString<ConfirmOfferRedemptionMutation, ConfirmOfferRedemptionMutationVariables>;
export const CancelOfferRedemptionDocument = new TypedDocumentString(`
    mutation CancelOfferRedemption($redemptionId: ID!) {
  cancelOfferRedemption(redemptionId: $redemptionId) {
    ...OfferRedemptionFields
  }
}
    fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}`) as unknown as TypedDocumentString<CancelOfferRedemptionMutation, CancelOfferRedemptionMutationVariables>;
export const DrawOfferWinnersDocument = new TypedDocumentString(`
    mutation DrawOfferWinners($offerId: ID!) {
  drawOfferWinners(offerId: $offerId) {
    ...OfferFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}`) as unknown as TypedDocumentString<DrawOfferWinnersMutation, DrawOfferWinnersMutationVariables>;
export const ExploreOffersDocument = new TypedDocumentString(`
    query ExploreOffers($filter: OfferParticipationFilter, $first: Int, $after: String) {
  exploreOffers(filter: $filter, first: $first, after: $after) {
    edges {
      node {
        ...OfferFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}`) as unknown as TypedDocumentString<ExploreOffersQuery, ExploreOffersQueryVariables>;
export const ClubOffersDocument = new TypedDocumentString(`
    query ClubOffers($clubId: ID!, $first: Int, $after: String) {
  clubOffers(clubId: $clubId, first: $first, after: $after) {
    edges {
      node {
        ...OfferFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}`) as unknown as TypedDocumentString<ClubOffersQuery, ClubOffersQueryVariables>;
export const OfferDetailDocument = new TypedDocumentString(`
    query OfferDetail($offerId: ID!) {
  offer(offerId: $offerId) {
    ...OfferFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}
fragment OfferFields on Offer {
  id
  slug
  displayName
  description
  avatarUrl
  programType
  subType
  kind
  category
  access
  published
  startAt
  endAt
  rewardPoints
  rewardTierLevel
  achievementId
  redeemType
  redeemValue
  participantsCount
  drawSeedHash
  drawSeed
  drawnAt
  viewerStatus
  viewerCanManage
  club {
    ...ClubSummaryFields
  }
  requirements {
    type
    value
    achievementId
  }
  conditions {
    minimumAge
    minimumPoints
    membershipAgeDays
    notBefore
    notAfter
  }
  settings {
    maxParticipants
    maxWinners
    streakDays
    requiredCount
    location {
      latitude
      longitude
      radius
      unit
    }
    surveyQuestions {
      question
      isRequired
    }
    linkUrl
    hasLink
    socialProvider
    promoCode
    ticketTypeId
    discountBuckets {
      minimumPoints
      percentOff
    }
    bonusPercent
  }
  viewerProgress {
    status
    joinedAt
    completedAt
    streakDays
    checkedInToday
    linkOpened
    answers
  }
  viewerRedemption {
    ...OfferRedemptionFields
  }
}`) as unknown as TypedDocumentString<OfferDetailQuery, OfferDetailQueryVariables>;
export const OfferParticipantsDocument = new TypedDocumentString(`
    query OfferParticipants($offerId: ID!, $first: Int) {
  offer(offerId: $offerId) {
    id
    participants(first: $first) {
      edges {
        node {
          id
          status
          joinedAt
          completedAt
          user {
            ...ClubPersonFields
          }
        }
      }
    }
    redemptions(first: $first) {
      edges {
        node {
          ...OfferRedemptionFields
        }
      }
    }
  }
}
    fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment OfferRedemptionFields on OfferRedemption {
  id
  points
  status
  passCode
  redeemValue
  contact
  createdAt
  resolvedAt
  user {
    ...ClubPersonFields
  }
}`) as unknown as TypedDocumentString<OfferParticipantsQuery, OfferParticipantsQueryVariables>;
export const OffersClubDocument = new TypedDocumentString(`
    query OffersClub($idOrSlug: String!) {
  club(idOrSlug: $idOrSlug) {
    ...ClubSummaryFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}`) as unknown as TypedDocumentString<OffersClubQuery, OffersClubQueryVariables>;
export const OfferWizardOptionsDocument = new TypedDocumentString(`
    query OfferWizardOptions($clubId: String!, $first: Int) {
  club(idOrSlug: $clubId) {
    id
    tiers {
      id
      level
      name
    }
    events(first: $first) {
      edges {
        node {
          id
          displayName
          tickets {
            id
            ticketType
          }
        }
      }
    }
  }
  clubAchievements(clubId: $clubId, first: $first) {
    edges {
      node {
        id
        displayName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OfferWizardOptionsQuery, OfferWizardOptionsQueryVariables>;
export const StartPayoutOnboardingDocument = new TypedDocumentString(`
    mutation StartPayoutOnboarding {
  startPayoutOnboarding {
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<StartPayoutOnboardingMutation, StartPayoutOnboardingMutationVariables>;
export const CompletePayoutOnboardingDocument = new TypedDocumentString(`
    mutation CompletePayoutOnboarding($state: String!) {
  completePayoutOnboarding(state: $state) {
    payoutAccountId
    provider
    status
    displayName
    payoutsEnabled
    detailsSubmitted
  }
}
    `) as unknown as TypedDocumentString<CompletePayoutOnboardingMutation, CompletePayoutOnboardingMutationVariables>;
export const CreatePayoutManagementSessionDocument = new TypedDocumentString(`
    mutation CreatePayoutManagementSession {
  createPayoutManagementSession {
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreatePayoutManagementSessionMutation, CreatePayoutManagementSessionMutationVariables>;
export const MyTransactionsDocument = new TypedDocumentString(`
    query MyTransactions($first: Int!, $after: String) {
  myTransactions(first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      transactionId
      type
      status
      description
      totalPrice
      currency
      quantity
      paymentMethod
      paidDateUtc
      createdAtUtc
      receiptUrl
    }
  }
}
    `) as unknown as TypedDocumentString<MyTransactionsQuery, MyTransactionsQueryVariables>;
export const PayoutAccountsDocument = new TypedDocumentString(`
    query PayoutAccounts {
  payoutProvider
  me {
    userId
    payoutAccounts {
      payoutAccountId
      provider
      externalAccountId
      status
      displayName
      payoutsEnabled
      detailsSubmitted
      createdAt
      updatedAt
    }
    stripeAccount {
      payoutAccountId
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutAccountsQuery, PayoutAccountsQueryVariables>;
export const SendPointsDocument = new TypedDocumentString(`
    mutation SendPoints($input: SendPointsInput!) {
  sendPoints(input: $input) {
    id
    amount
  }
}
    `) as unknown as TypedDocumentString<SendPointsMutation, SendPointsMutationVariables>;
export const GrantPointsDocument = new TypedDocumentString(`
    mutation GrantPoints($input: GrantPointsInput!) {
  grantPoints(input: $input) {
    id
    amount
  }
}
    `) as unknown as TypedDocumentString<GrantPointsMutation, GrantPointsMutationVariables>;
export const CreateTradeRequestDocument = new TypedDocumentString(`
    mutation CreateTradeRequest($input: CreateTradeRequestInput!) {
  createTradeRequest(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CreateTradeRequestMutation, CreateTradeRequestMutationVariables>;
export const AcceptTradeRequestDocument = new TypedDocumentString(`
    mutation AcceptTradeRequest($tradeRequestId: ID!) {
  acceptTradeRequest(tradeRequestId: $tradeRequestId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<AcceptTradeRequestMutation, AcceptTradeRequestMutationVariables>;
export const DeclineTradeRequestDocument = new TypedDocumentString(`
    mutation DeclineTradeRequest($tradeRequestId: ID!) {
  declineTradeRequest(tradeRequestId: $tradeRequestId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DeclineTradeRequestMutation, DeclineTradeRequestMutationVariables>;
export const CancelTradeRequestDocument = new TypedDocumentString(`
    mutation CancelTradeRequest($tradeRequestId: ID!) {
  cancelTradeRequest(tradeRequestId: $tradeRequestId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CancelTradeRequestMutation, CancelTradeRequestMutationVariables>;
export const SetClubPointsPackagesDocument = new TypedDocumentString(`
    mutation SetClubPointsPackages($clubId: ID!, $packages: [PointsPackageInput!]!) {
  setClubPointsPackages(clubId: $clubId, packages: $packages) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetClubPointsPackagesMutation, SetClubPointsPackagesMutationVariables>;
export const WalletBalancesDocument = new TypedDocumentString(`
    query WalletBalances {
  walletBalances {
    points
    isMember
    club {
      ...ClubSummaryFields
      pointsPackages {
        id
      }
    }
    tier {
      ...ClubTierFields
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubTierFields on ClubTier {
  id
  level
  name
  minimumPoints
  imageUrl
  colors {
    primary
    secondary
  }
}`) as unknown as TypedDocumentString<WalletBalancesQuery, WalletBalancesQueryVariables>;
export const TradingTransactionsDocument = new TypedDocumentString(`
    query TradingTransactions($clubId: ID, $first: Int, $after: String) {
  tradingTransactions(clubId: $clubId, first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      ...TradingTransactionFields
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment TradingTransactionFields on TradingTransaction {
  id
  type
  amount
  club {
    ...ClubSummaryFields
  }
  counterparty {
    ...ClubPersonFields
  }
  from {
    ...ClubPersonFields
  }
  to {
    ...ClubPersonFields
  }
  memo
  status
  createdAt
  price
  currency
}`) as unknown as TypedDocumentString<TradingTransactionsQuery, TradingTransactionsQueryVariables>;
export const TradeRequestsDocument = new TypedDocumentString(`
    query TradeRequests($open: Boolean, $first: Int, $after: String) {
  tradeRequests(open: $open, first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      status
      isIncoming
      from {
        ...ClubPersonFields
      }
      to {
        ...ClubPersonFields
      }
      giveClub {
        ...ClubSummaryFields
      }
      giveAmount
      askClub {
        ...ClubSummaryFields
      }
      askAmount
      memo
      expiresAt
      createdAt
      respondedAt
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}`) as unknown as TypedDocumentString<TradeRequestsQuery, TradeRequestsQueryVariables>;
export const ManagedClubsForPointsDocument = new TypedDocumentString(`
    query ManagedClubsForPoints {
  managedClubs {
    ...ClubSummaryFields
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}`) as unknown as TypedDocumentString<ManagedClubsForPointsQuery, ManagedClubsForPointsQueryVariables>;
export const ClubPointsAdminDocument = new TypedDocumentString(`
    query ClubPointsAdmin($idOrSlug: String!) {
  club(idOrSlug: $idOrSlug) {
    ...ClubSummaryFields
    status
    myPermissions
    pointsIssued
    pointsPackages {
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
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}`) as unknown as TypedDocumentString<ClubPointsAdminQuery, ClubPointsAdminQueryVariables>;
export const ClubTradingTransactionsDocument = new TypedDocumentString(`
    query ClubTradingTransactions($clubId: ID!, $first: Int, $after: String) {
  clubTradingTransactions(clubId: $clubId, first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      ...TradingTransactionFields
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}
fragment ClubPersonFields on ClubPerson {
  userId
  name
  userName
  avatarUrl
}
fragment TradingTransactionFields on TradingTransaction {
  id
  type
  amount
  club {
    ...ClubSummaryFields
  }
  counterparty {
    ...ClubPersonFields
  }
  from {
    ...ClubPersonFields
  }
  to {
    ...ClubPersonFields
  }
  memo
  status
  createdAt
  price
  currency
}`) as unknown as TypedDocumentString<ClubTradingTransactionsQuery, ClubTradingTransactionsQueryVariables>;
export const TradeClubsDocument = new TypedDocumentString(`
    query TradeClubs($withUserId: ID!) {
  walletBalances(withUserId: $withUserId) {
    points
    club {
      ...ClubSummaryFields
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  slug
  displayName
  colors {
    primary
    secondary
  }
  images {
    avatarUrl
  }
}`) as unknown as TypedDocumentString<TradeClubsQuery, TradeClubsQueryVariables>;
export const SearchEventSuggestionsDocument = new TypedDocumentString(`
    query SearchEventSuggestions($keyword: String!, $first: Int!) {
  searchEvents(criteria: {keyword: $keyword}, first: $first) {
    edges {
      node {
        ...EventSummaryFields
      }
    }
  }
}
    fragment EventSummaryFields on Event {
  eventId
  slug
  displayName
  avatarUrl
  startDate
  endDate
  timeZone
  city
  status
}`) as unknown as TypedDocumentString<SearchEventSuggestionsQuery, SearchEventSuggestionsQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    userId
    userName
    name
    firstName
    lastName
    bio
    gender
    dateOfBirth
    isComplete
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UpdateEmailSubscriptionsDocument = new TypedDocumentString(`
    mutation UpdateEmailSubscriptions($input: EmailSubscriptionsInput!) {
  updateEmailSubscriptions(input: $input) {
    userId
    emailSubscriptions {
      ...EmailSubscriptionFields
    }
  }
}
    fragment EmailSubscriptionFields on EmailSubscriptions {
  productUpdates
  eventReminders
  clubNews
  marketing
}`) as unknown as TypedDocumentString<UpdateEmailSubscriptionsMutation, UpdateEmailSubscriptionsMutationVariables>;
export const DeactivateAccountDocument = new TypedDocumentString(`
    mutation DeactivateAccount {
  deactivateAccount {
    userId
    isDeactivated
  }
}
    `) as unknown as TypedDocumentString<DeactivateAccountMutation, DeactivateAccountMutationVariables>;
export const ActivateAccountDocument = new TypedDocumentString(`
    mutation ActivateAccount {
  activateAccount {
    userId
    isDeactivated
  }
}
    `) as unknown as TypedDocumentString<ActivateAccountMutation, ActivateAccountMutationVariables>;
export const DeletePasskeyDocument = new TypedDocumentString(`
    mutation DeletePasskey($id: ID!) {
  deletePasskey(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePasskeyMutation, DeletePasskeyMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation DeleteAccount {
  deleteAccount {
    deletedAt
    recoverableUntil
  }
}
    `) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const StartPhoneNumberChangeDocument = new TypedDocumentString(`
    mutation StartPhoneNumberChange($phoneNumber: String!) {
  startPhoneNumberChange(phoneNumber: $phoneNumber) {
    nextResend
    expiredDate
  }
}
    `) as unknown as TypedDocumentString<StartPhoneNumberChangeMutation, StartPhoneNumberChangeMutationVariables>;
export const ConfirmPhoneNumberChangeDocument = new TypedDocumentString(`
    mutation ConfirmPhoneNumberChange($phoneNumber: String!, $code: String!) {
  confirmPhoneNumberChange(phoneNumber: $phoneNumber, code: $code) {
    userId
    phoneNumber
    isPhoneNumberVerified
    isComplete
  }
}
    `) as unknown as TypedDocumentString<ConfirmPhoneNumberChangeMutation, ConfirmPhoneNumberChangeMutationVariables>;
export const UpdateAddressDocument = new TypedDocumentString(`
    mutation UpdateAddress($input: UpdateAddressInput!) {
  updateAddress(input: $input) {
    ...AddressFields
  }
}
    fragment AddressFields on User {
  userId
  countryCode
  address {
    line1
    line2
    city
    region
    postalCode
    countryCode
  }
}`) as unknown as TypedDocumentString<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const SetSocialMediaDocument = new TypedDocumentString(`
    mutation SetSocialMedia($provider: String!, $value: String!) {
  setSocialMedia(provider: $provider, value: $value) {
    ...SocialMediaFields
  }
}
    fragment SocialMediaFields on User {
  userId
  socialMedias {
    provider
    value
  }
}`) as unknown as TypedDocumentString<SetSocialMediaMutation, SetSocialMediaMutationVariables>;
export const RemoveSocialMediaDocument = new TypedDocumentString(`
    mutation RemoveSocialMedia($provider: String!) {
  removeSocialMedia(provider: $provider) {
    ...SocialMediaFields
  }
}
    fragment SocialMediaFields on User {
  userId
  socialMedias {
    provider
    value
  }
}`) as unknown as TypedDocumentString<RemoveSocialMediaMutation, RemoveSocialMediaMutationVariables>;
export const ProfileSettingsDocument = new TypedDocumentString(`
    query ProfileSettings {
  me {
    userId
    isDeactivated
    emailSubscriptions {
      ...EmailSubscriptionFields
    }
  }
}
    fragment EmailSubscriptionFields on EmailSubscriptions {
  productUpdates
  eventReminders
  clubNews
  marketing
}`) as unknown as TypedDocumentString<ProfileSettingsQuery, ProfileSettingsQueryVariables>;
export const PasskeyListDocument = new TypedDocumentString(`
    query PasskeyList {
  passkeyCredentials {
    id
    name
    createdAt
    lastUsedAt
    deviceType
    backedUp
  }
}
    `) as unknown as TypedDocumentString<PasskeyListQuery, PasskeyListQueryVariables>;
export const MyAddressDocument = new TypedDocumentString(`
    query MyAddress {
  me {
    ...AddressFields
  }
}
    fragment AddressFields on User {
  userId
  countryCode
  address {
    line1
    line2
    city
    region
    postalCode
    countryCode
  }
}`) as unknown as TypedDocumentString<MyAddressQuery, MyAddressQueryVariables>;
export const MySocialMediasDocument = new TypedDocumentString(`
    query MySocialMedias {
  me {
    ...SocialMediaFields
  }
}
    fragment SocialMediaFields on User {
  userId
  socialMedias {
    provider
    value
  }
}`) as unknown as TypedDocumentString<MySocialMediasQuery, MySocialMediasQueryVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  me {
    userId
    userName
    name
    firstName
    lastName
    emailAddress
    verifiedEmailAddress
    phoneNumber
    gender
    dateOfBirth
    avatarUrl
    bio
    isVerified
    tier
    isComplete
    isDeleted
    isPhoneNumberVerified
    agreeToTermsAndConditions
    acceptedTermsVersion
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const UpdateWalkthroughDocument = new TypedDocumentString(`
    mutation UpdateWalkthrough($steps: [String!]!) {
  updateWalkthrough(steps: $steps) {
    userId
    walkthrough
  }
}
    `) as unknown as TypedDocumentString<UpdateWalkthroughMutation, UpdateWalkthroughMutationVariables>;