import { NOTIFICATION_PROPERTY_KEYS } from '@repclub/shared';
import { builder } from '../../platform/graphql/builder';
import type { NotificationRow } from './notifications.repository';

type Property = { key: string; value: string };

/** jsonb keeps no key order, so properties are answered in the order of the spec's key list. */
const keyRank = (key: string) => {
  const rank = (NOTIFICATION_PROPERTY_KEYS as readonly string[]).indexOf(key);
  return rank === -1 ? NOTIFICATION_PROPERTY_KEYS.length : rank;
};
const propertiesOf = (properties: Record<string, string>): Property[] =>
  Object.entries(properties)
    .map(([key, value]) => ({ key, value: String(value) }))
    .sort((a, b) => keyRank(a.key) - keyRank(b.key) || a.key.localeCompare(b.key));

const NotificationPayloadRef = builder.objectRef<NotificationRow>('NotificationPayload').implement({
  fields: (t) => ({
    notificationType: t.string({ resolve: (n) => n.type }),
  }),
});

const NotificationContentRef = builder.objectRef<NotificationRow>('NotificationContent').implement({
  fields: (t) => ({
    defaultMessage: t.string({ resolve: (n) => n.message }),
    defaultPayload: t.field({ type: NotificationPayloadRef, resolve: (n) => n }),
  }),
});

const NotificationPropertyRef = builder.objectRef<Property>('NotificationProperty').implement({
  description: 'One key/value property of a notification (the keys of accounts §3).',
  fields: (t) => ({
    key: t.exposeString('key'),
    value: t.exposeString('value'),
  }),
});

/** A notification of accounts §3. */
export const NotificationRef = builder.objectRef<NotificationRow>('Notification').implement({
  fields: (t) => ({
    notificationId: t.id({ resolve: (n) => n.id }),
    isRead: t.boolean({ resolve: (n) => n.readAt !== null }),
    readAt: t.string({ nullable: true, resolve: (n) => n.readAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (n) => n.createdAt.toISOString() }),
    content: t.field({ type: NotificationContentRef, resolve: (n) => n }),
    customProperties: t.field({
      type: [NotificationPropertyRef],
      resolve: (n) => propertiesOf(n.properties),
    }),
  }),
});

builder.queryField('notifications', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: NotificationRef,
      description:
        'Notifications of the signed-in user, newest first; 10 a page unless `first` says otherwise (at most ' +
        "100). Filters: read or unread, notification types, and the activity feed's kind (all, requests, offers, " +
        'achievements, events: domain §2; both type filters apply when both are given).',
      args: {
        isRead: t.arg.boolean(),
        notificationTypes: t.arg.stringList(),
        activity: t.arg.string({
          description: 'An activity feed filter: all, requests, offers, achievements, events.',
        }),
      },
      resolve: (_root, args, ctx) => ctx.services.notifications.notifications(ctx.viewer, args),
    },
    {
      name: 'NotificationConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [NotificationRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
        unreadCount: tc.int({
          description: 'How many notifications of the user are unread, whatever the filters.',
          resolve: (_connection, _args, ctx) => ctx.services.notifications.unreadCount(ctx.viewer),
        }),
      }),
    },
  ),
);

builder.mutationField('markNotificationRead', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: NotificationRef,
    description: 'Marks a notification of the signed-in user read (again: no change).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.notifications.markNotificationRead(ctx.viewer, String(args.id)),
  }),
);

builder.mutationField('markAllNotificationsRead', (t) =>
  t.withAuth({ signedIn: true }).int({
    description: 'Marks every unread notification of the signed-in user read; answers how many changed.',
    resolve: (_root, _args, ctx) => ctx.services.notifications.markAllNotificationsRead(ctx.viewer),
  }),
);
