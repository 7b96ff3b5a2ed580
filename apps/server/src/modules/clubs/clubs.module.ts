import { mediaModule } from '../media/media.module';
import { messagingModule } from '../messaging/messaging.module';
import { notificationsModule } from '../notifications/notifications.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import { port } from '../../platform/port';
import { type ClubAccess, clubAccess } from './clubs.access';
import './clubs.graphql';
import './team.graphql';
import { clubsRepository } from './clubs.repository';
import { seedDemoClub } from './clubs.seed';
import { type ClubsService, clubsService } from './clubs.service';
import { type ClubPointsReader, membershipsService } from './memberships.service';
import { teamService } from './team.service';
import { mediaUrls } from '../../platform/media-urls';

/**
 * Rep clubs (domain §3 Club, §4, §6, §7; docs/decisions/093–095, 098): clubs, their tiers, members, team and
 * roles, invites and ownership transfers. Points balances come from the points module through the `points` port
 * (0 while nothing binds it). Other modules ask `clubs.isMember`, `clubs.hasPermission` and
 * `clubs.assertPermission` on their own executor.
 */
export const clubsModule = defineModule({
  name: 'clubs',
  needs: [usersModule, notificationsModule, messagingModule, mediaModule],
  create: ({ db, config, clock, log }, { notifications, messaging }) => {
    const repo = clubsRepository(db);
    const points = port<ClubPointsReader>('clubs.points');
    const clubs = { ...clubsService({ repo, clock, mediaUrls: mediaUrls(config) }), ...clubAccess(repo) };
    return {
      clubs,
      clubMemberships: membershipsService({
        repo,
        clubs,
        points: () => (points.bound ? points.use : null),
        clock,
      }),
      clubTeam: teamService({
        repo,
        clubs,
        notifications,
        messaging,
        publicUrl: config.publicUrl,
        clock,
        log,
      }),
      clubPorts: { points },
      clubsRepo: repo,
    };
  },
  // The demo host's club (README "Demo accounts"); events links it to the demo team event.
  demoSeed: ({ clubsRepo, clubs, clubMemberships, clubTeam, usersRepo }) =>
    seedDemoClub({ repo: clubsRepo, clubs, memberships: clubMemberships, team: clubTeam, users: usersRepo }),
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export type { ClubsService };
/** What the `clubs` service offers other modules: the clubs service and the access checks. */
export type Clubs = ClubsService & ClubAccess;
export type { ClubView } from './clubs.views';
export type { ClubAccess, ClubStanding } from './clubs.access';
export type { ClubPointsReader } from './memberships.service';
export type { ClubRow, ClubTierRow } from './clubs.repository';
export { pointsKey } from './memberships.service';
export { DEMO_CLUB_SLUG } from './clubs.seed';
export { ClubPersonRef, ClubRef, ClubRoleEnum, ClubTierRef } from './clubs.types.graphql';
export { clubReads } from './clubs.reads';
export type { ClubReads, ClubSummary } from './clubs.reads';
