import type { EmailCategory, EmailSubscription } from '@repclub/shared';
import nodemailer from 'nodemailer';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Port } from '../../platform/port';
import type { MessagingRepository } from './messaging.repository';
import type { MessageMeta } from './messaging.tables';
import {
  type UnsubscribeClaim,
  type UnsubscribeTokens,
  unsubscribeLinks,
  withUnsubscribe,
} from './messaging.unsubscribe';

export type { MessageMeta };

/**
 * An e-mail as a module builds it (`modules/*\/*.emails.ts`). `category` says whether it always goes out
 * (`transactional`: sign-in, password, money, access) or follows one of the recipient's subscriptions
 * (docs/decisions/078); messaging decides at send time and adds the unsubscribe link.
 */
export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  meta?: MessageMeta;
  category: EmailCategory;
  /** Set by messaging for non-transactional mail: the RFC 8058 one-click address (SMTP header). */
  listUnsubscribe?: string;
};
export type TextMessage = { to: string; text: string; meta?: MessageMeta };

export type Mailer = { readonly kind: 'smtp' | 'outbox'; send: (email: Email) => Promise<void> };
export type SmsSender = { readonly kind: 'twilio' | 'outbox'; send: (message: TextMessage) => Promise<void> };

/** Mail without MAIL_URL and texts without an SMS provider are kept in the outbox instead of being sent. */
export function outboxMailer(repo: MessagingRepository, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    send: (email) =>
      repo.add({
        channel: 'email',
        to: email.to.toLowerCase(),
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        meta: { ...email.meta, category: email.category },
        createdAt: clock.now(),
      }),
  };
}

export function outboxSms(repo: MessagingRepository, clock: Clock): SmsSender {
  return {
    kind: 'outbox',
    send: (message) =>
      repo.add({
        channel: 'sms',
        to: message.to,
        text: message.text,
        meta: message.meta ?? {},
        createdAt: clock.now(),
      }),
  };
}

/** Real mail over SMTP (MAIL_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailer(mailUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(mailUrl);
  return {
    kind: 'smtp',
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.listUnsubscribe
          ? {
              list: { unsubscribe: email.listUnsubscribe },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
  };
}

/** Real texts through Twilio's Messages REST API. */
export function twilioSms(settings: NonNullable<Config['twilio']>): SmsSender {
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  return {
    kind: 'twilio',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: settings.fromNumber, Body: message.text }),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
      }
    },
  };
}

/**
 * What messaging asks of the accounts (users binds it: users come after messaging): whose address this is and
 * which subscriptions they keep, and turning one of them on or off.
 */
export type EmailRecipients = {
  /** The account with this address (case-insensitive), not deleted, with its subscriptions (defaults filled). */
  byEmail: (
    email: string,
  ) => Promise<{ userId: string; subscriptions: Record<EmailSubscription, boolean> } | null>;
  /** Sets one subscription of an account; false when there is no such account (or it was deleted). */
  setSubscription: (userId: string, subscription: EmailSubscription, subscribed: boolean) => Promise<boolean>;
};

/** What sendEmail did: sent (or kept in the outbox), or not sent because the recipient turned its kind off. */
export type SendOutcome = 'sent' | 'unsubscribed';

export function messagingService(
  repo: MessagingRepository,
  config: Config,
  clock: Clock,
  mail: { tokens: UnsubscribeTokens; recipients: Port<EmailRecipients> },
) {
  const mailer = config.mailUrl ? smtpMailer(config.mailUrl, config.mailFrom) : outboxMailer(repo, clock);
  const sms = config.twilio ? twilioSms(config.twilio) : outboxSms(repo, clock);
  const { tokens, recipients } = mail;

  /**
   * The one place that decides whether an e-mail goes out (docs/decisions/078): transactional mail always;
   * other mail only while its recipient keeps the subscription (an account's settings, or an address's
   * opt-out), and then with the link that turns it off.
   */
  async function sendEmail(email: Email): Promise<SendOutcome> {
    if (email.category === 'transactional') {
      await mailer.send(email);
      return 'sent';
    }
    const subscription = email.category;
    const address = email.to.trim().toLowerCase();
    const account = recipients.bound ? await recipients.use.byEmail(address) : null;
    if (account ? !account.subscriptions[subscription] : await repo.optedOut(address, subscription))
      return 'unsubscribed';
    const token = tokens.sign({
      ...(account ? { userId: account.userId } : { email: address }),
      subscription,
    });
    await mailer.send(
      withUnsubscribe(email, subscription, unsubscribeLinks(config.publicUrl, token), !!account),
    );
    return 'sent';
  }

  /**
   * What an unsubscribe link does (no sign-in: the signed token is the proof): turns its subscription off, or
   * on again (the page's undo). Null when the token is not one of ours; 'gone' when its account was deleted.
   */
  async function applyUnsubscribe(
    token: unknown,
    subscribed: boolean,
  ): Promise<{ claim: UnsubscribeClaim; subscribed: boolean } | null | 'gone'> {
    const claim = tokens.verify(token);
    if (!claim) return null;
    if ('userId' in claim) {
      if (!recipients.bound) return 'gone';
      const done = await recipients.use.setSubscription(claim.userId, claim.subscription, subscribed);
      return done ? { claim, subscribed } : 'gone';
    }
    if (subscribed) await repo.optIn(claim.email, claim.subscription);
    else await repo.optOut(claim.email, claim.subscription, clock.now());
    return { claim, subscribed };
  }

  return {
    mailer,
    sms,
    sendEmail,
    applyUnsubscribe,
    sendText: (message: TextMessage) => sms.send(message),
    /** Whether GET /api/dev/outbox is served (OUTBOX; on by default only for the embedded demo). */
    outboxEnabled: config.outbox,
    outbox: (filter: { to?: string; limit?: number }) =>
      repo.list({ ...(filter.to ? { to: filter.to } : {}), limit: Math.min(filter.limit ?? 50, 200) }),
  };
}

export type MessagingService = ReturnType<typeof messagingService>;
