import { eventsModule } from '../events/events.module';
import { messagingModule } from '../messaging/messaging.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import './guests.graphql';
import { guestsRepository } from './guests.repository';
import { seedDemoGuests } from './guests.seed';
import { guestsService } from './guests.service';

/**
 * Guests and guest lists of events: guests with their plus-ones and guest tickets, the guest list's capacity,
 * guest search with its filters, invitations by e-mail and saved guest lists (docs/decisions/074).
 */
export const guestsModule = defineModule({
  name: 'guests',
  needs: [eventsModule, messagingModule, usersModule],
  create: ({ db, config, clock }, { events, messaging }) => ({
    guests: guestsService({
      repo: guestsRepository(db),
      events,
      messaging,
      publicUrl: config.publicUrl,
      clock,
    }),
  }),
  // Demo guests and a saved guest list on the demo team event (README "Demo accounts").
  demoSeed: ({ guests, usersRepo }, { db }) => seedDemoGuests(db, { guests, users: usersRepo }),
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export { admitGuestPass, admitGuestPasses, guestForScan, guestOfPass, guestsForScan } from './admissions';
export type { GuestForScan, GuestPassRow } from './admissions';
