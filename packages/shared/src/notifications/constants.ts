/**
 * Notification list paging and timing (accounts §4.3).
 */

export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_POLL_INTERVAL_MS = 5000;
export const NOTIFICATION_AUTO_READ_HOVER_MS = 2000;
