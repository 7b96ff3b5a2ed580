/**
 * Notification types and property keys (accounts §3, §4.3).
 */

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
  /** Not in the spec's list (docs/decisions/075): a payout of the host's event earnings was sent. */
  'EventPayoutSent',
  /** Not in the spec's list (docs/decisions/080): offline scans admitted tickets already used (the event's creator). */
  'EventScanConflict',
  /** Not in the spec's list (decisions 084, 085): a reply to the user's comment; a group message from an event's team. */
  'EventCommentReply',
  'EventGroupMessage',
  /** Not in the spec's list (docs/decisions/089): tickets the user wished for are on sale again. */
  'EventTicketAvailable',
  /** Not in the spec's list (issue 15, docs/decisions/098): club team and membership invites, ownership, roles. */
  'ClubTeamInvitation',
  'ClubOwnershipTransferRequest',
  'ClubOwnershipTransferAccepted',
  'ClubOwnershipTransferRejected',
  'ClubRoleUpdate',
  /** Points (issue 15, docs/decisions/097): points sent or granted to the user; trade requests and their answers. */
  'PointsReceived',
  'TradeRequestReceived',
  'TradeRequestAccepted',
  'TradeRequestDeclined',
  /** Points (issue 15, docs/decisions/100–101): points bought (with an e-mail receipt) and earned at check-in. */
  'PointsPurchased',
  'PointsEarned',
  /** Offers (issue 23, docs/decisions/136): an offer rewarded the member; a draw's winner; a redemption confirmed. */
  'OfferAwarded',
  'OfferWon',
  'OfferRedemptionConfirmed',
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
  /** Rep clubs (issue 15). */
  'ClubId',
  'ClubName',
  'ClubInviteId',
] as const;
export type NotificationPropertyKey = (typeof NOTIFICATION_PROPERTY_KEYS)[number];
