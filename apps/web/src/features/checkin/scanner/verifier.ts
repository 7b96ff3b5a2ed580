import {
  DOOR_MESSAGES as D,
  DOOR_REFUSAL_MESSAGES,
  doorTime,
  ticketAdmissionsLeft,
  ticketEntriesUsed,
} from '@repclub/shared';
import type {
  ManifestGuest,
  ManifestGuestPass,
  ManifestTicket,
  ScannerManifest,
  ScanRefusal,
  ScanVerdict,
  ScanningZone,
} from './types';

/**
 * The scanner's offline verifier (docs/decisions/083): the server's check-in rules applied to the downloaded
 * manifest. A scanned string is looked up by its SHA-256 (the manifest carries hashes, never secrets); a ticket with
 * a refusal is refused with it; a zone admits only its ticket types, each ticket's people at most `maxScans` times in
 * it (once at the door when the event has no zones), a party in parts if the door says so (decision 112); a guest is admitted up to the quantity on the list, a guest pass once.
 * Admitting changes the local copy, so the next scan of the same code is refused at once, network or not.
 */

/** The door (no zone) admits a ticket once. */
export const DEFAULT_MAX_SCANS = 1;
const DOOR = '';

/** A ticket's scans in a zone: entries begun (`count`) and the people they admitted. */
type ZoneScans = { count: number; people: number; lastAt: string | null };
export type TicketState = { ticket: ManifestTicket; zones: Map<string, ZoneScans> };
export type GuestPassState = { pass: ManifestGuestPass; checkedIn: boolean; at: string | null };
export type GuestState = {
  guest: ManifestGuest;
  checkedInQuantity: number;
  lastAt: string | null;
  passes: GuestPassState[];
};
type HashTarget =
  { kind: 'ticket'; ticketId: string } | { kind: 'pass'; guestId: string; guestTicketId: string };

export type LocalManifest = {
  manifest: ScannerManifest;
  tickets: Map<string, TicketState>;
  guests: Map<string, GuestState>;
  zones: Map<string, ScanningZone>;
  byHash: Map<string, HashTarget>;
  /** Ticket and guest-pass ids of this event, to tell a forged or outdated code from another event's. */
  knownIds: Set<string>;
  /** Ticket type names by id (a guest on a ticket type is shown with it). */
  ticketTypes: Map<string, string>;
};

/** What the door person asked for, with the scanned string's hash already worked out. */
export type LocalRequest =
  | { kind: 'code'; code: string; codeHash: string; quantity?: number | null }
  | { kind: 'ticket'; ticketId: string; quantity?: number | null }
  | { kind: 'guest'; guestId: string; quantity?: number | null };

/** What admitting changes in the local copy. */
export type ScanEffect =
  | { kind: 'ticket'; ticketId: string; zone: string; quantity: number }
  | { kind: 'guest'; guestId: string; quantity: number; guestTicketId: string | null };

export function createLocalManifest(manifest: ScannerManifest): LocalManifest {
  const tickets = new Map<string, TicketState>();
  const guests = new Map<string, GuestState>();
  const byHash = new Map<string, HashTarget>();
  const knownIds = new Set<string>();
  for (const ticket of manifest.tickets) {
    // A copy from before parties came in parts counted whole scans: each admitted the ticket's people.
    const people = (scans: number, admitted: number | undefined) => admitted ?? scans * peopleOf(ticket);
    tickets.set(ticket.ticketId, {
      ticket,
      zones: new Map([
        [
          DOOR,
          { count: ticket.scansUsed, people: people(ticket.scansUsed, ticket.admittedCount), lastAt: null },
        ],
        ...(ticket.zoneScans ?? []).map(
          (zone) =>
            [
              zone.zoneId,
              { count: zone.scansUsed, people: people(zone.scansUsed, zone.admittedCount), lastAt: null },
            ] as [string, ZoneScans],
        ),
      ]),
    });
    byHash.set(ticket.codeHash.toLowerCase(), { kind: 'ticket', ticketId: ticket.ticketId });
    knownIds.add(ticket.ticketId);
  }
  for (const guest of manifest.guests) {
    guests.set(guest.guestId, {
      guest,
      checkedInQuantity: guest.checkedInQuantity,
      lastAt: null,
      passes: guest.passes.map((pass) => ({ pass, checkedIn: pass.checkedIn, at: null })),
    });
    for (const pass of guest.passes) {
      knownIds.add(pass.guestTicketId);
      if (pass.codeHash) {
        byHash.set(pass.codeHash.toLowerCase(), {
          kind: 'pass',
          guestId: guest.guestId,
          guestTicketId: pass.guestTicketId,
        });
      }
    }
  }
  const ticketTypes = new Map(manifest.tickets.map((ticket) => [ticket.eventTicketId, ticket.ticketType]));
  return {
    manifest,
    tickets,
    guests,
    ticketTypes,
    zones: new Map(manifest.zones.map((zone) => [zone.id, zone])),
    byHash,
    knownIds,
  };
}

