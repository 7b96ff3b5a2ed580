import { bookingsModule } from '../bookings/bookings.module';
import { eventsModule } from '../events/events.module';
import { guestsModule } from '../guests/guests.module';
import { notificationsModule } from '../notifications/notifications.module';
import { defineModule } from '../../platform/module';
import { port } from '../../platform/port';
import './checkin.graphql';
import { checkinRepository } from './checkin.repository';
import { type TicketAdmissionListener, checkinService } from './checkin.service';

/**
 * Check-in at the door (domain §6 scan ticket; docs/decisions/080): verifying and admitting tickets and guests,
 * offline scans synced later, their conflicts, the scanner's manifest. Owns ticket_scans and scan_conflicts;
 * admissions are written through bookings' and guests' functions inside the scan's transaction.
 */
export const checkinModule = defineModule({
  name: 'checkin',
  needs: [eventsModule, bookingsModule, guestsModule, notificationsModule],
  create: ({ db, clock, log }, { events, notifications }) => {
    // First admissions, told to a later module (points credits the ticket's rep points: decision 101).
    const admissions = port<TicketAdmissionListener>('checkin.admissions');
    const listener: TicketAdmissionListener = {
      ticketAdmitted: (tx, ticket, now) =>
        admissions.bound ? admissions.use.ticketAdmitted(tx, ticket, now) : Promise.resolve(undefined),
    };
    return {
      checkin: checkinService({
        repo: checkinRepository(db),
        events,
        notifications,
        clock,
        log,
        admissions: listener,
      }),
      checkinPorts: { admissions },
    };
  },
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export type { CheckinService, TicketAdmissionListener } from './checkin.service';
