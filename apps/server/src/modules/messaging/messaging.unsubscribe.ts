import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_SUBSCRIPTION_LABELS,
  EMAIL_UNSUBSCRIBE_API,
  EMAIL_UNSUBSCRIBE_MESSAGES as U,
  type EmailSubscription,
  NOTIFICATION_PATHS,
  isEmailSubscription,
} from '@repclub/shared';
import type { Email } from './messaging.service';

/**
 * Who an unsubscribe link speaks for: an account (by id, so the link names no address and survives a change of
 * address) or, for mail to an address without an account, the address.
 */
export type UnsubscribeSubject = { userId: string } | { email: string };
export type UnsubscribeClaim = UnsubscribeSubject & { subscription: EmailSubscription };

const VERSION = 1;
const MAX_TOKEN_LENGTH = 600;

/** Signs and reads the token of unsubscribe links (HMAC-SHA256 with a key derived from the server secret). */
export function unsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('repclub:email-unsubscribe').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(claim: UnsubscribeClaim): string {
      const body = {
        v: VERSION,
        s: claim.subscription,
        ...('userId' in claim ? { u: claim.userId } : { e: claim.email }),
      };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The claim of a well-formed token with a good signature, else null (never throws). */
    verify(token: unknown): UnsubscribeClaim | null {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        if (body.v !== VERSION || !isEmailSubscription(body.s)) return null;
        if (typeof body.u === 'string' && body.u) return { userId: body.u, subscription: body.s };
        if (typeof body.e === 'string' && body.e.includes('@'))
          return { email: body.e, subscription: body.s };
        return null;
      } catch {
        return null;
      }
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;

/** The web page the link opens (/unsubscribe?token=…), which turns the subscription off in one click. */
export const unsubscribeLinks = (publicUrl: string, token: string) => ({
  page: `${publicUrl}${NOTIFICATION_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
  /** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here. */
  oneClick: `${publicUrl}${EMAIL_UNSUBSCRIBE_API}?token=${encodeURIComponent(token)}`,
});

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The e-mail with its unsubscribe line added at the end of the text and the HTML: to an account, which
 * subscription it follows; to an address without an account, a "not interested" line. The link goes in the
 * outbox meta and, for SMTP, in the List-Unsubscribe header.
 */
export function withUnsubscribe(
  email: Email,
  subscription: EmailSubscription,
  links: { page: string; oneClick: string },
  toAccount: boolean,
): Email {
  const link = links.page;
  const label = EMAIL_SUBSCRIPTION_LABELS[subscription].label;
  const line = toAccount ? U.accountFooter(label) : U.addressFooter;
  const action = toAccount ? U.unsubscribeLabel : U.notInterestedLabel;
  const text = `${email.text.replace(/\n*$/, '')}\n\n--\n${line}\n${action}: ${link}\n`;
  const footer = `<p style="color:#666;font-size:12px;margin-top:24px;border-top:1px solid #eee;padding-top:12px">${escape(line)} <a href="${escape(link)}" style="color:#3D1277">${escape(action)}</a></p>`;
  const html = email.html
    ? email.html.includes('</body>')
      ? email.html.replace('</body>', `${footer}</body>`)
      : `${email.html}${footer}`
    : undefined;
  return {
    ...email,
    text,
    ...(html ? { html } : {}),
    meta: { ...email.meta, unsubscribe: link },
    listUnsubscribe: links.oneClick,
  };
}