/** "9:14 PM" in the event's time zone, as the server writes it (DOOR_MESSAGES). */
export function formatScanTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : doorTime(date, timeZone);
}

/**
 * The message a door person reads for a refusal, in the server's words (packages/shared DOOR_MESSAGES): the server
 * sends its own online; these are the offline verdicts'.
 */
export function refusalMessage(
  refusal: ScanRefusal,
  details: { lastAt?: string | null; timeZone: string; ticketType?: string | null },
): string {
  if (refusal === 'ALREADY_SCANNED') {
    const time = details.lastAt ? formatScanTime(details.lastAt, details.timeZone) : '';
    return time ? D.alreadyScanned(time) : 'Already scanned';
  }
  if (refusal === 'WRONG_ZONE') return D.wrongZone(details.ticketType ?? 'this');
  return DOOR_REFUSAL_MESSAGES[refusal];
}

const CODE_PATTERN = /^repclub:(ticket|guest):([^:\s]+):([^:\s]+)$/;

function refused(
  state: LocalManifest,
  refusal: ScanRefusal,
  details: Partial<ScanVerdict> & { lastAt?: string | null } = {},
): { verdict: ScanVerdict; effect: null } {
  const { lastAt, message, ...rest } = details;
  return {
    verdict: {
      outcome: 'REFUSED',
      refusal,
      message:
        message ??
        refusalMessage(refusal, { lastAt, timeZone: state.manifest.timeZone, ticketType: rest.ticketType }),
      admitted: 0,
      scansUsed: 0,
      maxScans: 1,
      ...rest,
    },
    effect: null,
  };
}

function maxScansIn(state: LocalManifest, zoneId: string | null): number {
  return zoneId ? (state.zones.get(zoneId)?.maxScans ?? DEFAULT_MAX_SCANS) : DEFAULT_MAX_SCANS;
}

/** People a ticket admits (its holder and the type's additional guests). */
const peopleOf = (ticket: ManifestTicket) => Math.max(1, ticket.admissions);

/** People of a ticket who may still come in at one scan in a zone, as the server counts (decision 112). */
export function ticketLeft(state: LocalManifest, entry: TicketState, zoneId: string | null): number {
  const used = entry.zones.get(zoneId ?? DOOR)?.people ?? 0;
  return ticketAdmissionsLeft(peopleOf(entry.ticket), maxScansIn(state, zoneId), used);
}

function verifyTicket(
  state: LocalManifest,
  entry: TicketState,
  zoneId: string | null,
  quantity?: number | null,
) {
  const { ticket } = entry;
  const zone = zoneId ? state.zones.get(zoneId) : undefined;
  const maxScans = maxScansIn(state, zoneId);
  const used = entry.zones.get(zoneId ?? DOOR) ?? { count: 0, people: 0, lastAt: null };
  const details = {
    holderName: ticket.holderName,
    ticketType: ticket.ticketType,
    ticketId: ticket.ticketId,
    scansUsed: used.count,
    maxScans,
  };
  if (ticket.refusal) return refused(state, ticket.refusal, details);
  if (zoneId && !zone) return refused(state, 'WRONG_ZONE', details);
  if (zone && zone.eventTicketIds.length > 0 && !zone.eventTicketIds.includes(ticket.eventTicketId)) {
    return refused(state, 'WRONG_ZONE', details);
  }
  const left = ticketLeft(state, entry, zoneId);
  if (left === 0) return refused(state, 'ALREADY_SCANNED', { ...details, lastAt: used.lastAt });
  // The door says how many of the ticket's people came; without a number, all that are left.
  const admitted = quantity ?? left;
  if (!Number.isInteger(admitted) || admitted < 1 || admitted > left)
    return refused(state, 'NO_ADMISSIONS_LEFT', { ...details, message: D.onlyLeft(left) });
  return {
    verdict: {
      outcome: 'ADMITTED',
      refusal: null,
      message: D.admit(admitted, ticket.ticketType),
      ...details,
      admitted,
      scansUsed: ticketEntriesUsed(peopleOf(ticket), used.people + admitted),
    } satisfies ScanVerdict,
    effect: {
      kind: 'ticket',
      ticketId: ticket.ticketId,
      zone: zoneId ?? DOOR,
      quantity: admitted,
    } satisfies ScanEffect,
  };
}

