import { notificationPropertiesFromPairs, notificationTarget, ROUTES } from '@repclub/shared';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { NotificationNode } from '@/features/notifications/api/queries';
import { useMarkNotificationReadMutation } from '@/features/notifications/api/mutations';
import { routeExists } from '@/lib/route-exists';

/**
 * Where a notification leads while its target of accounts §4.3 does not exist yet: an accepted invite
 * opens the invites page, where the new member is listed (docs/decisions/022-user-invites.md).
 */
const INTERIM_TARGETS: Partial<Record<string, string>> = {
  UserInviteAccepted: ROUTES.profile.invites,
};

/**
 * Where a notification leads in this app today: its target of accounts §4.3 when that page exists, else
 * its interim target, else /profile/notifications when that page exists, else null (stay where we are).
 */
export function resolveNotificationTarget(
  node: Pick<NotificationNode, 'content' | 'customProperties'>,
  exists: (href: string) => boolean,
): string | null {
  const target = notificationTarget(
    node.content.defaultPayload.notificationType,
    notificationPropertiesFromPairs(node.customProperties),
  );
  if (exists(target)) return target;
  const interim = INTERIM_TARGETS[node.content.defaultPayload.notificationType];
  if (interim && exists(interim)) return interim;
  if (exists(ROUTES.profile.notifications)) return ROUTES.profile.notifications;
  return null;
}

/** Opening a notification marks it read and goes to its target (or stays when no page exists for it). */
export function useOpenNotification(onNavigate?: () => void) {
  const router = useRouter();
  const { mutate: markRead } = useMarkNotificationReadMutation();
  return useCallback(
    (node: NotificationNode) => {
      if (!node.isRead) markRead(node.notificationId);
      const target = resolveNotificationTarget(node, (href) => routeExists(router, href));
      if (target) {
        onNavigate?.();
        void router.navigate({ href: target });
      }
    },
    [markRead, onNavigate, router],
  );
}
