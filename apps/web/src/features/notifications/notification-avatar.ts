import type { NotificationProperties, NotificationPropertyKey } from '@repclub/shared';

/** Which customProperties key holds the picture of each notification type (accounts §3, §4.3). */
const AVATAR_KEYS_BY_TYPE: Readonly<Record<string, readonly NotificationPropertyKey[]>> = {
  ReceiveAchievement: ['AchievementAvatar'],
  ReceiveReward: ['RewardAvatar', 'PieAvatar'],
  GenerateRewardWinnersReminder: ['RewardAvatar', 'PieAvatar'],
  AwardedReward: ['RewardAvatar', 'PieAvatar'],
  RewardLoser: ['RewardAvatar', 'PieAvatar'],
  CreatePie: ['PieAvatar'],
  NewWisherAdded: ['PieAvatar'],
  WishedPieActivated: ['PieAvatar'],
  AwardPie: ['PieAvatar'],
  BuySlices: ['PieAvatar'],
  SomeoneBuySlices: ['BuyerAvatar', 'PieAvatar'],
  SendSlices: ['ReceiverAvatar', 'PieAvatar'],
  ReceiveSlices: ['SenderAvatar', 'PieAvatar'],
  PieOwnershipTransferRequest: ['SenderAvatar', 'PieAvatar'],
  PieOwnershipTransferAccepted: ['ReceiverAvatar', 'PieAvatar'],
  PieOwnershipTransferRejected: ['ReceiverAvatar', 'PieAvatar'],
  UserInviteAccepted: ['ReceiverAvatar', 'SenderAvatar'],
};

/** Any other type: an event picture first, then whoever the notification is about. */
const FALLBACK_AVATAR_KEYS: readonly NotificationPropertyKey[] = [
  'EventAvatar',
  'SenderAvatar',
  'BuyerAvatar',
  'ReceiverAvatar',
  'PieAvatar',
  'RewardAvatar',
  'AchievementAvatar',
];

/** The picture shown beside a notification, or null when it carries none (a type icon is shown instead). */
export function notificationAvatar(type: string, properties: NotificationProperties): string | null {
  const keys = AVATAR_KEYS_BY_TYPE[type] ?? FALLBACK_AVATAR_KEYS;
  for (const key of keys) {
    const value = properties[key];
    if (value) return value;
  }
  return null;
}
