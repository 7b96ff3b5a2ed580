import { authModule } from '../auth/auth.module';
import { clubsModule } from '../clubs/clubs.module';
import { mediaModule } from '../media/media.module';
import { usersModule } from '../users/users.module';
import { notificationsModule } from '../notifications/notifications.module';
import { messagingModule } from '../messaging/messaging.module';
import { runOnce } from '../../platform/db/maintenance';
import { defineModule } from '../../platform/module';
import { port } from '../../platform/port';
import { mediaUrls } from '../../platform/media-urls';
import './events.graphql';
import { eventsRepository } from './events.repository';
import { seedDemoEventClubs, seedDemoEvents, seedDemoTeam, seedDemoZones } from './events.seed';
import { eventPages, shareRateRule, shareRoutes } from './share/share.routes';
import {
  type EventAttendance,
  type EventInvitations,
  type EventReferrals,
  type EventTicketReleases,
  eventsService,
} from './events.service';

/** The maintenance run that moved events saved before decision 052 to their venue's time zone. */
export const VENUE_TIME_ZONE_BACKFILL = 'venue-time-zones';

/**
 * Events: the editor, ticket types, questions, team roles and permissions, discovery, pricing. Who attends what
 * and referral codes are answered by bookings, which binds itself to the `attendance` and `referrals` ports; who
 * is invited by contacts, bound to the `invitations` port.
 */
export const eventsModule = defineModule({
  name: 'events',
  needs: [usersModule, authModule, mediaModule, notificationsModule, messagingModule, clubsModule],
  create: ({ db, config, clock }, { usersRepo, notifications, messaging, clubs }) => {
    const attendance = port<EventAttendance>('events.attendance');
    const referrals = port<EventReferrals>('events.referrals');
    const invitations = port<EventInvitations>('events.invitations');
    const releases = port<EventTicketReleases>('events.releases');
    return {
      events: eventsService({
        repo: eventsRepository(db),
        rates: config.feeRates,
        attendance: attendance.use,
        invitations: invitations.use,
        referrals: referrals.use,
        // Nothing to tell when no module keeps a wish list (tests that build events alone).
        releases: { released: (ids) => (releases.bound ? releases.use.released(ids) : Promise.resolve()) },
        clock,
        usersRepo,
        notifications,
        messaging,
        publicUrl: config.publicUrl,
        mediaUrls: mediaUrls(config),
        clubs,
      }),
      eventPorts: { attendance, referrals, invitations, releases },
    };
  },
  // Shared links (docs/decisions/090): the calendar file, and the event page's link-preview meta tags.
  routes: async (app, { events, sessions }, { rateLimiter, config }) => {
    const rule = shareRateRule(config.graphql.rateLimit.perAddress);
    await app.register(shareRoutes, { events, sessions, rateLimiter, rule });
  },
  pages: ({ events }, { rateLimiter, config }) => [
    ...eventPages({ events, rateLimiter, rule: shareRateRule(config.graphql.rateLimit.perAddress) }),
  ],
  // Demo events store generated cover images, so they need the media service.
  // Then the team of one of them (a co-host, open invitations) and its scanning zones, through events' services.
  demoSeed: async ({ media, usersRepo, events, clubs }, { db, clock }) => {
    await seedDemoEvents(db, { media, users: usersRepo }, clock);
    await seedDemoTeam(db, { events, users: usersRepo }, clock);
    await seedDemoZones(db, { events, users: usersRepo });
    await seedDemoEventClubs(db, { events, users: usersRepo, clubs });
  },
  // Events saved before their zone came from the venue move to it (docs/decisions/052), once per database.
  start: async ({ events }, { db, clock }) => {
    const rezoned = await runOnce(db, VENUE_TIME_ZONE_BACKFILL, clock, () => events.backfillVenueTimeZones());
    return rezoned ? { message: 'events moved to their venue time zone', details: { rezoned } } : undefined;
  },
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export type {
  AttendanceCounters,
  EventAttendance,
  EventInvitations,
  EventTicketReleases,
  EventView,
} from './events.context';
export type { EventsService } from './events.service';
export type { EventRoleRow, EventRow, QuestionRow, TicketTypeRow } from './events.rows';
export { eventIdsOfClub, eventReads } from './events.reads';
export type { EventReads } from './events.reads';
export type { ScanningZoneRow } from './zones/zones.repository';
export { ScanningZoneRef } from './zones/zones.graphql';
export { DEMO_PAST_EVENTS, DEMO_TEAM_EVENT_SLUG } from './events.seed';
export { EventRef, EventTicketRef } from './events.types.graphql';
export { moveTickets, normaliseItems } from './inventory';
export { claimEventStart, eventsToAnnounceStart, type StartedEvent } from './events.starts';
export type { ItemQuantity } from './inventory';
export { allInPriceOf, calculateCost, chosenGratuity } from './pricing/pricing';
export { permissionsOf as permissionsOfStanding } from './events.permissions';
export type { CostResult } from './pricing/pricing';
