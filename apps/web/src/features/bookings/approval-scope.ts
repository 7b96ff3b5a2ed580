/**
 * Whom a viewer may approve at an event (decision 035, the server's rule): everyone with CanApproveAttendee;
 * with only CanApproveMyAttendee (a promoter), the people their referral link brought; otherwise nobody.
 * Declining follows the matching decline permission.
 */
export type ApprovalScope = { scope: 'ALL' | 'MINE' | null; mayDecline: boolean };

export function approvalScopeOf(permissions: readonly string[]): ApprovalScope {
  if (permissions.includes('CanApproveAttendee'))
    return { scope: 'ALL', mayDecline: permissions.includes('CanDeclineAttendee') };
  if (permissions.includes('CanApproveMyAttendee'))
    return { scope: 'MINE', mayDecline: permissions.includes('CanDeclineMyAttendee') };
  return { scope: null, mayDecline: false };
}

/**
 * What a viewer may do on the attendee page (decision 072, the server's rules): whom they see (everyone with
 * CanViewAttendees or CanApproveAttendee; a promoter their referrals), approve / decline / undo all or own, the
 * CSV export and the statistics.
 */
export type AttendeeAccess = {
  scope: 'ALL' | 'MINE' | null;
  approve: 'ALL' | 'MINE' | null;
  decline: 'ALL' | 'MINE' | null;
  undo: 'ALL' | 'MINE' | null;
  mayExport: boolean;
  mayStatistics: boolean;
};

const allOrMine = (held: readonly string[], all: string, mine: string) =>
  held.includes(all) ? 'ALL' : held.includes(mine) ? 'MINE' : null;

export function attendeeAccessOf(permissions: readonly string[]): AttendeeAccess {
  const scope = permissions.some((p) => p === 'CanViewAttendees' || p === 'CanApproveAttendee')
    ? 'ALL'
    : permissions.includes('CanApproveMyAttendee')
      ? 'MINE'
      : null;
  return {
    scope,
    approve: allOrMine(permissions, 'CanApproveAttendee', 'CanApproveMyAttendee'),
    decline: allOrMine(permissions, 'CanDeclineAttendee', 'CanDeclineMyAttendee'),
    undo: allOrMine(permissions, 'CanUndoAttendee', 'CanUndoMyAttendee'),
    mayExport: permissions.includes('CanExportAttendees'),
    mayStatistics: permissions.includes('CanFilterStatistics'),
  };
}

/** Whether an "all or own" right covers an attendee the viewer did or did not refer. */
export const covers = (right: 'ALL' | 'MINE' | null, referredByViewer: boolean) =>
  right === 'ALL' || (right === 'MINE' && referredByViewer);
