import { authModule } from '../auth/auth.module';
import { documentsModule } from '../documents/documents.module';
import { clubsModule } from '../clubs/clubs.module';
import { eventReads, eventsModule } from '../events/events.module';
import { ledgerModule } from '../ledger/ledger.module';
import { messagingModule } from '../messaging/messaging.module';
import { notificationsModule } from '../notifications/notifications.module';
import { paymentsModule } from '../payments/payments.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { port } from '../../platform/port';
import type { Viewer } from '../../platform/viewer';
import { bookingsAttendance } from './attendance';
import { attendeesCsvRoutes } from './attendees/attendees.routes';
import './bookings.graphql';
import { bookingEmails, bookingNotifications } from './bookings.notifications';
import { bookingsRepository } from './bookings.repository';
import { type ProviderConfirmations, payPalWebhookRoutes, sandboxCheckoutRoutes } from './bookings.routes';
import { bookingsService } from './bookings.service';
import { expireBookingHoldsJob } from './expire-booking-holds.job';
import { reconcilePaymentsJob } from './reconcile-payments.job';
import { referralsRepository } from './referrals.repository';
import { referralsService } from './referrals.service';
import { salesRepository } from './sales/sales.repository';
import { seedDemoBookings } from './bookings.seed';
import { optInsRepository } from './opt-ins/opt-ins.repository';
import { optInsService } from './opt-ins/opt-ins.service';

/**
 * Bookings: checkout and RSVP, orders and tickets, refunds, approvals, the waiting list, ticket sharing, attendees
 * and referrals. Answers events' attendance and referrals ports.
 */
export const bookingsModule = defineModule({
  name: 'bookings',
  needs: [
    authModule,
    eventsModule,
    paymentsModule,
    ledgerModule,
    clubsModule,
    documentsModule,
    notificationsModule,
    messagingModule,
    usersModule,
  ],
  create: (
    { db, config, clock, rateLimiter, log, faults },
    { events, eventPorts, gateway, transactions, documents, notifications, messaging, usersRepo, ledger },
  ) => {
    const repo = bookingsRepository(db);
    const referrals = referralsService({ repo: referralsRepository(db), clock });
    eventPorts.attendance.bind(bookingsAttendance(db));
    eventPorts.referrals.bind(referrals);
    const bookingMail = bookingEmails({
      messaging,
      users: usersRepo,
      repo,
      transactions,
      rateLimiter,
      publicUrl: config.publicUrl,
      log,
    });
    const notifyBooking = bookingNotifications({ notifications, users: usersRepo, repo });
    const visibleTicketIds = async (viewer: Viewer, eventId: string) => {
      const view = await events.event(viewer, eventId).catch(() => undefined);
      return view && new Set(events.visibleTickets(view).map((t) => t.row.id));
    };
    // What the event opt-in flags do (docs/decisions/086–089); a raised limit tells the wish list.
    const optIns = optInsService({
      repo: optInsRepository(db),
      bookings: repo,
      eventView: (viewer, eventId) => events.event(viewer, eventId),
      visibleTicketIds,
      users: usersRepo,
      notifications,
      messaging,
      clock,
      publicUrl: config.publicUrl,
      log,
    });
    eventPorts.releases.bind(optIns);
    const bookings = bookingsService({
      repo,
      referrals,
      gateway,
      ...(faults ? { faults } : {}),
      rates: config.feeRates,
      publicUrl: config.publicUrl,
      clock,
      transactions,
      documents,
      onEvent: async (happened) => {
        bookingMail.send(happened);
        await notifyBooking(happened);
        // Refunded tickets the waiting list did not take are on sale again: the wish list hears of it.
        if (happened.kind === 'refunded')
          await optIns.released((await repo.itemsOf(happened.order.id)).map((item) => item.eventTicketId));
      },
      missingSocialAccounts: (event, userId) => optIns.missingSocialAccounts(event, userId),
      ledger,
      // One of the event's rep clubs (event_clubs), in the order's transaction (docs/decisions/101).
      pointsClubOf: eventReads.clubOfEvent,
      repScoreOf: async (userId) => (await optIns.repScoresOf([userId]))[0] ?? 0,
      permissionsOf: (viewer, event) => events.permissionsOf(viewer, event),
      visibleTicketIds,
    });
    // Payments other modules start through the same gateway (points purchases): the provider's notices reach
    // them through this port (decision 100).
    const otherPayments = port<ProviderConfirmations>('bookings.otherPayments');
    const confirmations: ProviderConfirmations = {
      confirmByProvider: async (providerOrderId) =>
        (await bookings.confirmByProvider(providerOrderId)) ??
        (otherPayments.bound ? otherPayments.use.confirmByProvider(providerOrderId) : undefined),
    };
    // What an event sold, for the earnings module (decision 075): reads only.
    return {
      bookings,
      bookingMail,
      referrals,
      optIns,
      sales: salesRepository(db),
      bookingPorts: { otherPayments },
      providerConfirmations: confirmations,
    };
  },
  routes: async (app, { bookings, paypal, sandboxPayments, sessions, providerConfirmations }) => {
    await app.register(attendeesCsvRoutes, { bookings, sessions });
    if (paypal) await app.register(payPalWebhookRoutes, { paypal, bookings: providerConfirmations });
    else if (sandboxPayments)
      await app.register(sandboxCheckoutRoutes, {
        sandbox: sandboxPayments,
        bookings: providerConfirmations,
      });
  },
  // Demo attendees and sales on the demo events (after events seeded them).
  demoSeed: ({ usersRepo, transactions }, { db, config, clock }) =>
    seedDemoBookings(db, { users: usersRepo, transactions, rates: config.feeRates }, clock),
  jobs: ({ bookings }, log) => [expireBookingHoldsJob(bookings, log), reconcilePaymentsJob(bookings, log)],
  // Booking e-mails go out after the answer: those under way finish before the database closes.
  onClose: ({ bookingMail }) => bookingMail.idle(),
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export type { ReferrerSales, SalesLine, SalesRepository, SalesTotals } from './sales/sales.repository';
export type { BookingsService } from './bookings.service';
export type { ProviderConfirmations } from './bookings.routes';
export { admitTicket, ticketForScan, ticketsForScan } from './admissions';
export type { TicketForScan } from './admissions';
export { holdersOf, ticketsSince } from './bookings.reads';
export type { HoldersFilter } from './bookings.reads';
