import { type Email, layout } from '../messaging/messaging.module';

/** The verification email sent at sign-up: a link that verifies the address, and the sign-in code. */
export function verificationEmail(input: {
  to: string;
  name: string;
  link: string;
  token: string;
  code: string;
}): Email {
  const lines = [
    `Hi ${input.name},`,
    'Please confirm your email address to finish creating your RepClub account.',
    `Your verification code is ${input.code}. It expires in 10 minutes.`,
    'If you did not sign up, you can ignore this email.',
  ];
  return {
    to: input.to,
    subject: 'Confirm your email for RepClub',
    text: `${lines.join('\n\n')}\n\nConfirm your email: ${input.link}\n`,
    html: layout('Confirm your email', lines, { label: 'Confirm email', href: input.link }),
    meta: { code: input.code, token: input.token, link: input.link },
    // Signing up: access.
    category: 'transactional',
  };
}

/** The sign-in code sent after a password sign-in (purpose VerifySignIn). */
export function signInCodeEmail(input: { to: string; code: string }): Email {
  const lines = [
    `Your RepClub sign-in code is ${input.code}.`,
    'It expires in 10 minutes. If you did not try to sign in, change your password.',
  ];
  return {
    to: input.to,
    subject: `${input.code} is your RepClub sign-in code`,
    text: lines.join('\n\n'),
    html: layout('Your sign-in code', lines),
    meta: { code: input.code },
    // Signing in: access.
    category: 'transactional',
  };
}
