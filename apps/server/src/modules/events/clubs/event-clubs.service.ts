import { CLUB_LIMITS, CLUB_MESSAGES } from '@repclub/shared';
import { DomainError, badInput } from '../../../platform/errors';
import { type ConnectionArgs, isTimeIdKey, paginate } from '../../../platform/graphql/pagination';
import { isUuid } from '../../../platform/ids';
import type { Viewer } from '../../../platform/viewer';
import type { ClubView } from '../../clubs/clubs.module';
import type { EventView, EventsContext } from '../events.context';
import type { EventRow } from '../events.rows';

/**
 * The rep clubs of events (issue 15, docs/decisions/099): Event.clubs, Club.events and setEventClubs, which needs
 * CanEditEvent on the event and MANAGE_EVENTS in every club added or removed.
 */
export function eventClubsService(ctx: EventsContext) {
  const { repo, clock, eventFor, viewOf, viewsOf, maySee } = ctx;
  const clubs = ctx.clubs;

  return {
    /** The clubs of a page of events, each as the viewer may see them (one read of links, one of clubs). */
    async clubsOfEvents(viewer: Viewer | null, views: readonly EventView[]): Promise<ClubView[][]> {
      const links = await repo.clubLinksOf(views.map((v) => v.row.id));
      const shown = await clubs.visible(viewer, [...new Set(links.map((l) => l.clubId))]);
      const byId = new Map(shown.map((c) => [c.row.id, c]));
      return views.map((v) =>
        links.filter((l) => l.eventId === v.row.id && byId.has(l.clubId)).map((l) => byId.get(l.clubId)!),
      );
    },

    /** A club's events: all for MANAGE_EVENTS, else the published, listed, public ones the viewer may see. */
    async eventsOfClub(viewer: Viewer | null, club: ClubView, args: ConnectionArgs) {
      const all = club.standing.permissions.includes('MANAGE_EVENTS');
      const page = await paginate(args, {
        fetch: (limit, after) => repo.eventsOfClub(club.row.id, all, limit, after),
        keyOf: (row: EventRow) =>
          [row.startDate.toISOString().replace('Z', '000Z'), row.id] as [string, string],
        isKey: isTimeIdKey,
      });
      const views = await viewsOf(
        viewer,
        page.edges.map((e) => e.node),
      );
      return {
        ...page,
        // The club's event managers see its drafts and cancelled events too (they run its events).
        edges: page.edges.flatMap((e, i) =>
          all || maySee(views[i]!) ? [{ cursor: e.cursor, node: views[i]! }] : [],
        ),
      };
    },

    /** Sets the event's clubs, in order (CanEditEvent; MANAGE_EVENTS in each club added or removed). */
    async setEventClubs(viewer: Viewer, eventId: string, clubIds: readonly string[]): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'CanEditEvent');
      const wanted = [...new Set(clubIds.map(String))];
      if (wanted.length > CLUB_LIMITS.eventClubsMax)
        throw badInput(CLUB_MESSAGES.eventClubsTooMany, { field: 'clubIds' });
      const current = await repo.clubIdsOf(view.row.id);
      const added = wanted.filter((id) => !current.includes(id));
      const removed = current.filter((id) => !wanted.includes(id));
      for (const clubId of [...added, ...removed]) {
        if (!isUuid(clubId)) throw new DomainError('NOT_FOUND', CLUB_MESSAGES.notFound);
        // NOT_FOUND for an unknown club, AUTH_NOT_AUTHORIZED without MANAGE_EVENTS in it.
        const club = await clubs.assertPermission(repo.clubsExecutor, clubId, viewer.userId, 'MANAGE_EVENTS');
        if (added.includes(clubId) && (club.status === 'SUSPENDED' || club.status === 'STATIC'))
          throw badInput(club.status === 'SUSPENDED' ? CLUB_MESSAGES.suspended : CLUB_MESSAGES.archived);
      }
      if (added.length > 0 || removed.length > 0 || wanted.join() !== current.join())
        await repo.setEventClubs(view.row.id, wanted, clock.now());
      return viewOf(viewer, view.row);
    },
  };
}
