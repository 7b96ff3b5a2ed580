/**
 * E-mail subscriptions and categories (docs/decisions/021, 078). Every e-mail the server sends has a category:
 * `transactional` (sign-in codes, passwords, money, access: always sent) or one of the subscriptions, which the
 * recipient can turn off in their settings or with the unsubscribe link the e-mail carries.
 */

/** The e-mail subscriptions a user can turn on or off. */
export const EMAIL_SUBSCRIPTIONS = ['productUpdates', 'eventReminders', 'clubNews', 'marketing'] as const;
export type EmailSubscription = (typeof EMAIL_SUBSCRIPTIONS)[number];

/** Their values until the user changes them (marketing is opt-in). */
export const EMAIL_SUBSCRIPTION_DEFAULTS: Record<EmailSubscription, boolean> = {
  productUpdates: true,
  eventReminders: true,
  clubNews: true,
  marketing: false,
};

/** What each subscription is called and what it sends (the settings page, the unsubscribe page, the mail footer). */
export const EMAIL_SUBSCRIPTION_LABELS: Record<EmailSubscription, { label: string; description: string }> = {
  productUpdates: { label: 'Product updates', description: 'New features and changes to RepClub.' },
  eventReminders: {
    label: 'Event invitations and reminders',
    description:
      'Invitations to events that come without tickets, and reminders before events you host or have a ticket for.',
  },
  clubNews: {
    label: 'Rep club news',
    description: 'News, offers and achievements from the rep clubs you belong to.',
  },
  marketing: { label: 'Promotions', description: 'Occasional offers from RepClub and its partners.' },
};

/** An e-mail's category: transactional mail always goes out; the others follow the recipient's subscription. */
export type EmailCategory = 'transactional' | EmailSubscription;

export const isEmailSubscription = (value: unknown): value is EmailSubscription =>
  typeof value === 'string' && (EMAIL_SUBSCRIPTIONS as readonly string[]).includes(value);

/** The REST route of the unsubscribe link (no sign-in: the signed token says who and what). */
export const EMAIL_UNSUBSCRIBE_API = '/api/email/unsubscribe';

/** What the unsubscribe page and route say. */
export const EMAIL_UNSUBSCRIBE_MESSAGES = {
  invalidLink:
    'This unsubscribe link is not valid. Open the link from the email again, or change your email settings.',
  noLongerValid: 'This unsubscribe link is no longer valid: its account was closed.',
  unsubscribed: (label: string) => `You are unsubscribed from ${label}.`,
  resubscribed: (label: string) => `You are subscribed to ${label} again.`,
  /** The footer of a non-transactional e-mail to an account. */
  accountFooter: (label: string) =>
    `You get this e-mail because ${label} are on in your RepClub e-mail settings. One click turns them off:`,
  /** The footer of a non-transactional e-mail to an address without an account. */
  addressFooter:
    'You got this e-mail because a RepClub member entered this address. Not interested? One click stops e-mails like this:',
  unsubscribeLabel: 'Unsubscribe',
  notInterestedLabel: 'Not interested',
} as const;
