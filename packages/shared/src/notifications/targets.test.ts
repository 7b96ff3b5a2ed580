import { describe, expect, it } from 'vitest';
import { notificationPropertiesFromPairs, notificationTarget } from './targets';

describe('notificationTarget', () => {
  const props = {
    PieSlug: 'pie',
    RewardSlug: 'reward',
    AchievementId: '7',
    FormattedInviteId: 'INV-1',
    EventSlug: 'party',
  };

  it.each([
    ['CreatePie', '/legacy/pie-hub/overview'],
    ['PointsReceived', '/rep-points/my-points'],
    ['TradeRequestReceived', '/rep-points/trade-requests'],
    ['TradeRequestAccepted', '/rep-points/trade-requests'],
    ['TradeRequestDeclined', '/rep-points/trade-requests'],
    ['BuySlices', '/legacy/slices'],
    ['SendSlices', '/legacy/slices'],
    ['ReceiveSlices', '/legacy/slices'],
    ['SomeoneBuySlices', '/legacy/pie-hub/sales'],
    ['AwardedReward', '/legacy/pies/pie/rewards/reward'],
    ['RewardLoser', '/legacy/pies/pie/rewards/reward'],
    ['ReceiveAchievement', '/profile?achievement=7'],
    ['OfferAwarded', '/offers/explore'],
    ['OfferWon', '/offers/explore'],
    ['OfferRedemptionConfirmed', '/offers/explore'],
    ['UserInviteAccepted', '/legacy/pie-hub'],
    ['UserPassedWaitingList', '/legacy/pie-hub'],
    ['NewWisherAdded', '/legacy/pie-hub'],
    ['PieOwnershipTransferRequest', '/legacy/pie-hub'],
    ['UserInvitesIncreased', '/profile/invites'],
    ['AwardPie', '/legacy/pie-hub/details'],
    ['WishedPieActivated', '/legacy/pies/pie'],
    ['EventInvitation', '/accept-invite/INV-1'],
    ['EventCoHostInvitation', '/accept-invite/INV-1'],
    ['EventApproved', '/events/party'],
    ['EventCheckinSuccess', '/events/party'],
    ['EventTicketOffered', '/events/party'],
    ['EventTicketGifted', '/events/party'],
    ['EventTicketAvailable', '/events/party'],
    ['PointsPurchased', '/rep-points/my-points'],
    ['PointsEarned', '/rep-points/my-points'],
    ['EventPending', '/rep-club/events/party/approval'],
    ['EventPayoutSent', '/rep-club/events/party/revenue'],
    ['EventScanConflict', '/rep-club/events/party'],
    ['PieOwnershipTransferAccepted', '/profile/notifications'],
    ['SomethingNew', '/profile/notifications'],
  ])('%s → %s', (type, path) => {
    expect(notificationTarget(type, props)).toBe(path);
  });

  it('sends role updates of managers to the management page', () => {
    expect(notificationTarget('EventRoleUpdate', { EventSlug: 'party', RoleType: 'cohost' })).toBe(
      '/rep-club/events/party',
    );
    expect(notificationTarget('EventRoleUpdate', { EventSlug: 'party', RoleType: 'PROMOTER' })).toBe(
      '/rep-club/events/party',
    );
    expect(notificationTarget('EventRoleUpdate', { EventSlug: 'party', AttendeeRole: 'COORDINATOR' })).toBe(
      '/rep-club/events/party',
    );
    expect(notificationTarget('EventRoleUpdate', { EventSlug: 'party', RoleType: 'sponsor' })).toBe(
      '/events/party',
    );
  });

  it('falls back when a needed property is missing', () => {
    expect(notificationTarget('EventApproved', {})).toBe('/profile/notifications');
  });

  it('reads key/value pairs', () => {
    expect(
      notificationPropertiesFromPairs([
        { key: 'EventSlug', value: 'party' },
        { key: 'PieSlug', value: null },
      ]),
    ).toEqual({ EventSlug: 'party' });
  });
});

describe('club notification targets (issue 15)', () => {
  it('opens invites on the clubs index and transfers and roles on the club', () => {
    expect(notificationTarget('ClubTeamInvitation', { ClubInviteId: 'abc' })).toBe(
      '/my/rep-clubs?invite=abc',
    );
    expect(notificationTarget('ClubOwnershipTransferRequest', { ClubId: 'c1' })).toBe('/my/rep-clubs/c1');
    expect(notificationTarget('ClubRoleUpdate', { ClubId: 'c1' })).toBe('/my/rep-clubs/c1');
    expect(notificationTarget('ClubOwnershipTransferAccepted', {})).toBe('/my/rep-clubs');
  });
});
