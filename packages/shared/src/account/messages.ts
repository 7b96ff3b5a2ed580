/** User-facing messages of the account domain, shared by the server and the web app (docs/decisions/065). */

/** Messages the spec does not give (docs/decisions/012-account-lifecycle.md). */
export const ACCOUNT_MESSAGES = {
  resetEmailSent:
    'If an account exists for this email address, we have sent it a link to reset your password.',
  resetLinkInvalid:
    'This password reset link is invalid, has expired or has already been used. Please request a new one.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  samePassword: 'Your new password must be different from your current password.',
  passwordChanged: 'Your password has been changed.',
  alreadyDeleted: 'This account is already deleted.',
  notDeleted: 'This account is not deleted.',
  recoveryWindowOver: 'This account was deleted more than 90 days ago and can no longer be recovered.',
  notWhileImpersonating: 'This action is not available while impersonating a user.',
  impersonationTargetRequired: 'Please enter the user id or username of the account to impersonate.',
  userNotFound: 'User not found.',
  cannotImpersonateAdmin: 'Administrators cannot be impersonated.',
  cannotImpersonateDeleted: 'This account is deleted and cannot be impersonated.',
} as const;
