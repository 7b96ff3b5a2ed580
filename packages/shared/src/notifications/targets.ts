/**
 * Where a click on a notification leads (accounts §4.3).
 *
 * The spec writes the reward target as /legacy/pies/{pieSlug}/legacy/rewards/{rewardSlug}; the
 * route table only has /legacy/pies/{id}/rewards/{rewardId}, so we use that one.
 */
import { CLUB_PATHS, clubRoutes } from '../clubs/routes';
import { eventRoutes } from '../events/routes';
import { inviteRoutes } from '../invites/routes';
import { OFFER_PATHS } from '../offers/routes';
import { PIE_PATHS, pieRoutes } from '../pies/routes';
import { POINTS_PATHS } from '../points/routes';
import { rewardRoutes } from '../rewards/routes';
import { USER_PATHS, userRoutes } from '../users/routes';
import type { NotificationPropertyKey, NotificationType } from './enums';

export type NotificationProperties = Partial<Record<NotificationPropertyKey, string>>;

/** Turns the `customProperties` key/value pairs into a record (unknown keys are dropped). */
export function notificationPropertiesFromPairs(
  pairs: readonly { key: string; value: string | null | undefined }[],
): NotificationProperties {
  const properties: Record<string, string> = {};
  for (const { key, value } of pairs) {
    if (value !== null && value !== undefined) properties[key] = value;
  }
  return properties as NotificationProperties;
}

const TRADE_REQUEST_NOTIFICATIONS: readonly string[] = [
  'TradeRequestReceived',
  'TradeRequestAccepted',
  'TradeRequestDeclined',
];
const SLICE_NOTIFICATIONS: readonly string[] = ['BuySlices', 'SendSlices', 'ReceiveSlices'];
const REWARD_NOTIFICATIONS: readonly string[] = [
  'ReceiveReward',
  'GenerateRewardWinnersReminder',
  'AwardedReward',
  'RewardLoser',
];
const PIE_HUB_NOTIFICATIONS: readonly string[] = [
  'UserInviteAccepted',
  'UserPassedWaitingList',
  'NewWisherAdded',
  'PieOwnershipTransferRequest',
];
const EVENT_INVITATION_NOTIFICATIONS: readonly string[] = [
  'EventCoHostInvitation',
  'EventPromoteInvitation',
  'EventSponsorInvitation',
  'EventInvitation',
];
const EVENT_PAGE_NOTIFICATIONS: readonly string[] = [
  'EventApproved',
  'EventDeclined',
  'EventStarted',
  'EventCheckinSuccess',
  'EventTicketOffered',
  'EventTicketGifted',
  'EventCommentReply',
  'EventGroupMessage',
  'EventTicketAvailable',
];

/** 'CO_HOST', 'CoHost' and 'cohost' all compare equal. */
function normaliseRole(role: string | undefined): string {
  return (role ?? '').replace(/[_\s-]/g, '').toLowerCase();
}

/**
 * The path a notification opens. Falls back to /profile/notifications when the type is unknown
 * or a property the target needs is missing.
 */
export function notificationTarget(
  type: NotificationType | string,
  properties: NotificationProperties,
): string {
  const fallback = USER_PATHS.profile.notifications;
  const { PieSlug, RewardSlug, AchievementId, FormattedInviteId, EventSlug, ClubId, ClubInviteId } =
    properties;

  if (type === 'PointsReceived') return POINTS_PATHS.repPoints.myPoints;
  if (TRADE_REQUEST_NOTIFICATIONS.includes(type)) return POINTS_PATHS.repPoints.tradeRequests;
  if (type === 'PointsPurchased' || type === 'PointsEarned') return POINTS_PATHS.repPoints.myPoints;
  // Offers (docs/decisions/136): the member's offers, where awarded ones and their redemptions show.
  if (type === 'OfferAwarded' || type === 'OfferWon' || type === 'OfferRedemptionConfirmed')
    return OFFER_PATHS.offersExplore;
  if (type === 'CreatePie') return PIE_PATHS.legacy.pieHub.overview;
  if (SLICE_NOTIFICATIONS.includes(type)) return PIE_PATHS.legacy.slices;
  if (type === 'SomeoneBuySlices') return PIE_PATHS.legacy.pieHub.sales;
  if (REWARD_NOTIFICATIONS.includes(type)) {
    return PieSlug && RewardSlug ? rewardRoutes.legacyPieReward(PieSlug, RewardSlug) : fallback;
  }
  if (type === 'ReceiveAchievement') {
    return AchievementId ? userRoutes.profileAchievement(AchievementId) : fallback;
  }
  if (PIE_HUB_NOTIFICATIONS.includes(type)) return PIE_PATHS.legacy.pieHub.index;
  if (type === 'UserInvitesIncreased') return USER_PATHS.profile.invites;
  if (type === 'AwardPie') return PIE_PATHS.legacy.pieHub.details;
  if (type === 'WishedPieActivated') return PieSlug ? pieRoutes.legacyPie(PieSlug) : fallback;
  if (EVENT_INVITATION_NOTIFICATIONS.includes(type)) {
    return FormattedInviteId ? inviteRoutes.acceptInvite(FormattedInviteId) : fallback;
  }
  // Club invites open the clubs index, which lists pending invites; transfers and roles the club's admin page.
  if (type === 'ClubTeamInvitation')
    return ClubInviteId ? clubRoutes.myRepClubsInvite(ClubInviteId) : CLUB_PATHS.myRepClubs.index;
  if (type.startsWith('ClubOwnershipTransfer') || type === 'ClubRoleUpdate')
    return ClubId ? clubRoutes.myRepClub(ClubId) : CLUB_PATHS.myRepClubs.index;
  if (!EventSlug) return fallback;
  if (EVENT_PAGE_NOTIFICATIONS.includes(type)) return eventRoutes.event(EventSlug);
  if (type === 'EventRoleUpdate') {
    const role = normaliseRole(properties.RoleType);
    const manages =
      role === 'cohost' || role === 'promoter' || normaliseRole(properties.AttendeeRole) === 'coordinator';
    return manages ? eventRoutes.repClubEvent(EventSlug) : eventRoutes.event(EventSlug);
  }
  if (type === 'EventPending') return eventRoutes.repClubEventApproval(EventSlug);
  if (type === 'EventPayoutSent') return eventRoutes.repClubEventRevenue(EventSlug);
  if (type === 'EventScanConflict') return eventRoutes.repClubEvent(EventSlug);
  return fallback;
}
