/**
 * The activity feed on /home (domain §2 "Activity feed filters: all, requests, offers, achievements, events";
 * docs/decisions/143): what happened to the member, read from their notifications. `all` is every notification;
 * each other filter is the notification types of its kind. Types of no kind (points moved, pies, slices) show
 * under `all` only.
 */
import type { ActivityFeedFilter } from '../common/tabs';
import type { NotificationType } from './enums';

export type ActivityKind = Exclude<ActivityFeedFilter, 'all'>;

export const ACTIVITY_FEED_TYPES: Readonly<Record<ActivityKind, readonly NotificationType[]>> = {
  /** Something asks the member to answer: invitations, offered tickets, ownership transfers, trade requests. */
  requests: [
    'EventInvitation',
    'EventCoHostInvitation',
    'EventPromoteInvitation',
    'EventSponsorInvitation',
    'EventTicketOffered',
    'EventTicketGifted',
    'ClubTeamInvitation',
    'ClubOwnershipTransferRequest',
    'ClubOwnershipTransferAccepted',
    'ClubOwnershipTransferRejected',
    'PieOwnershipTransferRequest',
    'PieOwnershipTransferAccepted',
    'PieOwnershipTransferRejected',
    'TradeRequestReceived',
    'TradeRequestAccepted',
    'TradeRequestDeclined',
  ],
  /** Offers and rewards (domain §4 gives them one status for a user). */
  offers: [
    'OfferAwarded',
    'OfferWon',
    'OfferRedemptionConfirmed',
    'ReceiveReward',
    'GenerateRewardWinnersReminder',
    'AwardedReward',
    'RewardLoser',
  ],
  achievements: ['ReceiveAchievement'],
  events: [
    'EventPending',
    'EventApproved',
    'EventDeclined',
    'EventStarted',
    'EventRoleUpdate',
    'EventCheckinSuccess',
    'EventTicketAvailable',
    'EventCommentReply',
    'EventGroupMessage',
    'EventScanConflict',
    'EventPayoutSent',
  ],
};

/** The notification types a filter shows; null for `all` (every type). */
export function activityFeedTypes(filter: ActivityFeedFilter): readonly NotificationType[] | null {
  return filter === 'all' ? null : ACTIVITY_FEED_TYPES[filter];
}
