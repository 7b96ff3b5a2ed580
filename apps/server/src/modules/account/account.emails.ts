import { layout, type Email } from '../messaging/messaging.module';

/** The forgot-password email: a single-use link valid for an hour. */
export function resetPasswordEmail(input: { to: string; name: string; link: string; token: string }): Email {
  const lines = [
    `Hi ${input.name},`,
    'We received a request to reset the password of your RepClub account.',
    'The link below works once and expires in 1 hour.',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ];
  return {
    to: input.to,
    subject: 'Reset your RepClub password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${input.link}\n`,
    html: layout('Reset your password', lines, { label: 'Reset password', href: input.link }),
    meta: { token: input.token, link: input.link },
    // The password: access.
    category: 'transactional',
  };
}

/** Sent after the password changes (reset or change), so an owner who did not do it finds out. */
export function passwordChangedEmail(input: { to: string; name: string; resetLink: string }): Email {
  const lines = [
    `Hi ${input.name},`,
    'The password of your RepClub account was just changed, and your other sessions were signed out.',
    'If this was not you, reset your password now and contact support.',
  ];
  return {
    to: input.to,
    subject: 'Your RepClub password was changed',
    text: `${lines.join('\n\n')}\n\nReset your password: ${input.resetLink}\n`,
    html: layout('Your password was changed', lines, { label: 'Reset password', href: input.resetLink }),
    // The password: access.
    category: 'transactional',
  };
}
