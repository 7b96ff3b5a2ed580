import { randomUUID } from 'node:crypto';
import {
  EVENT_DEFAULT_TIME_ZONE,
  EVENT_LIMITS,
  EVENT_MESSAGES as M,
  type EventPermission,
  eventQuestionsSchema,
  eventTicketInputSchema,
  makeEventInputSchema,
  recurrenceSchema,
} from '@repclub/shared';
import { DomainError, notFound } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import type { Viewer } from '../../platform/viewer';
import { uniqueViolation } from '../../platform/db/executor';
import type { EventRow, NewEventRow, QuestionRow, TicketFields, TicketTypeRow } from './events.repository';
import { addLocal } from './local-time';
import { eventTimeZone, venueTimeZone } from './venue-time-zone';
import { isUuid } from '../../platform/ids';
import {
  type EventView,
  type EventsDeps,
  type TicketView,
  conflict,
  eventNotFound,
  eventsContext,
  foreignKeyViolation,
} from './events.context';
import { pricingService } from './pricing/pricing.service';
import { teamService } from './team/team.service';
import { discoveryService } from './discovery/discovery.service';

export type {
  EventAttendance,
  EventReferrals,
  EventView,
  EventsDeps,
  TeamMember,
  TicketView,
} from './events.context';

/** The event input as the editor would send it back, from a stored row (updates merge into it). */
function inputOf(row: EventRow): Record<string, unknown> {
  return {
    eventType: row.eventType,
    slug: row.slug,
    displayName: row.displayName,
    description: row.description,
    note: row.note,
    terms: row.terms,
    faqs: row.faqs,
    avatarUrl: row.avatarUrl,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    timeZone: row.timeZone,
    isPrivate: row.isPrivate,
    isListed: row.isListed,
    isAllInPricing: row.isAllInPricing,
    minimumRepScore: row.minimumRepScore,
    ageLimit: row.ageLimit,
    location: row.location,
    city: row.city,
    locationRadius: row.locationRadius,
    optIns: row.optIns,
    ticketTermsPurchasePolicy: row.ticketTermsPurchasePolicy,
  };
}

function ticketInputOf(row: TicketTypeRow): Record<string, unknown> {
  return {
    ticketType: row.ticketType,
    price: row.price,
    currency: row.currency,
    repPoints: row.repPoints,
    color: row.color,
    isActive: row.isActive,
    isPrivate: row.isPrivate,
    isSpecialGuest: row.isSpecialGuest,
    isEnabledWishList: row.isEnabledWishList,
    additionalGuests: row.additionalGuests,
    optInShowTicketAmount: row.optInShowTicketAmount,
    visibleStartAt: row.visibleStartAt?.toISOString() ?? null,
    visibleEndAt: row.visibleEndAt?.toISOString() ?? null,
    gratuityPercentage: row.gratuityPercentage,
    isRequiredApproval: row.isRequiredApproval,
    note: row.note,
    limitedAmount: row.limitedAmount,
  };
}

/** Fields given in an update (not left out) replace the stored ones; `optIns` merges key by key. */
function merge(current: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (
      key === 'optIns' &&
      value &&
      typeof value === 'object' &&
      current.optIns &&
      typeof current.optIns === 'object'
    ) {
      const optIns: Record<string, unknown> = { ...(current.optIns as Record<string, unknown>) };
      for (const [k, v] of Object.entries(value)) if (v !== undefined) optIns[k] = v;
      merged.optIns = optIns;
    } else merged[key] = value;
  }
  return merged;
}

/** A slug with a suffix, cut so that the whole stays within the limit. */

const withSuffix = (slug: string, suffix: string) =>
  `${slug.slice(0, EVENT_LIMITS.slugMax - suffix.length - 1).replace(/-+$/, '')}-${suffix}`;

