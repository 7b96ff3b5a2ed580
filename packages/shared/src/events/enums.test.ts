import { describe, expect, it } from 'vitest';
import {
  ATTENDEE_STATES,
  canAddPeople,
  EVENT_EDITOR_TAB_LABELS,
  EVENT_EDITOR_TABS,
  EVENT_PERMISSIONS,
  eventRoleDisplayName,
  EVENTS_LIST_TAB_LABELS,
  INVITEE_STATE_BY_ROLE_STATUS,
  inviteeBadgeLabel,
} from './enums';

describe('enumerations', () => {
  it('lists values in spec order', () => {
    expect(ATTENDEE_STATES).toEqual(['NONE', 'PENDING', 'APPROVED', 'DECLINED', 'CHECKED_IN']);
  });

  it('has no duplicate permission', () => {
    expect(new Set(EVENT_PERMISSIONS).size).toBe(EVENT_PERMISSIONS.length);
  });

  it('shows invitee badges', () => {
    expect(inviteeBadgeLabel('Approved', 'large')).toBe('Approved');
    expect(inviteeBadgeLabel('Declined', 'large')).toBe('Not Selected');
    expect(inviteeBadgeLabel('Declined', 'small')).toBe('Declined');
    expect(inviteeBadgeLabel('InviteeAccepted', 'large')).toBe('RSVP Pending');
    expect(inviteeBadgeLabel('InviteeAccepted', 'small')).toBe('Pending');
    expect(INVITEE_STATE_BY_ROLE_STATUS.INVITEE_ACCEPTED).toBe('InviteeAccepted');
  });

  it('names event and club roles', () => {
    expect(eventRoleDisplayName('creator')).toBe('Producer');
    expect(eventRoleDisplayName('cohost')).toBe('Manager');
    expect(eventRoleDisplayName('coordinator')).toBe('Host');
    expect(eventRoleDisplayName('door')).toBe('Scanner');
    expect(eventRoleDisplayName('talent')).toBeNull();
    expect(eventRoleDisplayName('attendee')).toBeNull();
  });

  it('lets any add-attendee permission add people', () => {
    expect(canAddPeople(['CanAddDoorAttendee'])).toBe(true);
    expect(canAddPeople(['CanApproveAttendee', 'CanAddVip'])).toBe(false);
  });
});
describe('tabs', () => {
  it('labels the event editor guest tab Tickets', () => {
    expect(EVENT_EDITOR_TABS).toEqual(['info', 'guest', 'settings', 'questions', 'rep-clubs', 'preview']);
    expect(EVENT_EDITOR_TAB_LABELS.guest).toBe('Tickets');
    expect(EVENT_EDITOR_TAB_LABELS['rep-clubs']).toBe('Rep Clubs');
  });

  it('title-cases other values', () => {
    expect(EVENTS_LIST_TAB_LABELS['this-week']).toBe('This Week');
  });
});
