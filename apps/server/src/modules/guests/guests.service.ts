import {
  type AddGuestInput,
  type EventPermission,
  GUEST_MESSAGES as M,
  type GuestSearch,
  type SavedGuest,
  type UpdateGuestInput,
  eventRoutes,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { DomainError, notFound } from '../../platform/errors';
import { type ConnectionArgs, isKeyWithId, paginate } from '../../platform/graphql/pagination';
import { uniqueViolation } from '../../platform/db/executor';
import { isUuid } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import type { EventView, EventsService } from '../events/events.module';
import type { MessagingService } from '../messaging/messaging.module';
import { guestInvitationEmail } from './guests.emails';
import {
  type GuestRow,
  type GuestValues,
  type GuestView,
  GuestWriteRefused,
  type GuestsRepository,
} from './guests.repository';
import type { SavedGuestEntry } from './guests.tables';

export type GuestsDeps = {
  repo: GuestsRepository;
  events: Pick<EventsService, 'event'>;
  messaging: Pick<MessagingService, 'sendEmail'>;
  publicUrl: string;
  clock: Clock;
};

const forbidden = () => new DomainError('AUTH_NOT_AUTHORIZED', 'You do not have permission to do this.');
const conflict = (message: string) => new DomainError('CONFLICT', message);

/** Whose guests a viewer may see and change at an event (docs/decisions/074). */
type Scope = 'ALL' | 'OWN';

/** A pass token as made by the guests table: 64 lowercase hex digits. */
const PASS_TOKEN = /^[0-9a-f]{64}$/;

/** What a guest's own pass page shows (docs/decisions/092): no e-mail, phone or note of the guest. */
export type GuestPassView = {
  event: {
    slug: string;
    displayName: string;
    startDate: Date;
    endDate: Date;
    timeZone: string;
    city: string | null;
    /** Null when the host shows the address to approved attendees only. */
    address: string | null;
    isCancelled: boolean;
  };
  guestName: string;
  quantity: number;
  passes: { ticketNo: number; id: string; secret: string; checkedInAt: Date | null }[];
};

const isNameKey = (value: unknown): value is [string, string] =>
  isKeyWithId(value, (first) => typeof first === 'string');

/** The rules of guests and guest lists: who may add, see and change them, and what they consume. */
export function guestsService(deps: GuestsDeps) {
  const { repo, events, messaging, clock, publicUrl } = deps;

  const today = () => clock.now().toISOString().slice(0, 10);

  async function eventFor(viewer: Viewer, eventId: string): Promise<EventView> {
    if (!isUuid(eventId)) throw notFound('Event not found.');
    return events.event(viewer, eventId);
  }

  const holds = (view: EventView, permission: EventPermission) => view.permissions.includes(permission);

  /** CanSearchGuests sees every guest; CanAddGuest alone, the guests the viewer added; nobody else any. */
  function scopeOf(view: EventView): Scope | null {
    if (holds(view, 'CanSearchGuests')) return 'ALL';
    return holds(view, 'CanAddGuest') ? 'OWN' : null;
  }

  /** The guest and its event, for a change: CanAddGuest, and the guest within the viewer's scope. */
  async function guestForChange(viewer: Viewer, guestId: string) {
    const guest = isUuid(guestId) ? await repo.byId(guestId) : undefined;
    if (!guest) throw notFound(M.guestNotFound);
    const view = await eventFor(viewer, guest.eventId);
    const scope = scopeOf(view);
    if (!scope) throw notFound(M.guestNotFound);
    if (!holds(view, 'CanAddGuest') || (scope === 'OWN' && guest.addedBy !== viewer.userId))
      throw forbidden();
    return { guest, view };
  }

  /** What the fields ask beyond CanAddGuest: extra tickets, a ticket type of the event, VIP tickets. */
  function checkFields(view: EventView, values: GuestValues, current?: GuestRow) {
    const more = values.quantity > (current?.quantity ?? 1);
    if (values.quantity > 1 && more && !holds(view, 'CanAddExtraTicket'))
      throw new DomainError('AUTH_NOT_AUTHORIZED', M.extraTicketsNotAllowed);
    if (values.eventTicketId && values.eventTicketId !== current?.eventTicketId) {
      const ticket = view.allTickets.find((t) => t.id === values.eventTicketId);
      if (!ticket)
        throw new DomainError('BAD_USER_INPUT', M.ticketTypeNotOfEvent, { field: 'eventTicketId' });
      if (ticket.isSpecialGuest && !holds(view, 'CanAddVip'))
        throw new DomainError('AUTH_NOT_AUTHORIZED', M.vipNotAllowed);
    }
  }

  function valuesOf(input: Omit<AddGuestInput, 'eventId'>): GuestValues {
    return {
      fullName: input.fullName,
      email: input.emailAddress ?? null,
      phoneNumber: input.phoneNumber ?? null,
      note: input.note || null,
      customFields: input.customFields,
      quantity: input.quantity,
      eventTicketId: input.eventTicketId ?? null,
      gender: input.gender ?? null,
      ageRange: input.ageRange ?? null,
    };
  }

  /** Turns a write refused inside its transaction, or a duplicate, into the domain error. */
  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof GuestWriteRefused) {
        if (err.reason === 'listFull') throw conflict(M.guestListFull);
        if (err.reason === 'soldOut') throw conflict(M.ticketsSoldOut);
        if (err.reason === 'checkedIn') throw conflict(M.checkedInTickets);
        throw notFound(M.guestNotFound);
      }
      if (uniqueViolation(err)) throw conflict(M.duplicateGuest);
      throw err;
    }
  }

  const qrPassOn = (optIns: { qrPass?: boolean } | null | undefined) => Boolean(optIns?.qrPass);

  /** The guest's pass page link, when the event gives guests QR passes. */
  const passLinkOf = (guest: GuestRow, view: EventView) =>
    qrPassOn(view.row.optIns) ? `${publicUrl}${eventRoutes.guestPass(guest.passToken)}` : null;

  async function viewOf(guestId: string): Promise<GuestView> {
    const view = await repo.view(guestId, today());
    if (!view) throw notFound(M.guestNotFound);
    return view;
  }

  return {
    /** Adds a guest (CanAddGuest; CanAddExtraTicket for plus-ones; CanAddVip for a special guest ticket type). */
    async addGuest(viewer: Viewer, input: AddGuestInput): Promise<GuestView> {
      const view = await eventFor(viewer, input.eventId);
      if (!holds(view, 'CanAddGuest')) throw forbidden();
      const values = valuesOf(input);
      checkFields(view, values);
      const row = await write(() => repo.insert(view.row.id, values, viewer.userId, clock.now()));
      return viewOf(row.id);
    },

    /** Changes a guest (as adding, on guests the viewer may change). */
    async updateGuest(viewer: Viewer, input: UpdateGuestInput): Promise<GuestView> {
      const { guest, view } = await guestForChange(viewer, input.guestId);
      const values = valuesOf(input);
      checkFields(view, values, guest);
      await write(() => repo.update(guest.id, values, clock.now()));
      return viewOf(guest.id);
    },

    /** Removes a guest whose tickets were not used; their ticket type's tickets return. */
    async removeGuest(viewer: Viewer, guestId: string): Promise<GuestRow> {
      const { guest } = await guestForChange(viewer, guestId);
      return write(() => repo.remove(guest.id, clock.now()));
    },

    /**
     * A guest's passes by the token of their pass page, for anyone holding the link (docs/decisions/092):
     * NOT_FOUND for an unknown token, a removed guest, or an event whose QR pass opt-in is off.
     */
    async guestPass(token: string): Promise<GuestPassView> {
      const found = PASS_TOKEN.test(token) ? await repo.passByToken(token) : undefined;
      if (!found || !qrPassOn(found.event.optIns)) throw notFound(M.passNotFound);
      const { event, guest, passes } = found;
      return {
        event: {
          slug: event.slug,
          displayName: event.displayName,
          startDate: event.startDate,
          endDate: event.endDate,
          timeZone: event.timeZone,
          city: event.city,
          address:
            event.location && !event.location.isOnlyVisibleToApprovedAttendees
              ? event.location.address
              : null,
          isCancelled: event.status === 'CANCELLED',
        },
        guestName: guest.fullName,
        quantity: guest.quantity,
        passes: passes.map((p) => ({
          ticketNo: p.ticketNo,
          id: p.id,
          secret: p.secret,
          checkedInAt: p.checkedInAt,
        })),
      };
    },

    /**
     * The links to a page of guests' pass pages (each null unless the event's QR pass opt-in is on), for the team
     * that sees the guests.
     */
    async passLinksOf(guestIds: readonly string[]): Promise<(string | null)[]> {
      const rows = await repo.passTokensOf(guestIds);
      return guestIds.map((id) => {
        const row = rows.find((r) => r.id === id);
        return row?.qrPass ? `${publicUrl}${eventRoutes.guestPass(row.passToken)}` : null;
      });
    },

    /**
     * E-mails the guest the event's link (and, when the event gives QR passes, their pass page's link); sent
     * again when asked again (e.g. after QR passes were turned on): INVITE_PENDING while it is being sent (and if sending fails, so it can
     * be tried again), INVITED once sent.
     */
    async sendGuestInvite(viewer: Viewer, guestId: string): Promise<GuestView> {
      const { guest, view } = await guestForChange(viewer, guestId);
      if (!guest.email)
        throw new DomainError('BAD_USER_INPUT', M.noEmailForInvite, { field: 'emailAddress' });
      await repo.setInviteStatus(guest.id, 'INVITE_PENDING', clock.now());
      await messaging.sendEmail(
        guestInvitationEmail({
          to: guest.email,
          guestName: guest.fullName,
          hostName: viewer.user.name ?? 'Your host',
          eventName: view.row.displayName,
          quantity: guest.quantity,
          link: `${publicUrl}${eventRoutes.event(view.row.slug)}`,
          passLink: passLinkOf(guest, view),
        }),
      );
      await repo.setInviteStatus(guest.id, 'INVITED', clock.now());
      return viewOf(guest.id);
    },

    /** A page of the event's guests by name (CanSearchGuests; with CanAddGuest alone, those the viewer added). */
    async searchEventGuests(viewer: Viewer, eventId: string, search: GuestSearch, args: ConnectionArgs) {
      const view = await eventFor(viewer, eventId);
      const scope = scopeOf(view);
      if (!scope) throw forbidden();
      const filter = { ...search, ...(scope === 'OWN' ? { addedBy: viewer.userId } : {}) };
      return paginate(args, {
        fetch: (limit, after) => repo.search(view.row.id, filter, today(), limit, after),
        keyOf: (guest) => [guest.fullName.toLowerCase(), guest.id] as [string, string],
        isKey: isNameKey,
        defaultPageSize: 20,
      });
    },

    ticketsOf: (guestIds: readonly string[]) => repo.ticketsOf(guestIds),

    /** Guest counters of a page of events, for the team who may see or add guests (null for others). */
    async countersOf(views: readonly EventView[]) {
      const shown = views.filter((v) => scopeOf(v) !== null).map((v) => v.row.id);
      const counters = await repo.countersOf(shown);
      return views.map((v) => counters.find((c) => c.eventId === v.row.id) ?? null);
    },

    /** The guest list's capacity in people, or none (CanEditEvent). */
    async setGuestListCapacity(viewer: Viewer, eventId: string, capacity: number | null) {
      const view = await eventFor(viewer, eventId);
      if (!holds(view, 'CanEditEvent')) throw forbidden();
      await repo.setCapacity(view.row.id, capacity, clock.now());
      return (await repo.countersOf([view.row.id]))[0]!;
    },

    savedGuestListNames: (viewer: Viewer) => repo.savedListNames(viewer.userId),

    /**
     * Saves a guest list under a name (replacing the viewer's list of that name): the guests given (CanAddGuest
     * at the event), or the event's guests (CanSearchGuests).
     */
    async saveGuestList(viewer: Viewer, eventId: string, name: string, given?: SavedGuest[] | null) {
      const view = await eventFor(viewer, eventId);
      let entries: SavedGuestEntry[];
      if (given) {
        if (!holds(view, 'CanAddGuest')) throw forbidden();
        entries = given.map((g) => ({
          fullName: g.fullName,
          plus1: g.plus1,
          ...(g.email ? { email: g.email } : {}),
          ...(g.phoneNumber ? { phoneNumber: g.phoneNumber } : {}),
        }));
      } else {
        if (!holds(view, 'CanSearchGuests')) throw forbidden();
        entries = (await repo.allOf(view.row.id)).map((g) => ({
          fullName: g.fullName,
          plus1: g.quantity - 1,
          ...(g.email ? { email: g.email } : {}),
          ...(g.phoneNumber ? { phoneNumber: g.phoneNumber } : {}),
        }));
      }
      if (entries.length === 0) throw new DomainError('BAD_USER_INPUT', M.savedListEmpty);
      return repo.saveList(viewer.userId, name, entries, clock.now());
    },

    /**
     * Adds the viewer's saved list to an event as guest-list entries (CanAddGuest; CanAddExtraTicket when
     * anyone brings plus-ones), all or nothing against the capacity; guests whose e-mail or phone is already
     * on the list (or twice in the saved list) are skipped and answered.
     */
    async loadSavedGuestList(viewer: Viewer, eventId: string, name: string) {
      const view = await eventFor(viewer, eventId);
      if (!holds(view, 'CanAddGuest')) throw forbidden();
      const saved = await repo.savedList(viewer.userId, name);
      if (!saved) throw notFound(M.savedListNotFound);
      if (saved.guests.some((g) => g.plus1 > 0) && !holds(view, 'CanAddExtraTicket'))
        throw new DomainError('AUTH_NOT_AUTHORIZED', M.extraTicketsNotAllowed);
      const entries = saved.guests.map((g, key) => ({
        key,
        fullName: g.fullName,
        email: g.email ?? null,
        phoneNumber: g.phoneNumber ?? null,
        note: null,
        customFields: [],
        quantity: 1 + g.plus1,
        eventTicketId: null,
        gender: null,
        ageRange: null,
      }));
      const { added, skipped } = await write(() =>
        repo.insertMany(view.row.id, entries, viewer.userId, clock.now()),
      );
      return { added: added.length, skipped: skipped.map((key) => saved.guests[key]!) };
    },

    async deleteSavedGuestList(viewer: Viewer, name: string): Promise<boolean> {
      if (!(await repo.deleteList(viewer.userId, name))) throw notFound(M.savedListNotFound);
      return true;
    },
  };
}

export type GuestsService = ReturnType<typeof guestsService>;