export function eventsService(deps: EventsDeps) {
  const ctx = eventsContext(deps);
  const {
    repo,
    attendance,
    clock,
    viewsOf,
    viewOf,
    visibleEvent,
    eventFor,
    notCancelled,
    visibleTickets,
    showsLocation,
  } = ctx;
  const pricing = pricingService(ctx);
  const team = teamService(ctx);
  const discovery = discoveryService(ctx);

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

  /** Writes, turning the slug's unique index into the editor's message. */
  async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (uniqueViolation(err) === 'events_slug_key')
        throw new DomainError('CONFLICT', M.slugTaken, { field: 'slug' });
      throw err;
    }
  }

  function rowValues(input: ReturnType<ReturnType<typeof makeEventInputSchema>['parse']>) {
    const { isFeatured: _featured, location, ...rest } = input;
    return {
      ...rest,
      // The venue's zone when the event has coordinates (docs/decisions/052).
      timeZone: eventTimeZone(location, rest.timeZone),
      location,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
    } satisfies Partial<NewEventRow>;
  }

  function ticketFields(input: ReturnType<typeof eventTicketInputSchema.parse>): TicketFields {
    return { ...input };
  }

  return {
    /** The event permissions the viewer holds (for other modules, e.g. bookings' approvals). */
    async permissionsOf(viewer: Viewer, event: EventRow): Promise<EventPermission[]> {
      return (await viewOf(viewer, event)).permissions;
    },

    visibleEvent,

    visibleTickets,
    showsLocation,

    /**
     * Issued tickets of each type still waiting for the host's approval: taken, not sold (decision 053); in
     * the order asked, for a page of ticket types at once.
     */
    async awaitingApproval(eventTicketIds: readonly string[]): Promise<number[]> {
      const counts = await attendance.awaitingApprovalOf(eventTicketIds);
      return eventTicketIds.map((id) => counts.get(id) ?? 0);
    },

    /** The questions of a page of events, each event's in order. */
    async questionsOf(eventIds: readonly string[]): Promise<QuestionRow[]> {
      return repo.questionsOfEvents(eventIds);
    },

    // Editor ------------------------------------------------------------------------------------

    async create(viewer: Viewer, input: Record<string, unknown>): Promise<EventView> {
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

    async update(viewer: Viewer, eventId: string, input: Record<string, unknown>): Promise<EventView> {
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

    async publish(viewer: Viewer, eventId: string): Promise<EventView> {
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
    async unpublish(viewer: Viewer, eventId: string): Promise<EventView> {
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
    async cancel(viewer: Viewer, eventId: string): Promise<EventView> {
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
    async remove(viewer: Viewer, eventId: string): Promise<boolean> {
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

    /** A DRAFT copy with a new slug, its ticket types (fresh balances) and questions. */
    async duplicate(viewer: Viewer, eventId: string): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'CanDuplicateEvent');
      const source = view.row;
      const slug = await uniqueSlug(source.slug, (n) => (n === 1 ? 'copy' : `copy-${n}`));
      const now = clock.now();
      const questions = await repo.questionsOf(source.id);
      const [copy] = await slugSafe(() =>
        repo.insertCopies(
          [copyOf(source, { slug, startDate: source.startDate, endDate: source.endDate, viewer, now })],
          view.allTickets.map(copyTicket),
          questions.map((q) => ({ question: q.question, isRequired: q.isRequired })),
        ),
      );
      return viewOf(viewer, copy!);
    },

    /**
     * `count` copies of the event, one per day, week or month after it (same local time in its time zone), in
     * one series with it; each with the source's status (DRAFT or PUBLISHED), ticket types and questions.
     */
    async createRecurring(viewer: Viewer, eventId: string, recurrence: unknown): Promise<EventView[]> {
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
        ),
      );
      return viewsOf(viewer, rows);
    },

    async setQuestions(viewer: Viewer, eventId: string, questions: unknown): Promise<EventView> {
      const view = await eventFor(viewer, eventId, 'CanEditEvent');
      notCancelled(view.row);
      const parsed = parseInput(eventQuestionsSchema, questions);
      await repo.replaceQuestions(view.row.id, parsed, clock.now());
      return view;
    },

    // Ticket types ------------------------------------------------------------------------------

    /**
     * Creates (no id) or updates a ticket type. A new limit moves only the available amount and never goes
     * below what is locked and released (one guarded UPDATE; CONFLICT with the amount otherwise).
     */
    async upsertTicket(
      viewer: Viewer,
      eventId: string,
      eventTicketId: string | null,
      input: Record<string, unknown>,
    ): Promise<TicketView> {
      const now = clock.now();
      if (!eventTicketId) {
        const view = await eventFor(viewer, eventId, 'CanCreateTicket');
        notCancelled(view.row);
        const parsed = parseInput(eventTicketInputSchema, input);
        const row = await repo.insertTicketType(view.row.id, ticketFields(parsed));
        return { row, showBalance: true };
      }
      const view = await eventFor(viewer, eventId, 'CanEditTicket');
      notCancelled(view.row);
      const current = view.allTickets.find((t) => t.id === eventTicketId);
      if (!current) throw notFound(M.ticketNotFound);
      const parsed = parseInput(eventTicketInputSchema, merge(ticketInputOf(current), input));
      const row = await repo.updateTicketType(current.id, ticketFields(parsed), now);
      if (row) return { row, showBalance: true };
      const latest = await repo.ticketTypeById(current.id);
      if (!latest) throw notFound(M.ticketNotFound);
      throw conflict(M.limitBelowSold(latest.lockedAmount + latest.releasedAmount));
    },

    async deleteTicket(viewer: Viewer, eventTicketId: string): Promise<boolean> {
      const ticket = isUuid(eventTicketId) ? await repo.ticketTypeById(eventTicketId) : undefined;
      if (!ticket) throw notFound(M.ticketNotFound);
      await eventFor(viewer, ticket.eventId, 'CanEditTicket');
      try {
        if (await repo.deleteTicketTypeIfUnsold(ticket.id)) return true;
      } catch (err) {
        if (foreignKeyViolation(err)) throw conflict(M.ticketSold);
        throw err;
      }
      if (!(await repo.ticketTypeById(ticket.id))) throw notFound(M.ticketNotFound);
      throw conflict(M.ticketSold);
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

    search: discovery.search,
    myEvents: discovery.myEvents,
    myCreatedEvents: discovery.myCreatedEvents,
    cities: discovery.cities,
    users: team.users,
    teamsOf: team.teamsOf,
    setRole: team.setRole,
    removeRole: team.removeRole,
    simulateCost: pricing.simulateCost,
    calculateCost: pricing.calculateCost,
  };
}

/** A copy of an event's editable fields: not featured, not in a series, DRAFT. */
function copyOf(
  source: EventRow,
  options: { slug: string; startDate: Date; endDate: Date; viewer: Viewer; now: Date },
): NewEventRow {
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    publishedAt: _publishedAt,
    seriesId: _seriesId,
    ...fields
  } = source;
  return {
    ...fields,
    slug: options.slug,
    startDate: options.startDate,
    endDate: options.endDate,
    createdBy: source.createdBy,
    status: 'DRAFT',
    isFeatured: false,
    publishedAt: null,
    seriesId: null,
    createdAt: options.now,
    updatedAt: options.now,
  };
}

function copyTicket(t: TicketTypeRow): TicketFields {
  const {
    id: _id,
    eventId: _eventId,
    availableAmount: _a,
    lockedAmount: _l,
    releasedAmount: _r,
    createdAt: _c,
    updatedAt: _u,
    ...fields
  } = t;
  return fields;
}

export type EventsService = ReturnType<typeof eventsService>;
