import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications/notifications-page';

/** /profile/notifications: every notification of the user (accounts §2.1, §4.3). */
export const Route = createFileRoute('/_app/profile/notifications')({
  component: NotificationsPage,
});
