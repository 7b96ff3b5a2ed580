import { describe, expect, it } from 'vitest';
import { approvalScopeOf, attendeeAccessOf, covers } from './approval-scope';

describe('approvalScopeOf', () => {
  it('gives everyone to CanApproveAttendee, with decline when CanDeclineAttendee is held too', () => {
    expect(approvalScopeOf(['CanApproveAttendee', 'CanApproveMyAttendee', 'CanDeclineAttendee'])).toEqual({
      scope: 'ALL',
      mayDecline: true,
    });
    expect(approvalScopeOf(['CanApproveAttendee', 'CanDeclineMyAttendee'])).toEqual({
      scope: 'ALL',
      mayDecline: false,
    });
  });

  it('limits a promoter to their own referrals, declining with CanDeclineMyAttendee', () => {
    expect(approvalScopeOf(['CanApproveMyAttendee', 'CanDeclineMyAttendee'])).toEqual({
      scope: 'MINE',
      mayDecline: true,
    });
  });

  it('gives nobody to the rest of the team', () => {
    expect(approvalScopeOf(['CanViewAttendees', 'CanScanTicket'])).toEqual({
      scope: null,
      mayDecline: false,
    });
  });
});

describe('attendeeAccessOf', () => {
  it('gives the door the whole list but no decisions, export or statistics', () => {
    expect(attendeeAccessOf(['CanViewAttendees', 'CanScanTicket', 'CanSearchGuests'])).toEqual({
      scope: 'ALL',
      approve: null,
      decline: null,
      undo: null,
      mayExport: false,
      mayStatistics: false,
    });
  });

  it('limits a promoter to their referrals for every decision', () => {
    const access = attendeeAccessOf([
      'CanApproveMyAttendee',
      'CanDeclineMyAttendee',
      'CanUndoMyAttendee',
      'CanAddVip',
    ]);
    expect(access).toMatchObject({
      scope: 'MINE',
      approve: 'MINE',
      decline: 'MINE',
      undo: 'MINE',
      mayExport: false,
    });
    expect(covers(access.undo, true)).toBe(true);
    expect(covers(access.undo, false)).toBe(false);
  });

  it('gives co-hosts everything, export and statistics included', () => {
    const access = attendeeAccessOf([
      'CanViewAttendees',
      'CanApproveAttendee',
      'CanDeclineAttendee',
      'CanUndoAttendee',
      'CanExportAttendees',
      'CanFilterStatistics',
    ]);
    expect(access).toEqual({
      scope: 'ALL',
      approve: 'ALL',
      decline: 'ALL',
      undo: 'ALL',
      mayExport: true,
      mayStatistics: true,
    });
    expect(covers(access.approve, false)).toBe(true);
    expect(attendeeAccessOf(['CanShareEventLink']).scope).toBeNull();
  });
});
