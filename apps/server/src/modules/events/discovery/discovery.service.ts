import {
  EVENT_SEARCH_PAGE_SIZE,
  type EventSearchCriteria,
  KM_PER_MILE,
  MESSAGES,
  type MyEventsWhen,
  eventSearchCriteriaSchema,
  myEventsWhenSchema,
} from '@repclub/shared';
import { DomainError } from '../../../platform/errors';
import {
  type Connection,
  type ConnectionArgs,
  isKeyWithId,
  paginate,
} from '../../../platform/graphql/pagination';
import { parseInput } from '../../../platform/http/parse';
import type { Viewer } from '../../../platform/viewer';
import type { DistanceKey, EventRow, StartKey } from '../events.repository';
import { type EventView, type EventsContext } from '../events.context';

const isStartKey = (value: unknown): value is StartKey =>
  isKeyWithId(value, (first) => typeof first === 'string' && !Number.isNaN(Date.parse(first)));
const isDistanceKey = (value: unknown): value is DistanceKey =>
  isKeyWithId(value, (first) => typeof first === 'number' && Number.isFinite(first));
const startKeyOf = (row: EventRow): StartKey => [row.startDate.toISOString(), row.id];

/** The search criteria `{}` parses to, worked out on first use (read only). */
let emptyCriteria: EventSearchCriteria | undefined;

/** Discovery (docs/decisions/030): the public search, near me, the viewer's own events and the cities. */
export function discoveryService(ctx: EventsContext) {
  const { repo, attendance, clock, viewsOf } = ctx;

  async function page<K>(
    args: ConnectionArgs,
    viewer: Viewer | null,
    fetch: (limit: number, after: K | null) => Promise<EventRow[]>,
    isKey: (v: unknown) => v is K,
    keyOf: (row: EventRow) => K,
  ): Promise<Connection<EventView>> {
    const rows = await paginate(args, { fetch, keyOf, isKey, defaultPageSize: EVENT_SEARCH_PAGE_SIZE });
    const views = await viewsOf(
      viewer,
      rows.edges.map((e) => e.node),
    );
    return { ...rows, edges: rows.edges.map((e, i) => ({ cursor: e.cursor, node: views[i]! })) };
  }

  return {
    /**
     * Discovery (docs/decisions/030): upcoming published listed public events by start date, or nearest first
     * with `near`; `onlyMyEvents` narrows to the viewer's own (created, team, attending) of any listing.
     */
    async searchEvents(
      viewer: Viewer | null,
      criteria: Record<string, unknown> | null | undefined,
      args: ConnectionArgs,
    ): Promise<Connection<EventView>> {
      // No criteria (the explore page's own search) parse to the same value every time: parsed once.
      const c =
        !criteria || Object.keys(criteria).length === 0
          ? (emptyCriteria ??= parseInput(eventSearchCriteriaSchema, {}))
          : parseInput(eventSearchCriteriaSchema, criteria);
      if (c.onlyMyEvents && !viewer) throw new DomainError('AUTH_NOT_AUTHENTICATED', MESSAGES.unauthorized);
      const now = clock.now();
      const filter = {
        now,
        keyword: c.keyword,
        onlyFeatured: c.onlyFeatured,
        startsAfter: c.startsAfter,
        startsBefore: c.startsBefore,
        mine:
          c.onlyMyEvents && viewer
            ? { userId: viewer.userId, eventIds: await attendance.eventIdsOf(viewer.userId) }
            : null,
        near: null,
      };
      if (!c.near) {
        return page(
          args,
          viewer,
          (limit, after: StartKey | null) => repo.search(filter, limit, after),
          isStartKey,
          startKeyOf,
        );
      }
      const toKm = c.near.unit === 'mi' ? KM_PER_MILE : 1;
      const near = { latitude: c.near.latitude, longitude: c.near.longitude, radiusKm: c.near.radius * toKm };
      const distances = new Map<string, number>();
      const found = await paginate<{ row: EventRow; distanceKm: number }, DistanceKey>(args, {
        fetch: (limit, after) => repo.searchNear({ ...filter, near }, limit, after),
        keyOf: (r) => [r.distanceKm, r.row.id],
        isKey: isDistanceKey,
        defaultPageSize: EVENT_SEARCH_PAGE_SIZE,
      });
      for (const e of found.edges)
        distances.set(e.node.row.id, Math.round((e.node.distanceKm / toKm) * 10) / 10);
      const views = await viewsOf(
        viewer,
        found.edges.map((e) => e.node.row),
        distances,
      );
      return { ...found, edges: found.edges.map((e, i) => ({ cursor: e.cursor, node: views[i]! })) };
    },

    /**
     * Events the viewer attends, holds tickets for or hosts (created or in the team of; published, not drafts):
     * upcoming soonest first, or past latest first (docs/decisions/051).
     */
    async myEvents(viewer: Viewer, when: MyEventsWhen, args: ConnectionArgs): Promise<Connection<EventView>> {
      const parsedWhen = parseInput(myEventsWhenSchema, when);
      const [attending, hosting] = await Promise.all([
        attendance.eventIdsOf(viewer.userId),
        repo.hostedEventIds(viewer.userId),
      ]);
      const ids = [...new Set([...attending, ...hosting])];
      const now = clock.now();
      return page(
        args,
        viewer,
        (limit, after: StartKey | null) =>
          repo.eventsAmong(ids, { when: parsedWhen, now, includeDrafts: false }, limit, after),
        isStartKey,
        startKeyOf,
      );
    },

    /** Events the viewer created or is team of, drafts included, latest start first. */
    async myCreatedEvents(viewer: Viewer, args: ConnectionArgs): Promise<Connection<EventView>> {
      return page(
        args,
        viewer,
        (limit, after: StartKey | null) => repo.createdOrTeam(viewer.userId, limit, after),
        isStartKey,
        startKeyOf,
      );
    },

    async eventCities(): Promise<string[]> {
      return repo.cities(clock.now());
    },
  };
}
