import { bookingsModule } from '../bookings/bookings.module';
import { eventsModule } from '../events/events.module';
import { mediaModule } from '../media/media.module';
import { messagingModule } from '../messaging/messaging.module';
import { notificationsModule } from '../notifications/notifications.module';
import { defineModule } from '../../platform/module';
import { commentsService } from './comments.service';
import './conversations.graphql';
import { conversationsRepository } from './conversations.repository';
import { eventStartedJob } from './event-started.job';
import { messagesService } from './messages.service';

/**
 * Around the event (issue 14): comments with replies, images and reactions, moderated by the event's team
 * (decision 084); the team's group messages to attendees, in the app and by e-mail, and EventStarted (decision
 * 085). Reads who attends what from bookings' tables; writes only its own.
 */
export const conversationsModule = defineModule({
  name: 'conversations',
  needs: [eventsModule, bookingsModule, notificationsModule, messagingModule, mediaModule],
  create: ({ db, config, clock, rateLimiter, log }, { events, notifications, messaging, media }) => {
    const repo = conversationsRepository(db);
    return {
      comments: commentsService({ repo, events, media, notifications, clock, rateLimiter }),
      eventMessages: messagesService({
        repo,
        events,
        notifications,
        messaging,
        publicUrl: config.publicUrl,
        clock,
        rateLimiter,
        log,
      }),
    };
  },
  jobs: ({ eventMessages }, log) => [eventStartedJob(eventMessages, log)],
  // Group-message e-mails go out after the answer: those under way finish before the database closes.
  onClose: ({ eventMessages }) => eventMessages.idle(),
});
