/** User-facing messages of the notifications domain, shared by the server and the web app (docs/decisions/065). */

/** Messages the spec does not give (docs/decisions/015-users-and-notifications-api.md). */
export const NOTIFICATIONS_MESSAGES = {
  notFound: 'Notification not found.',
  unknownType: (type: string) => `Unknown notification type: ${type}.`,
  unknownActivity: (filter: string) =>
    `Unknown activity filter: ${filter}. Use all, requests, offers, achievements or events.`,
  forwardPagingOnly: 'Notifications are paged forward only, with first and after.',
} as const;
