import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (and its transitions and drag handling) loads with the first toast, not with every page
// (docs/decisions/062). Toasts go to the notifications store, which keeps them until the container shows them.
const Notifications = lazy(() => import('@/ui/toast-container'));

/** Mantine's `<Notifications />`, rendered from the first toast on (and kept, so that toasts can leave). */
export function ToastHost(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
