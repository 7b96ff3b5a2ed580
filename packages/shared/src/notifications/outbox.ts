/**
 * The development outbox (docs/decisions/078 for `category` and `unsubscribe`): with OUTBOX on, the server keeps
 * mail and texts instead of sending them and serves them to loopback callers at DEV_OUTBOX_API. One entry as the
 * route answers it; the web's /dev/outbox page and the server's tests read the same shape.
 */
export const DEV_OUTBOX_API = '/api/dev/outbox';

export type OutboxEntry = {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  code: string | null;
  token: string | null;
  link: string | null;
  /** transactional or the subscription it follows (docs/decisions/078). */
  category: string | null;
  /** The unsubscribe link of a non-transactional e-mail. */
  unsubscribe: string | null;
  createdAt: string;
};
