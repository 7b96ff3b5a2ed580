import { bookingsModule } from '../bookings/bookings.module';
import { eventsModule } from '../events/events.module';
import { messagingModule } from '../messaging/messaging.module';
import { notificationsModule } from '../notifications/notifications.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import './contacts.graphql';
import { contactsRepository } from './contacts.repository';
import { seedDemoContacts } from './contacts.seed';
import { contactsService } from './contacts.service';
import { invitationsService } from './invitations.service';
import { invitedCounts } from './invited-counts';

/**
 * Contacts: a host's own contact book and groups (private to the owner), event invitations from it or by e-mail
 * (optionally with tickets, granted through bookings on acceptance) and events' invite links (decision 076).
 * Answers events' invitations port (who is invited, for the host counters).
 */
export const contactsModule = defineModule({
  name: 'contacts',
  needs: [usersModule, notificationsModule, messagingModule, eventsModule, bookingsModule],
  create: (
    { db, config, clock, rateLimiter },
    { usersRepo, notifications, messaging, events, eventPorts, bookings },
  ) => {
    const repo = contactsRepository(db);
    // The host counters' invitedAttendees (docs/decisions/072).
    eventPorts.invitations.bind(invitedCounts(db));
    return {
      contacts: contactsService({ repo, users: usersRepo, clock }),
      eventInvitations: invitationsService({
        repo,
        users: usersRepo,
        events,
        grants: bookings.grants,
        notifications,
        messaging,
        publicUrl: config.publicUrl,
        clock,
        rateLimiter,
      }),
    };
  },
  // The demo host's contacts and invitations with each badge (README "Demo accounts").
  demoSeed: ({ contacts, eventInvitations, usersRepo }, { db, clock }) =>
    seedDemoContacts(db, { contacts, invitations: eventInvitations, users: usersRepo }, clock),
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export { formattedInviteId, parseInviteId } from './invitations.service';
