import type { Email } from '../messaging/messaging.service';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function layout(title: string, paragraphs: string[], action?: { label: string; href: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.href)}" style="background:#3D1277;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:24px"><h1 style="color:#3D1277;font-size:22px">${escape(title)}</h1>${body}${button}<p style="color:#666;font-size:12px">RepClub</p></body></html>`;
}

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
  };
}
