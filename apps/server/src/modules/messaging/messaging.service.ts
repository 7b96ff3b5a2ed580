import nodemailer from 'nodemailer';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { MessagingRepository } from './messaging.repository';

/** What a message carries besides its text, kept in the outbox so tests and demos can read it. */
export type MessageMeta = { code?: string; token?: string; link?: string };

export type Email = { to: string; subject: string; text: string; html?: string; meta?: MessageMeta };
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
        meta: email.meta ?? {},
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

export function messagingService(repo: MessagingRepository, config: Config, clock: Clock) {
  const mailer = config.mailUrl ? smtpMailer(config.mailUrl, config.mailFrom) : outboxMailer(repo, clock);
  const sms = config.twilio ? twilioSms(config.twilio) : outboxSms(repo, clock);
  return {
    mailer,
    sms,
    sendEmail: (email: Email) => mailer.send(email),
    sendText: (message: TextMessage) => sms.send(message),
    /** Whether GET /api/dev/outbox is served (OUTBOX; on by default only for the embedded demo). */
    outboxEnabled: config.outbox,
    outbox: (filter: { to?: string; limit?: number }) =>
      repo.list({ ...(filter.to ? { to: filter.to } : {}), limit: Math.min(filter.limit ?? 50, 200) }),
  };
}

export type MessagingService = ReturnType<typeof messagingService>;
