import {
  EVENT_MESSAGE_MESSAGES as G,
  eventGroupMessageSchema,
  eventMessageAudienceSchema,
  routes,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { DomainError, badInput } from '../../platform/errors';
import type { RateLimiter, RateRule } from '../../platform/http/rate-limit';
import { parseInput } from '../../platform/http/parse';
import type { ModuleLog } from '../../platform/module';
import type { Viewer } from '../../platform/viewer';
import {
  type EventView,
  type EventsService,
  claimEventStart,
  eventsToAnnounceStart,
} from '../events/events.module';
import type { MessagingService } from '../messaging/messaging.module';
import type { NotificationsService } from '../notifications/notifications.module';
import { eventGroupMessageEmail } from './conversations.emails';
import type { ConversationsRepository, MessageRow, Recipient } from './conversations.repository';

/** Group messages one team member may send in an hour (decision 085). */
export const EVENT_MESSAGE_RULE: RateRule = { name: 'event-messages', points: 10, durationSeconds: 60 * 60 };
/** The most sent or received messages a list answers. */
const LIST_LIMIT = 100;

/**
 * Group messages from an event's team to its attendees (domain §7 "group message", §6 "message attendees";
 * decision 085), and EventStarted (accounts §4.3): the attendees told once when an event begins.
 */
export function messagesService(deps: {
  repo: ConversationsRepository;
  events: Pick<EventsService, 'event'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  messaging: Pick<MessagingService, 'sendEmail'>;
  publicUrl: string;
  clock: Clock;
  rateLimiter: Pick<RateLimiter, 'consume'>;
  log: ModuleLog;
}) {
  const { repo, events, notifications, messaging, publicUrl, clock, rateLimiter, log } = deps;
  /** E-mails still going out after an answer (awaited before the database closes). */
  const sending = new Set<Promise<void>>();

  async function teamEvent(viewer: Viewer, eventId: string): Promise<EventView> {
    const view = await events.event(viewer, eventId);
    if (!view.permissions.includes('CanMessageAttendees'))
      throw new DomainError('AUTH_NOT_AUTHORIZED', G.forbidden);
    return view;
  }

  function audienceOf(view: EventView, raw: unknown) {
    const audience = parseInput(eventMessageAudienceSchema, raw);
    const known = new Set(view.allTickets.map((t) => t.id));
    if (audience.eventTicketIds.some((id) => !known.has(id)))
      throw badInput(G.ticketNotFound, { field: 'eventTicketIds' });
    return { states: audience.attendeeStates, eventTicketIds: audience.eventTicketIds };
  }

  function mailAll(message: MessageRow, view: EventView, sender: Viewer, recipients: Recipient[]) {
    const senderName = sender.user.name ?? sender.user.userName ?? 'The host';
    const link = `${publicUrl}${routes.event(view.row.slug)}`;
    const run = (async () => {
      for (const recipient of recipients) {
        if (!recipient.email) continue;
        try {
          await messaging.sendEmail(
            eventGroupMessageEmail({
              to: recipient.email,
              eventName: view.row.displayName,
              senderName,
              subject: message.subject,
              body: message.body,
              link,
            }),
          );
        } catch (err) {
          // The message stands in the app; one failed address does not stop the others.
          log.error(
            { err, messageId: message.id, userId: recipient.userId },
            'e-mailing a group message failed',
          );
        }
      }
    })();
    sending.add(run);
    void run.finally(() => sending.delete(run));
  }

  return {
    /**
     * sendEventGroupMessage (CanMessageAttendees): the message, its recipients and their EventGroupMessage
     * notifications in one transaction; then one e-mail each. The client's messageId makes it idempotent: the
     * same id again (a double click, a retry) answers the first message and sends nothing more.
     */
    async sendEventGroupMessage(viewer: Viewer, eventId: string, raw: unknown): Promise<MessageRow> {
      const input = parseInput(eventGroupMessageSchema, raw);
      const view = await teamEvent(viewer, eventId);
      const audience = audienceOf(view, input);
      const already = async () => {
        const existing = await repo.messageById(input.messageId);
        if (!existing) return undefined;
        if (existing.eventId !== view.row.id || existing.senderId !== viewer.userId)
          throw new DomainError('CONFLICT', G.duplicateId);
        return existing;
      };
      const existing = await already();
      if (existing) return existing;
      await rateLimiter.consume(EVENT_MESSAGE_RULE, viewer.userId);
      const now = clock.now();
      const sent = await repo.transaction(async (tx) => {
        const recipients = await repo.audience(tx, view.row.id, audience, viewer.userId);
        if (recipients.length === 0) throw badInput(G.noRecipients, { field: 'attendeeStates' });
        const message = await repo.insertMessage(tx, {
          id: input.messageId,
          eventId: view.row.id,
          senderId: viewer.userId,
          subject: input.subject,
          body: input.body,
          audience,
          recipientCount: recipients.length,
          createdAt: now,
        });
        if (!message) return undefined; // the same id, sent at the same moment: the first stands
        await repo.insertRecipients(
          tx,
          message.id,
          recipients.map((r) => r.userId),
        );
        await notifications.notifyMany(
          tx,
          recipients.map((r) => ({
            userId: r.userId,
            type: 'EventGroupMessage' as const,
            message: G.received(view.row.displayName, message.subject),
            properties: {
              EventName: view.row.displayName,
              EventSlug: view.row.slug,
              EventAvatar: view.row.avatarUrl,
              SenderName: viewer.user.name ?? viewer.user.userName ?? 'The host',
            },
          })),
        );
        return { message, recipients };
      });
      if (!sent) {
        const first = await already();
        if (!first) throw new DomainError('CONFLICT', G.duplicateId);
        return first;
      }
      mailAll(sent.message, view, viewer, sent.recipients);
      return sent.message;
    },

    /** How many people an audience reaches now (the dialog's preview; CanMessageAttendees). */
    async eventMessageRecipientCount(viewer: Viewer, eventId: string, raw: unknown): Promise<number> {
      const view = await teamEvent(viewer, eventId);
      return (await repo.audience(repo.db(), view.row.id, audienceOf(view, raw), viewer.userId)).length;
    },

    /** eventGroupMessages: what the team sent, newest first (CanMessageAttendees). */
    async eventGroupMessages(viewer: Viewer, eventId: string): Promise<MessageRow[]> {
      const view = await teamEvent(viewer, eventId);
      return repo.messagesOf(view.row.id, LIST_LIMIT);
    },

    /** myEventMessages: the group messages of the event the viewer got, newest first. */
    async myEventMessages(viewer: Viewer, eventId: string) {
      const view = await events.event(viewer, eventId);
      return repo.messagesTo(view.row.id, viewer.userId, LIST_LIMIT);
    },

    /** markEventMessagesRead: the viewer read the event's messages; answers how many were unread. */
    async markEventMessagesRead(viewer: Viewer, eventId: string): Promise<number> {
      const view = await events.event(viewer, eventId);
      return repo.markMessagesRead(view.row.id, viewer.userId, clock.now());
    },

    /**
     * EventStarted (the job): each published event that started and has not ended is claimed with one
     * conditional UPDATE in the transaction that writes its approved attendees' notifications, so with several
     * servers running it each attendee is told once. Answers how many notifications were written.
     */
    async announceStartedEvents(): Promise<number> {
      const now = clock.now();
      let written = 0;
      for (const event of await eventsToAnnounceStart(repo.db(), now)) {
        written += await repo.transaction(async (tx) => {
          if (!(await claimEventStart(tx, event.id, now))) return 0;
          const attendees = await repo.approvedAttendees(tx, event.id);
          return notifications.notifyMany(
            tx,
            attendees.map((userId) => ({
              userId,
              type: 'EventStarted' as const,
              message: G.started(event.displayName),
              properties: {
                EventName: event.displayName,
                EventSlug: event.slug,
                EventAvatar: event.avatarUrl,
              },
            })),
          );
        });
      }
      return written;
    },

    /** Waits for the e-mails still going out. */
    idle: async () => {
      await Promise.all([...sending]);
    },
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
