import { describe, expect, it } from 'vitest';
import { resolveNotificationTarget } from '@/features/notifications/use-open-notification';
import { notificationNode } from '@/test/mock-graphql';

const existing =
  (...paths: string[]) =>
  (href: string) =>
    paths.includes(href.split('?')[0] ?? href);

describe('resolveNotificationTarget', () => {
  const approved = notificationNode('n1', { type: 'EventApproved' }, { EventSlug: 'summer-fest' });

  it('goes to the target of accounts §4.3 when that page exists', () => {
    expect(resolveNotificationTarget(approved, existing('/events/summer-fest'))).toBe('/events/summer-fest');
  });

  it('falls back to /profile/notifications when the target page does not exist yet', () => {
    expect(resolveNotificationTarget(approved, existing('/profile/notifications'))).toBe(
      '/profile/notifications',
    );
  });

  it('stays (null) when neither the target nor /profile/notifications exists', () => {
    expect(resolveNotificationTarget(approved, existing())).toBeNull();
  });

  it('an achievement keeps its query when the profile page exists', () => {
    const achievement = notificationNode('n2', { type: 'ReceiveAchievement' }, { AchievementId: 'a 1' });
    expect(resolveNotificationTarget(achievement, existing('/profile'))).toBe('/profile?achievement=a+1');
  });

  it('an accepted invite opens /profile/invites while /legacy/pie-hub does not exist', () => {
    const accepted = notificationNode('n4', { type: 'UserInviteAccepted' }, { ReceiverName: 'Bea' });
    const pages = existing('/profile/invites', '/profile/notifications');
    expect(resolveNotificationTarget(accepted, pages)).toBe('/profile/invites');
    expect(resolveNotificationTarget(accepted, existing('/legacy/pie-hub', '/profile/invites'))).toBe(
      '/legacy/pie-hub',
    );
  });

  it('a type without a target of its own goes to /profile/notifications', () => {
    const other = notificationNode('n3', { type: 'PieOwnershipTransferAccepted' });
    expect(resolveNotificationTarget(other, existing('/profile/notifications'))).toBe(
      '/profile/notifications',
    );
  });

  it('team invitations open /accept-invite/role-{id}; role updates the host page or the public page (decision 073)', () => {
    const routeExists = (href: string) => /^\/(accept-invite|events|rep-club\/events)\//.test(href);
    for (const type of [
      'EventCoHostInvitation',
      'EventPromoteInvitation',
      'EventSponsorInvitation',
      'EventInvitation',
    ]) {
      const node = notificationNode('n5', { type }, { FormattedInviteId: 'role-abc', EventSlug: 'party' });
      expect(resolveNotificationTarget(node, routeExists)).toBe('/accept-invite/role-abc');
    }
    const accepted = notificationNode(
      'n6',
      { type: 'EventRoleUpdate' },
      { EventSlug: 'party', RoleType: 'CO_HOST' },
    );
    expect(resolveNotificationTarget(accepted, routeExists)).toBe('/rep-club/events/party');
    const removed = notificationNode(
      'n7',
      { type: 'EventRoleUpdate' },
      { EventSlug: 'party', RoleType: 'NONE', AttendeeRole: 'ATTENDEE' },
    );
    expect(resolveNotificationTarget(removed, routeExists)).toBe('/events/party');
  });
});
