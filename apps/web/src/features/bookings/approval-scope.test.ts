import { describe, expect, it } from 'vitest';
import { approvalScopeOf } from './approval-scope';

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