const zoneAdmits = (zone: ScanningZone | undefined, eventTicketId: string | null | undefined) =>
  !zone ||
  zone.eventTicketIds.length === 0 ||
  (eventTicketId != null && zone.eventTicketIds.includes(eventTicketId));

function verifyGuest(
  state: LocalManifest,
  entry: GuestState,
  zoneId: string | null,
  request: { quantity?: number | null; guestTicketId?: string },
) {
  const { guest } = entry;
  // People on the list: a pass each (the manifest's passes), else the quantity.
  const total = entry.passes.length > 0 ? entry.passes.length : guest.quantity;
  const left = Math.max(0, total - entry.checkedInQuantity);
  const ticketType = (guest.eventTicketId && state.ticketTypes.get(guest.eventTicketId)) || 'Guest';
  const details = {
    holderName: guest.fullName,
    guestId: guest.guestId,
    ticketId: request.guestTicketId ?? null,
    ticketType,
    scansUsed: entry.checkedInQuantity,
    maxScans: guest.quantity,
  };
  const zone = zoneId ? state.zones.get(zoneId) : undefined;
  if ((zoneId && !zone) || !zoneAdmits(zone, guest.eventTicketId))
    return refused(state, 'WRONG_ZONE', details);
  let quantity: number;
  if (request.guestTicketId) {
    const pass = entry.passes.find((candidate) => candidate.pass.guestTicketId === request.guestTicketId);
    if (pass?.checkedIn) return refused(state, 'ALREADY_SCANNED', { ...details, lastAt: pass.at });
    quantity = 1;
  } else {
    quantity = request.quantity ?? left;
  }
  if (left === 0) return refused(state, 'NO_ADMISSIONS_LEFT', details);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) {
    return refused(state, 'NO_ADMISSIONS_LEFT', { ...details, message: D.onlyLeft(left) });
  }
  return {
    verdict: {
      outcome: 'ADMITTED',
      refusal: null,
      message: D.admit(quantity, ticketType),
      ...details,
      admitted: quantity,
      scansUsed: entry.checkedInQuantity + quantity,
    } satisfies ScanVerdict,
    effect: {
      kind: 'guest',
      guestId: guest.guestId,
      quantity,
      guestTicketId: request.guestTicketId ?? null,
    } satisfies ScanEffect,
  };
}

/** What a scan would do, without changing anything. `effect` is what admitting changes (null when refused). */
export function verifyLocally(
  state: LocalManifest,
  request: LocalRequest,
  zoneId: string | null,
): { verdict: ScanVerdict; effect: ScanEffect | null } {
  if (request.kind === 'ticket') {
    const entry = state.tickets.get(request.ticketId);
    return entry ? verifyTicket(state, entry, zoneId, request.quantity) : refused(state, 'OTHER_EVENT');
  }
  if (request.kind === 'guest') {
    const entry = state.guests.get(request.guestId);
    return entry
      ? verifyGuest(state, entry, zoneId, { quantity: request.quantity })
      : refused(state, 'OTHER_EVENT');
  }
  const target = state.byHash.get(request.codeHash.toLowerCase());
  if (target?.kind === 'ticket') {
    const entry = state.tickets.get(target.ticketId);
    if (entry) return verifyTicket(state, entry, zoneId, request.quantity);
  }
  if (target?.kind === 'pass') {
    const entry = state.guests.get(target.guestId);
    if (entry) return verifyGuest(state, entry, zoneId, { guestTicketId: target.guestTicketId });
  }
  const parsed = CODE_PATTERN.exec(request.code.trim());
  // A code of ours whose id is on this event's list but whose secret is not: forged, or replaced when shared.
  if (!parsed || state.knownIds.has(parsed[2] ?? '')) return refused(state, 'NOT_A_TICKET');
  return refused(state, 'OTHER_EVENT');
}

