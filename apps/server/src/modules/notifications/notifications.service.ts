import {
  ACTIVITY_FEED_FILTERS,
  type ActivityFeedFilter,
  activityFeedTypes,
  NOTIFICATION_PROPERTY_KEYS,
  NOTIFICATION_TYPES,
  type NotificationPropertyKey,
  NOTIFICATIONS_MESSAGES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationType,
} from '@repclub/shared';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { badInput, notFound } from '../../platform/errors';
import { type Connection, isTimeIdKey, paginate, type TimeIdKey } from '../../platform/graphql/pagination';
import type { Viewer } from '../../platform/viewer';
import type { Executor } from '../../platform/db/executor';
import type {
  NotificationKey,
  NotificationPageRow,
  NotificationRow,
  NotificationsRepository,
} from './notifications.repository';
import { isUuid, UUID_PATTERN } from '../../platform/ids';

/** What a domain sends: one of the notification types, its message and key/value properties (accounts §3). */
export type NotifyInput = {
  userId: string;
  type: NotificationType;
  message: string;
  properties?: Partial<Record<NotificationPropertyKey, string | number | boolean>>;
};

/** A call to `notify` that breaks the rules is a programming error of the calling domain. */
export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}

const notifySchema = z.object({
  userId: z.string().regex(UUID_PATTERN, { error: 'userId must be a user id' }),
  type: z.enum(NOTIFICATION_TYPES, { error: 'type must be one of NOTIFICATION_TYPES' }),
  message: z.string().trim().min(1, { error: 'message must not be empty' }),
  properties: z
    .partialRecord(
      z.enum(NOTIFICATION_PROPERTY_KEYS, { error: 'property keys must be NOTIFICATION_PROPERTY_KEYS' }),
      z.union([z.string(), z.number(), z.boolean()]).transform(String),
    )
    .default({}),
});

export type NotificationListArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  isRead?: boolean | null;
  notificationTypes?: readonly string[] | null;
  /** An activity feed filter (domain §2); `all` or none: no filter. */
  activity?: string | null;
};

export function notificationsService(repo: NotificationsRepository, clock: Clock) {
  function parse(input: NotifyInput) {
    const parsed = notifySchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.map(String).join('.') || 'input';
      throw new InvalidNotificationError(`notify: ${where}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  }

  return {
    /**
     * Sends many notifications at once inside the caller's transaction (or on the database), so they exist only
     * if the caller's change does (EventStarted, group messages). Answers how many were written.
     */
    async notifyMany(exec: Executor, inputs: readonly NotifyInput[]): Promise<number> {
      const createdAt = clock.now();
      return repo.insertMany(
        exec,
        inputs.map((input) => ({ ...parse(input), createdAt })),
      );
    },

    /**
     * Sends a notification to a user: for other domains (achievements, rewards, pies, events, invites).
     * Throws InvalidNotificationError for an unknown type, an unknown property key or an empty message.
     */
    async notify(input: NotifyInput): Promise<NotificationRow> {
      const { userId, type, message, properties } = parse(input);
      // createdAt comes from the clock, like every time the rules read.
      return repo.insert({ userId, type, message, properties, createdAt: clock.now() });
    },

    /** The viewer's notifications, newest first, as a Relay connection (keyset cursors). */
    async notifications(
      viewer: Viewer,
      args: NotificationListArgs,
    ): Promise<Connection<NotificationPageRow>> {
      if (args.last != null || args.before != null) throw badInput(NOTIFICATIONS_MESSAGES.forwardPagingOnly);
      const types = args.notificationTypes ?? undefined;
      const unknown = types?.find((type) => !(NOTIFICATION_TYPES as readonly string[]).includes(type));
      if (unknown !== undefined) {
        throw badInput(NOTIFICATIONS_MESSAGES.unknownType(unknown), { field: 'notificationTypes' });
      }
      const activity = args.activity ?? 'all';
      if (!(ACTIVITY_FEED_FILTERS as readonly string[]).includes(activity)) {
        throw badInput(NOTIFICATIONS_MESSAGES.unknownActivity(activity), { field: 'activity' });
      }
      const kinds = activityFeedTypes(activity as ActivityFeedFilter);
      const shown =
        kinds && types && types.length > 0
          ? types.filter((type) => kinds.includes(type as NotificationType))
          : (kinds ?? types);
      // Types asked for that are none of the activity's kind: nothing to show (an empty list means every type).
      const none = kinds !== null && shown?.length === 0;
      const filter = { isRead: args.isRead ?? undefined, types: shown };
      return paginate(
        { first: args.first ?? null, after: args.after ?? null },
        {
          defaultPageSize: NOTIFICATIONS_PAGE_SIZE,
          isKey: isTimeIdKey,
          keyOf: (row): TimeIdKey => [row.cursorTime, row.id],
          fetch: (limit, after) => {
            const key: NotificationKey | null = after ? { createdAt: after[0], id: after[1] } : null;
            return none ? Promise.resolve([]) : repo.page(viewer.userId, filter, key, limit);
          },
        },
      );
    },

    /** How many of the viewer's notifications are unread, whatever a list is filtered by. */
    unreadCount: (viewer: Viewer) => repo.unreadCount(viewer.userId),

    /** Marks one of the viewer's notifications read; marking a read one again keeps its first readAt. */
    async markNotificationRead(viewer: Viewer, id: string): Promise<NotificationRow> {
      if (!isUuid(id)) throw notFound(NOTIFICATIONS_MESSAGES.notFound);
      const changed = await repo.markRead(id, viewer.userId, clock.now());
      if (changed) return changed;
      const existing = await repo.byIdForUser(id, viewer.userId);
      if (!existing) throw notFound(NOTIFICATIONS_MESSAGES.notFound);
      return existing;
    },

    /** Marks every unread notification of the viewer read; answers how many changed. */
    markAllNotificationsRead: (viewer: Viewer) => repo.markAllRead(viewer.userId, clock.now()),
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
