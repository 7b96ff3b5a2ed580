import { bookingsModule } from '../bookings/bookings.module';
import { eventsModule } from '../events/events.module';
import { mediaModule } from '../media/media.module';
import { messagingModule } from '../messaging/messaging.module';
import { notificationsModule } from '../notifications/notifications.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { commentsService } from './comments.service';
import './conversations.graphql';
import { conversationsRepository } from './conversations.repository';
import { seedDemoConversation } from './conversations.seed';
import { eventStartedJob } from './event-started.job';
import { messagesService } from './messages.service';

/**
 * Around the event (issue 14): comments with replies, images and reactions, moderated by the event's team
 * (decision 084); the team's group messages to attendees, in the app and by e-mail, and EventStarted (decision
 * 085). Reads who attends what from bookings' tables; writes only its own.
 */
export const conversationsModule = defineModule({
  name: 'conversations',
  needs: [eventsModule, bookingsModule, notificationsModule, messagingModule, mediaModule, usersModule],
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
  // Comments, replies, reactions and a group message on the demo team event (README "Demo accounts").
  demoSeed: ({ comments, eventMessages, usersRepo }, { db }) =>
    seedDemoConversation(db, { comments, eventMessages, users: usersRepo }),
  jobs: ({ eventMessages }, log) => [eventStartedJob(eventMessages, log)],
  // Group-message e-mails go out after the answer: those under way finish before the database closes.
  onClose: ({ eventMessages }) => eventMessages.idle(),
});