/** Applies an admission to the local copy. */
export function applyEffect(state: LocalManifest, effect: ScanEffect, scannedAt: string) {
  if (effect.kind === 'ticket') {
    const entry = state.tickets.get(effect.ticketId);
    if (!entry) return;
    const used = entry.zones.get(effect.zone) ?? { count: 0, people: 0, lastAt: null };
    const people = used.people + effect.quantity;
    entry.zones.set(effect.zone, {
      count: ticketEntriesUsed(peopleOf(entry.ticket), people),
      people,
      lastAt: scannedAt,
    });
    return;
  }
  const entry = state.guests.get(effect.guestId);
  if (!entry) return;
  entry.checkedInQuantity = Math.min(entry.guest.quantity, entry.checkedInQuantity + effect.quantity);
  entry.lastAt = scannedAt;
  // The passes checked in: the scanned one, or as many as were admitted by name.
  const passes = effect.guestTicketId
    ? entry.passes.filter((pass) => pass.pass.guestTicketId === effect.guestTicketId)
    : entry.passes.filter((pass) => !pass.checkedIn).slice(0, effect.quantity);
  for (const pass of passes) {
    pass.checkedIn = true;
    pass.at = scannedAt;
  }
}

/** Verifies and, when admitted, records the admission in the local copy. */
export function scanLocally(
  state: LocalManifest,
  request: LocalRequest,
  zoneId: string | null,
  scannedAt: string,
) {
  const result = verifyLocally(state, request, zoneId);
  if (result.effect) applyEffect(state, result.effect, scannedAt);
  return result.verdict;
}

/**
 * Records in the local copy what the server admitted (an online check-in): the same change the local verdict would
 * make, or, when the local copy disagreed (it was older than the server's), the ticket or guest the server named.
 */
export function applyServerVerdict(
  state: LocalManifest,
  request: LocalRequest,
  zoneId: string | null,
  verdict: ScanVerdict,
  scannedAt: string,
) {
  if (verdict.outcome !== 'ADMITTED') return;
  const local = verifyLocally(state, request, zoneId);
  if (local.effect) {
    // The people the server let in, which an older copy may have counted otherwise.
    applyEffect(
      state,
      local.effect.kind === 'ticket' ? { ...local.effect, quantity: verdict.admitted } : local.effect,
      scannedAt,
    );
  } else if (verdict.guestId && state.guests.has(verdict.guestId)) {
    applyEffect(
      state,
      { kind: 'guest', guestId: verdict.guestId, quantity: verdict.admitted, guestTicketId: null },
      scannedAt,
    );
  } else if (verdict.ticketId && state.tickets.has(verdict.ticketId)) {
    const entry = state.tickets.get(verdict.ticketId)!;
    const zone = zoneId ?? DOOR;
    const people = (entry.zones.get(zone)?.people ?? 0) + verdict.admitted;
    entry.zones.set(zone, {
      count: Math.max(verdict.scansUsed, ticketEntriesUsed(peopleOf(entry.ticket), people)),
      people,
      lastAt: scannedAt,
    });
  }
}

/** People admitted in a zone (the door when null): tickets scanned there with their admissions, and the guests. */
export function admittedCount(state: LocalManifest, zoneId: string | null): number {
  let total = 0;
  for (const entry of state.tickets.values()) {
    total += Math.min(peopleOf(entry.ticket), entry.zones.get(zoneId ?? DOOR)?.people ?? 0);
  }
  // Guests are counted once, wherever they came in.
  for (const entry of state.guests.values()) total += entry.checkedInQuantity;
  return total;
}

export type SearchHit =
  | { kind: 'ticket'; id: string; name: string; detail: string; entry: TicketState }
  | { kind: 'guest'; id: string; name: string; detail: string; entry: GuestState };

/** Tickets and guests whose holder name, ticket type or guest name contains every word of the query. */
export function searchManifest(state: LocalManifest, query: string, limit = 30): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = (text: string) => words.every((word) => text.includes(word));
  const hits: SearchHit[] = [];
  for (const entry of state.tickets.values()) {
    const { ticket } = entry;
    if (matches(`${ticket.holderName} ${ticket.ticketType}`.toLowerCase())) {
      hits.push({
        kind: 'ticket',
        id: ticket.ticketId,
        name: ticket.holderName,
        detail: ticket.ticketType,
        entry,
      });
    }
  }
  for (const entry of state.guests.values()) {
    const { guest } = entry;
    if (matches(`${guest.fullName} guest`.toLowerCase())) {
      hits.push({
        kind: 'guest',
        id: guest.guestId,
        name: guest.fullName,
        detail: `Guest · ${guest.quantity}`,
        entry,
      });
    }
  }
  hits.sort((a, b) => a.name.localeCompare(b.name));
  return hits.slice(0, limit);
}
