import { randomUUID } from 'node:crypto';
import {
  EVENT_DEFAULT_TIME_ZONE,
  EVENT_MESSAGES as M,
  eventQuestionsSchema,
  makeEventInputSchema,
  recurrenceSchema,
} from '@repclub/shared';
import { DomainError } from '../../../platform/errors';
import { parseInput } from '../../../platform/http/parse';
import type { Viewer } from '../../../platform/viewer';
import type { NewEventRow, ZoneCopy } from '../events.repository';
import { addLocal } from '../local-time';
import { eventTimeZone, venueTimeZone } from '../venue-time-zone';
import { type EventView, conflict, eventNotFound, foreignKeyViolation } from '../events.context';

import type { EventsContext } from '../events.context';
import { copyOf, copyTicket, inputOf, merge, slugSafe, withSuffix } from './editor.rules';

/**
 * The editor: an event created, edited, published, unpublished, cancelled, deleted, copied (once or as a
 * series), its questions, and the time zone of its venue.
 */
export function editorService(ctx: EventsContext) {
  const { repo, clock, viewOf, viewsOf, eventFor, notCancelled } = ctx;

  async function uniqueSlug(
    base: string,
    suffix: (n: number) => string,
    taken: ReadonlySet<string> = new Set(),
  ): Promise<string> {
    for (let n = 1; ; n++) {
      const slug = withSuffix(base, suffix(n));
      if (!taken.has(slug) && !(await repo.slugExists(slug))) return slug;
    }
  }

  /**
   * The event's scanning zones for its copies, each zone's ticket types as indexes into `view.allTickets` (the
   * ticket types copied, in that order). A zone whose ticket types are all gone admits nothing and is left out
   * (copied with none it would admit every type). Oldest first, as the source lists them.
   */
  async function zonesToCopy(view: EventView, now: Date): Promise<ZoneCopy[]> {
    const zones = await repo.zonesOfEvents([view.row.id]);
    return zones.flatMap((zone, i) => {
      const ticketIndexes = zone.eventTicketIds
        .map((id) => view.allTickets.findIndex((t) => t.id === id))
        .filter((index) => index >= 0);
      if (zone.eventTicketIds.length > 0 && ticketIndexes.length === 0) return [];
      return [
        {
          name: zone.name,
          maxScans: zone.maxScans,
          ticketIndexes,
          createdAt: new Date(now.getTime() + i),
        },
      ];
    });
  }

  function rowValues(input: ReturnType<ReturnType<typeof makeEventInputSchema>['parse']>) {
    const { isFeatured: _featured, location, ...rest } = input;
    // Our media kept as paths, whatever host the editor read them from (docs/decisions/109).
    const { privacyPolicy } = rest.optIns;
    return {
      ...rest,
      avatarUrl: ctx.mediaUrls.stored(rest.avatarUrl),
      optIns: {
        ...rest.optIns,
        privacyPolicy: privacyPolicy
          ? { ...privacyPolicy, fileUrl: ctx.mediaUrls.stored(privacyPolicy.fileUrl) }
          : privacyPolicy,
      },
      // The venue's zone when the event has coordinates (docs/decisions/052).
      timeZone: eventTimeZone(location, rest.timeZone),
      location,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
    } satisfies Partial<NewEventRow>;
  }

  return {
    async createEvent(viewer: Viewer, input: Record<string, unknown>): Promise<EventView> {
      const parsed = parseInput(makeEventInputSchema(clock.now), input);
      if (parsed.isFeatured && !viewer.isAdmin)
        throw new DomainError('AUTH_NOT_AUTHORIZED', M.featureAdminOnly);
      if (await repo.slugExists(parsed.slug))
        throw new DomainError('CONFLICT', M.slugTaken, { field: 'slug' });
      const now = clock.now();
      const row = await slugSafe(() =>
        repo.insert({
          ...rowValues(parsed),
          isFeatured: parsed.isFeatured ?? false,
          createdBy: viewer.userId,
          status: 'DRAFT',
          createdAt: now,
          updatedAt: now,
        }),
      );
      return viewOf(viewer, row);
    },

    async updateEvent(viewer: Viewer, eventId: string, input: Record<string, unknown>): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'CanEditEvent');
      notCancelled(view.row);
      const parsed = parseInput(
        makeEventInputSchema(clock.now, view.row.startDate),
        merge(inputOf(view.row), input),
      );
      if (parsed.isFeatured != null && parsed.isFeatured !== view.row.isFeatured && !viewer.isAdmin)
        throw new DomainError('AUTH_NOT_AUTHORIZED', M.featureAdminOnly);
      if (parsed.slug !== view.row.slug && (await repo.slugExists(parsed.slug)))
        throw new DomainError('CONFLICT', M.slugTaken, { field: 'slug' });
      const row = await slugSafe(() =>
        repo.update(view.row.id, {
          ...rowValues(parsed),
          isFeatured: parsed.isFeatured ?? view.row.isFeatured,
          updatedAt: clock.now(),
        }),
      );
      if (!row) throw eventNotFound();
      return viewOf(viewer, row);
    },

    async publishEvent(viewer: Viewer, eventId: string): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'CanEditEvent');
      notCancelled(view.row);
      if (view.row.status === 'PUBLISHED') throw conflict(M.alreadyPublished);
      const now = clock.now();
      if (view.row.endDate < now) throw conflict(M.publishEnded);
      if (view.allTickets.length === 0) throw conflict(M.publishNoTickets);
      const row = await repo.setStatus(view.row.id, ['DRAFT'], {
        status: 'PUBLISHED',
        publishedAt: now,
        updatedAt: now,
      });
      if (!row) throw conflict(M.alreadyPublished);
      return viewOf(viewer, row);
    },

    /** Back to DRAFT, only while no ticket is held or sold (checked under the ticket types' row locks). */
    async unpublishEvent(viewer: Viewer, eventId: string): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'CanEditEvent');
      if (view.row.status !== 'PUBLISHED') throw conflict(M.notPublished);
      const now = clock.now();
      const result = await repo.whileUnsold(view.row.id, (tx) =>
        repo.setStatusIn(tx, view.row.id, 'PUBLISHED', {
          status: 'DRAFT',
          publishedAt: null,
          updatedAt: now,
        }),
      );
      if (result === 'sold') throw conflict(M.unpublishSold);
      if (!result) throw conflict(M.notPublished);
      return viewOf(viewer, result);
    },

    /** Stops the event (creator only): it leaves discovery, stays visible to its team and attendees. */
    async cancelEvent(viewer: Viewer, eventId: string): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'creator');
      if (view.row.status === 'CANCELLED') throw conflict(M.alreadyCancelled);
      const row = await repo.setStatus(view.row.id, ['DRAFT', 'PUBLISHED'], {
        status: 'CANCELLED',
        updatedAt: clock.now(),
      });
      if (!row) throw conflict(M.alreadyCancelled);
      return viewOf(viewer, row);
    },

    /** Deletes the event (creator only) while nothing of it is held or sold. */
    async deleteEvent(viewer: Viewer, eventId: string): Promise<boolean> {
      const view = await eventFor(viewer, eventId, 'creator');
      try {
        const result = await repo.whileUnsold(view.row.id, (tx) => repo.deleteIn(tx, view.row.id));
        if (result === 'sold') throw conflict(M.eventSold);
        return result;
      } catch (err) {
        // Orders of the bookings module (paid, expired or cancelled) still point at its ticket types.
        if (foreignKeyViolation(err)) throw conflict(M.eventSold);
        throw err;
      }
    },

    /** A DRAFT copy with a new slug, its ticket types (fresh balances), questions and scanning zones. */
    async duplicateEvent(viewer: Viewer, eventId: string): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'CanDuplicateEvent');
      const source = view.row;
      const slug = await uniqueSlug(source.slug, (n) => (n === 1 ? 'copy' : `copy-${n}`));
      const now = clock.now();
      const questions = await repo.questionsOf(source.id);
      const zones = await zonesToCopy(view, now);
      const clubIds = await repo.clubIdsOf(source.id);
      const [copy] = await slugSafe(() =>
        repo.insertCopies(
          [copyOf(source, { slug, startDate: source.startDate, endDate: source.endDate, viewer, now })],
          view.allTickets.map(copyTicket),
          questions.map((q) => ({ question: q.question, isRequired: q.isRequired })),
          zones,
          clubIds,
        ),
      );
      return viewOf(viewer, copy!);
    },

    /**
     * `count` copies of the event, one per day, week or month after it (same local time in its time zone), in
     * one series with it; each with the source's status (DRAFT or PUBLISHED), ticket types, questions and
     * scanning zones.
     */
    async createRecurringEvents(viewer: Viewer, eventId: string, recurrence: unknown): Promise<EventView[]> {
      const view = await eventFor(viewer, eventId, 'CanDuplicateEvent');
      notCancelled(view.row);
      const { frequency, count } = parseInput(recurrenceSchema, recurrence);
      const source = view.row;
      const now = clock.now();
      const seriesId = source.seriesId ?? randomUUID();
      const duration = source.endDate.getTime() - source.startDate.getTime();
      const copies: NewEventRow[] = [];
      const taken = new Set<string>();
      for (let i = 1; i <= count; i++) {
        const by = frequency === 'MONTHLY' ? { months: i } : { days: frequency === 'WEEKLY' ? 7 * i : i };
        const startDate = addLocal(source.startDate, source.timeZone, by);
        if (startDate <= now)
          throw new DomainError('BAD_USER_INPUT', M.startDateInPast, { field: 'startDate' });
        const day = startDate.toISOString().slice(0, 10);
        const slug = await uniqueSlug(source.slug, (n) => (n === 1 ? day : `${day}-${n}`), taken);
        taken.add(slug);
        copies.push({
          ...copyOf(source, {
            slug,
            startDate,
            endDate: new Date(startDate.getTime() + duration),
            viewer,
            now,
          }),
          status: source.status,
          publishedAt: source.status === 'PUBLISHED' ? now : null,
          seriesId,
        });
      }
      if (!source.seriesId) await repo.update(source.id, { seriesId, updatedAt: now });
      const rows = await slugSafe(async () =>
        repo.insertCopies(
          copies,
          view.allTickets.map(copyTicket),
          (await repo.questionsOf(source.id)).map((q) => ({
            question: q.question,
            isRequired: q.isRequired,
          })),
          await zonesToCopy(view, now),
          await repo.clubIdsOf(source.id),
        ),
      );
      return viewsOf(viewer, rows);
    },

    async setEventQuestions(viewer: Viewer, eventId: string, questions: unknown): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'CanEditEvent');
      notCancelled(view.row);
      const parsed = parseInput(eventQuestionsSchema, questions);
      await repo.replaceQuestions(view.row.id, parsed, clock.now());
      return view;
    },

    /**
     * Puts every event with coordinates in its venue's time zone (docs/decisions/052); run at start, after the
     * migrations, so events saved before the rule follow it. Answers how many changed.
     */
    async backfillVenueTimeZones(): Promise<number> {
      let changed = 0;
      for (const row of await repo.zonesOfPlacedEvents()) {
        const zone = venueTimeZone(row.latitude, row.longitude);
        if (zone && zone !== row.timeZone) {
          await repo.setTimeZone(row.id, zone);
          changed += 1;
        }
      }
      return changed;
    },

    /** The time zone of a venue's coordinates, for the editor (docs/decisions/052). */
    timeZoneAt(latitude: number, longitude: number): string {
      if (!(latitude >= -90 && latitude <= 90))
        throw new DomainError('BAD_USER_INPUT', M.latitudeInvalid, { field: 'latitude' });
      if (!(longitude >= -180 && longitude <= 180))
        throw new DomainError('BAD_USER_INPUT', M.longitudeInvalid, { field: 'longitude' });
      return venueTimeZone(latitude, longitude) ?? EVENT_DEFAULT_TIME_ZONE;
    },
  };
}
