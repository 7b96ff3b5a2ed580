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
