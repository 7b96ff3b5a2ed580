import { describe, expect, it } from 'vitest';
import {
  avatarMenuItems,
  BOTTOM_NAV_ITEMS,
  createMenuItems,
  isKnownRoute,
  isPagePath,
  ROUTE_PATTERNS,
  ROUTES,
  routes,
} from './routes';

describe('routes', () => {
  it('has fixed paths', () => {
    expect(ROUTES.home).toBe('/home');
    expect(ROUTES.auth.signUp2).toBe('/auth/sign-up-2');
    expect(ROUTES.legacy.pieHub.joinNow).toBe('/legacy/pie-hub?a=join-now');
  });

  it('builds paths with encoded parameters and queries', () => {
    expect(routes.event('summer-party')).toBe('/events/summer-party');
    expect(routes.event('a/b')).toBe('/events/a%2Fb');
    expect(routes.search('jazz & blues')).toBe('/search?q=jazz+%26+blues');
    expect(routes.search()).toBe('/search');
    expect(routes.login({ to: '/events/x' })).toBe('/auth/login?to=%2Fevents%2Fx');
    expect(routes.signUp({ email: 'a@b.co', inviteId: '42' })).toBe(
      '/auth/sign-up?email=a%40b.co&inviteId=42',
    );
    expect(routes.repClubEventsCreate()).toBe('/rep-club/events/create?tab=info');
    expect(routes.myRepClubWayToRewardMembers('club', 'raffle', '7')).toBe(
      '/my/rep-clubs/club/offers/way-to-reward-members/raffle/7',
    );
    expect(routes.legacyPieReward('pie', 'reward')).toBe('/legacy/pies/pie/rewards/reward');
    expect(routes.profileAchievement('9')).toBe('/profile?achievement=9');
  });

  it('lists every route once, and every builder lands on a listed route', () => {
    expect(new Set(ROUTE_PATTERNS).size).toBe(ROUTE_PATTERNS.length);
    expect(ROUTE_PATTERNS).toHaveLength(112);
    const built = [
      routes.acceptInvite('1'),
      routes.eventEdit('1'),
      routes.offers('explore'),
      routes.myRepClubEventInvite('c', '1'),
      routes.myRepClubOfferEdit('c', '1'),
      routes.myRepClubWayToBuyPoints('c', 'streak'),
      routes.repClubAchievementEdit('c', 'a'),
      routes.repClubEventGuest('1'),
      routes.guestPass('abc'),
      routes.legacyPaymentBuy('1'),
      routes.pieHubRewardEdit('1'),
      routes.pieHubAchievementEdit('1'),
    ];
    for (const path of built) expect(isKnownRoute(path)).toBe(true);
    expect(isKnownRoute('/nowhere')).toBe(false);
  });

  it('tells pages from the fixed words of longer routes (breadcrumb links)', () => {
    expect(isPagePath('/events')).toBe(true);
    expect(isPagePath('/events/summer-party')).toBe(true);
    expect(isPagePath('/events/edit')).toBe(false);
    expect(isPagePath('/events/edit/ev-1')).toBe(true);
    expect(isPagePath('/rep-club')).toBe(false);
    expect(isPagePath('/rep-club/events')).toBe(true);
    expect(isPagePath('/rep-club/events/create')).toBe(true);
    expect(isPagePath('/rep-club/events/ev-1')).toBe(true);
    expect(isPagePath('/my/rep-clubs/club/offers/way-to-earn-points')).toBe(false);
    expect(isPagePath('/payout')).toBe(false);
    expect(isPagePath('/legacy/pies/p1/rewards')).toBe(false);
  });

  it('has the bottom navigation and menus', () => {
    expect(BOTTOM_NAV_ITEMS.map((item) => item.to)).toEqual([
      '/home',
      '/events',
      '/offers/explore',
      '/profile',
    ]);
    expect(createMenuItems(null)).toEqual([{ label: 'Event', to: '/rep-club/events/create?tab=info' }]);
    expect(createMenuItems('club').map((item) => item.to)).toEqual([
      '/rep-club/events/create?tab=info',
      '/my/rep-clubs/club/offers/select-offer-type',
      '/my/rep-clubs/club/achievements/create',
    ]);
    const menu = avatarMenuItems({ clubSlug: null, hasEvents: false });
    expect(menu[1]?.label).toBe('Create Rep Clubs');
    expect(menu[2]?.disabled).toBe(true);
    // A host without a club manages their events at /rep-club/events.
    expect(avatarMenuItems({ clubSlug: null, hasEvents: true })[2]).toEqual({
      label: 'Manage Events',
      to: '/rep-club/events',
      disabled: false,
    });
    expect(avatarMenuItems({ clubSlug: 'club', hasEvents: true })[2]).toEqual({
      label: 'Manage Events',
      to: '/my/rep-clubs/club/events',
      disabled: false,
    });
  });
});
