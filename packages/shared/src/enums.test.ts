import { describe, expect, it } from 'vitest';
import {
  ATTENDEE_STATES,
  ageRangeFor,
  CLUB_ROLE_DISPLAY_NAMES,
  canAddPeople,
  EVENT_PERMISSIONS,
  eventRoleDisplayName,
  INVITEE_STATE_BY_ROLE_STATUS,
  inviteeBadgeLabel,
  isOnboardingFinished,
  NOTIFICATION_TYPES,
  OFFER_REQUIREMENT_MAX_PER_OFFER,
  PIE_APPEARANCE_LAYER_LABELS,
  PIE_PERMISSIONS,
  REDEEM_TYPE_LABELS,
  SIGN_UP_GENDERS,
  socialAuthProvider,
} from './enums';

describe('enumerations', () => {
  it('lists values in spec order', () => {
    expect(ATTENDEE_STATES).toEqual(['NONE', 'PENDING', 'APPROVED', 'DECLINED', 'CHECKED_IN']);
    expect(SIGN_UP_GENDERS).toEqual(['Male', 'Female', 'Other']);
    // The spec's 29, then the ones we add (docs/decisions/031).
    expect(NOTIFICATION_TYPES).toHaveLength(31);
    expect(NOTIFICATION_TYPES.slice(0, 29).at(-1)).toBe('EventCheckinSuccess');
    expect(PIE_PERMISSIONS).toHaveLength(22);
  });

  it('has no duplicate permission', () => {
    expect(new Set(EVENT_PERMISSIONS).size).toBe(EVENT_PERMISSIONS.length);
  });

  it('labels redeem types and pie layers', () => {
    expect(REDEEM_TYPE_LABELS.QR_CODE).toBe('Access Pass');
    expect(REDEEM_TYPE_LABELS.LOCATION_INFO).toBe('Location Information');
    expect(PIE_APPEARANCE_LAYER_LABELS.fork).toBe('Utensil');
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
    expect(CLUB_ROLE_DISPLAY_NAMES.ACCOUNT_MANAGER).toBe('Account Manager');
  });

  it('lets any add-attendee permission add people', () => {
    expect(canAddPeople(['CanAddDoorAttendee'])).toBe(true);
    expect(canAddPeople(['CanApproveAttendee', 'CanAddVip'])).toBe(false);
  });

  it('caps offer requirements', () => {
    expect(OFFER_REQUIREMENT_MAX_PER_OFFER).toEqual({
      PRICE: 1,
      LOYALTY_STATUS: 5,
      REP_POINTS: 5,
      REP_SCORE: 5,
      ACHIEVEMENTS: 1,
      NONE: 1,
    });
  });

  it('maps social options to auth providers', () => {
    expect(socialAuthProvider('youtube')).toBe('google');
    expect(socialAuthProvider('amazonmusic')).toBe('amazon');
    expect(socialAuthProvider('facebook')).toBe('facebook');
  });

  it('finds the age range', () => {
    expect(ageRangeFor(17)).toBeNull();
    expect(ageRangeFor(18)).toBe('18-24');
    expect(ageRangeFor(34)).toBe('25-34');
    expect(ageRangeFor(44)).toBe('35-44');
    expect(ageRangeFor(45)).toBe('45+');
  });

  it('treats COMPLETE and NONE as finished onboarding', () => {
    expect(isOnboardingFinished('COMPLETE')).toBe(true);
    expect(isOnboardingFinished('NONE')).toBe(true);
    expect(isOnboardingFinished('PENDING')).toBe(false);
    expect(isOnboardingFinished('ACTIVE')).toBe(false);
  });
});
