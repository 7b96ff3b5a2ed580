import { describe, expect, it } from 'vitest';
import {
  ADD_ROLE_PERMISSION,
  eventRoleInviteSchema,
  EVENT_TEAM_MESSAGES,
  formatRoleInviteId,
  invitableRoles,
  parseRoleInviteId,
  REMOVE_ROLE_PERMISSION,
  teamRoleDisplayName,
} from './team';
import { EVENT_PERMISSIONS, EVENT_TEAM_ROLES } from './enums';

describe('event team (decision 073)', () => {
  it('tells a team-role invitation id from a RepClub invite id', () => {
    const id = '7d9f1c2e-0000-4000-8000-000000000001';
    expect(formatRoleInviteId(id)).toBe(`role-${id}`);
    expect(parseRoleInviteId(`role-${id}`)).toBe(id);
    expect(parseRoleInviteId(id)).toBeNull();
    expect(parseRoleInviteId('role-')).toBeNull();
  });

  it('names each role as domain §6 does, and maps every role to real flags', () => {
    expect(EVENT_TEAM_ROLES.map(teamRoleDisplayName)).toEqual([
      'Manager',
      'Promoter',
      'Host',
      'Scanner',
      'Sponsor',
      null,
    ]);
    for (const role of EVENT_TEAM_ROLES) {
      expect(EVENT_PERMISSIONS).toContain(ADD_ROLE_PERMISSION[role]);
      expect(EVENT_PERMISSIONS).toContain(REMOVE_ROLE_PERMISSION[role]);
    }
    expect(invitableRoles(['CanAddDoorAttendee', 'CanViewAttendees'])).toEqual(['DOOR']);
  });

  it('needs exactly one of a person and an e-mail address', () => {
    const message = (input: unknown) => eventRoleInviteSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ role: 'DOOR' })).toBe(EVENT_TEAM_MESSAGES.inviteeRequired);
    expect(message({ role: 'DOOR', userId: 'u', email: 'a@b.co' })).toBe(EVENT_TEAM_MESSAGES.inviteeBoth);
    expect(eventRoleInviteSchema.parse({ role: 'DOOR', email: ' A@B.co ' }).email).toBe('a@b.co');
  });
});
