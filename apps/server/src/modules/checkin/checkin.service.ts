import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CHECKIN_MESSAGES as M,
  DOOR_MESSAGES as D,
  DOOR_REFUSAL_MESSAGES,
  QR_CODE_PREFIX,
  type ScanInput,
  type ScanRefusal,
  type ScanSyncStatus,
  doorTime,
  ticketAdmissionsLeft,
  ticketEntriesUsed,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import type { Tx } from '../../platform/db/executor';
import { DomainError, notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { ModuleLog } from '../../platform/module';
import type { Viewer } from '../../platform/viewer';
import { type TicketForScan, admitTicket, ticketForScan, ticketsForScan } from '../bookings/bookings.module';
import type { EventView, EventsService, ScanningZoneRow } from '../events/events.module';
import {
  type GuestForScan,
  admitGuestPass,
  admitGuestPasses,
  guestForScan,
  guestOfPass,
  guestsForScan,
} from '../guests/guests.module';
import type { NotificationsService } from '../notifications/notifications.module';
import type { CheckinRepository } from './checkin.repository';
import type { StoredVerdict } from './checkin.tables';

/**
 * Told of a ticket's first admission inside the scan's transaction (the points module credits the ticket's
 * rep points there: docs/decisions/101). What it answers runs after the transaction commits (notifications).
 */
export type TicketAdmissionListener = {
  ticketAdmitted(
    tx: Tx,
    ticket: { id: string; eventId: string; eventTicketId: string; userId: string },
    now: Date,
  ): Promise<(() => Promise<void>) | undefined>;
};

export type CheckinDeps = {
  repo: CheckinRepository;
  /** Listeners to first admissions (none when no module bound one). */
  admissions?: TicketAdmissionListener;
  events: Pick<EventsService, 'event' | 'zonesOfEvent'>;
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
  log: ModuleLog;
};

export type ScanVerdict = StoredVerdict;

const forbidden = () => new DomainError('AUTH_NOT_AUTHORIZED', 'You do not have permission to do this.');

/** Lowercase hex SHA-256 of a QR string: what the offline manifest carries instead of the code. */
export const codeHash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');
export const ticketCode = (id: string, secret: string) => `${QR_CODE_PREFIX.ticket}${id}:${secret}`;
export const guestPassCode = (id: string, secret: string) => `${QR_CODE_PREFIX.guest}${id}:${secret}`;

const sameSecret = (given: string, actual: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A scanned code taken apart: which kind, the id and the secret; null when it is not one of ours. */
function parseCode(code: string): { kind: 'ticket' | 'guest'; id: string; secret: string } | null {
  for (const kind of ['ticket', 'guest'] as const) {
    const prefix = QR_CODE_PREFIX[kind];
    if (!code.startsWith(prefix)) continue;
    const rest = code.slice(prefix.length);
    const colon = rest.indexOf(':');
    if (colon < 0) return null;
    const id = rest.slice(0, colon);
    const secret = rest.slice(colon + 1);
    return isUuid(id) && secret ? { kind, id: id.toLowerCase(), secret } : null;
  }
  return null;
}

/** What a scan is about, once found. */
type Target =
  | { kind: 'none'; refusal: 'NOT_A_TICKET' | 'OTHER_EVENT' }
  | { kind: 'ticket'; found: TicketForScan }
  | { kind: 'guest'; found: GuestForScan; passId: string | null };

/** A ticket's standing, whatever the zone: why it must not be admitted, or null. */
type StandingRefusal =
  'REFUNDED' | 'SHARED_AWAY' | 'REVOKED' | 'CANCELLED' | 'NOT_APPROVED' | 'POLICY_NOT_ACCEPTED';

function standingRefusal(found: TicketForScan, event: EventView['row']): StandingRefusal | null {
  const { ticket } = found;
  if (ticket.status === 'REFUNDED') return 'REFUNDED';
  if (ticket.status === 'TRANSFERRED') return 'SHARED_AWAY';
  // A claimed ticket is cancelled only when its sharer takes it back (ticket sharing).
  if (ticket.status === 'CANCELLED') return ticket.parentTicketId ? 'REVOKED' : 'CANCELLED';
  if (ticket.status !== 'ACTIVE') return 'CANCELLED';
  if (found.attendeeState !== 'APPROVED' && found.attendeeState !== 'CHECKED_IN') return 'NOT_APPROVED';
  if (event.optIns.privacyPolicy && found.privacyPolicyState === 'DECLINED') return 'POLICY_NOT_ACCEPTED';
  return null;
}

/** The name of a device that sent none: "<scanner's name>'s device" (docs/decisions/112). */
export function deviceNameOf(viewer: Viewer): string {
  const name = viewer.user.name?.trim() || viewer.user.firstName?.trim() || viewer.user.userName?.trim();
  return name ? `${name}'s device` : 'A scanning device';
}

const zoneAdmits = (zone: ScanningZoneRow | null, eventTicketId: string | null) =>
  !zone ||
  zone.eventTicketIds.length === 0 ||
  (eventTicketId !== null && zone.eventTicketIds.includes(eventTicketId));

/** Check-in at the door (domain §6 scan ticket; docs/decisions/080). */
export function checkinService(deps: CheckinDeps) {
  const { repo, events, notifications, clock, log, admissions } = deps;

  async function eventFor(viewer: Viewer, eventId: string, permission: 'CanScanTicket' | 'CanViewAttendees') {
    if (!isUuid(eventId)) throw notFound('Event not found.');
    const view = await events.event(viewer, eventId);
    if (!view.permissions.includes(permission)) throw forbidden();
    return view;
  }

  async function zoneOf(view: EventView, zoneId: string | null | undefined) {
    if (!zoneId) return null;
    const zone = (await events.zonesOfEvent(view.row.id)).find((z) => z.id === zoneId);
    if (!zone) throw notFound(M.zoneNotFound);
    return zone;
  }

  /** Finds what a scan points at; with `lock`, the ticket or guest row is locked for the transaction. */
  async function targetOf(run: Tx, view: EventView, input: ScanInput, lock: boolean): Promise<Target> {
    const eventId = view.row.id;
    const ofEvent = <T extends { kind: 'ticket' | 'guest' }>(target: T, targetEventId: string): T | Target =>
      targetEventId === eventId ? target : { kind: 'none', refusal: 'OTHER_EVENT' };
    if (input.code) {
      const parsed = parseCode(input.code);
      if (!parsed) return { kind: 'none', refusal: 'NOT_A_TICKET' };
      if (parsed.kind === 'ticket') {
        const found = await ticketForScan(run, parsed.id, { lock });
        if (!found || !sameSecret(parsed.secret, found.ticket.qrSecret))
          return { kind: 'none', refusal: 'NOT_A_TICKET' };
        return ofEvent({ kind: 'ticket', found }, found.ticket.eventId);
      }
      const found = await guestOfPass(run, parsed.id, { lock });
      const pass = found?.passes.find((p) => p.id === parsed.id);
      if (!found || !pass || !sameSecret(parsed.secret, pass.secret))
        return { kind: 'none', refusal: 'NOT_A_TICKET' };
      if (found.guest.eventId !== eventId) return { kind: 'none', refusal: 'OTHER_EVENT' };
      if (!view.row.optIns.qrPass) return { kind: 'none', refusal: 'NOT_A_TICKET' };
      return { kind: 'guest', found, passId: pass.id };
    }
    if (input.ticketId) {
      const found = await ticketForScan(run, input.ticketId, { lock });
      if (!found) return { kind: 'none', refusal: 'NOT_A_TICKET' };
      return ofEvent({ kind: 'ticket', found }, found.ticket.eventId);
    }
    const found = input.guestId ? await guestForScan(run, input.guestId, { lock }) : undefined;
    if (!found) return { kind: 'none', refusal: 'NOT_A_TICKET' };
    return ofEvent({ kind: 'guest', found, passId: null }, found.guest.eventId);
  }

  const blank = { holderName: null, avatarUrl: null, ticketType: null, ticketId: null, guestId: null };

  /** The verdict on a target: what admitting it would do (nothing is written). */
  async function judge(
    tx: Tx,
    view: EventView,
    zone: ScanningZoneRow | null,
    target: Target,
    input: ScanInput,
  ): Promise<{ verdict: ScanVerdict; lastAt: Date | null; newlyInside?: number }> {
    const tz = view.row.timeZone;
    const refuse = (refusal: ScanRefusal, message: string, fields: Partial<ScanVerdict>): ScanVerdict => ({
      ...blank,
      admitted: 0,
      scansUsed: 0,
      maxScans: 1,
      ...fields,
      outcome: 'REFUSED',
      refusal,
      message,
    });
    if (target.kind === 'none')
      return { verdict: refuse(target.refusal, DOOR_REFUSAL_MESSAGES[target.refusal], {}), lastAt: null };
    if (target.kind === 'ticket') {
      const { found } = target;
      const people = 1 + found.additionalGuests;
      const maxScans = zone?.maxScans ?? 1;
      const zoneKey = zone?.id ?? null;
      const admissions = await repo.ticketAdmissions(tx, found.ticket.id);
      const here = admissions.find((a) => a.zoneId === zoneKey);
      let used = here?.people ?? 0;
      let last = here?.last ?? null;
      // A ticket checked in before scans were recorded (demo data) has used the default entrance.
      if (!zone && admissions.length === 0 && found.ticket.checkedInAt) {
        used = people;
        last = found.ticket.checkedInAt;
      }
      const left = ticketAdmissionsLeft(people, maxScans, used);
      const fields: Partial<ScanVerdict> = {
        holderName: found.holderName ?? 'Unknown',
        avatarUrl: found.holderAvatarUrl,
        ticketType: found.ticketType,
        ticketId: found.ticket.id,
        scansUsed: ticketEntriesUsed(people, used),
        maxScans,
      };
      const standing = standingRefusal(found, view.row);
      if (standing)
        return { verdict: refuse(standing, DOOR_REFUSAL_MESSAGES[standing], fields), lastAt: last };
      if (!zoneAdmits(zone, found.ticket.eventTicketId))
        return { verdict: refuse('WRONG_ZONE', D.wrongZone(found.ticketType), fields), lastAt: last };
      if (left === 0)
        return {
          verdict: refuse('ALREADY_SCANNED', D.alreadyScanned(doorTime(last ?? clock.now(), tz)), fields),
          lastAt: last,
        };
      // The door says how many of the ticket's people came (docs/decisions/112); without a number, all that is left.
      const wanted = input.quantity ?? left;
      if (wanted > left)
        return { verdict: refuse('NO_ADMISSIONS_LEFT', D.onlyLeft(left), fields), lastAt: last };
      // People of the ticket inside the event before and after this scan (the most admitted in any one zone).
      const inside = (zoneUsed: number) =>
        Math.max(
          Math.min(people, zoneUsed),
          ...admissions.filter((a) => a.zoneId !== zoneKey).map((a) => Math.min(people, a.people)),
        );
      return {
        verdict: {
          ...blank,
          ...fields,
          outcome: 'ADMITTED',
          refusal: null,
          message: D.admit(wanted, found.ticketType),
          admitted: wanted,
          scansUsed: ticketEntriesUsed(people, used + wanted),
        } as ScanVerdict,
        lastAt: last,
        newlyInside: inside(used + wanted) - inside(used),
      };
    }
    const { guest, passes } = target.found;
    const used = passes.filter((p) => p.checkedInAt);
    const lastAt = used.reduce<Date | null>(
      (last, p) => (!last || p.checkedInAt! > last ? p.checkedInAt! : last),
      null,
    );
    const ticketType = guest.eventTicketId
      ? (view.allTickets.find((t) => t.id === guest.eventTicketId)?.ticketType ?? 'Guest')
      : 'Guest';
    const fields: Partial<ScanVerdict> = {
      holderName: guest.fullName,
      ticketType,
      guestId: guest.id,
      ticketId: target.passId,
      scansUsed: used.length,
      maxScans: guest.quantity,
    };
    if (!zoneAdmits(zone, guest.eventTicketId))
      return { verdict: refuse('WRONG_ZONE', D.wrongZone(ticketType), fields), lastAt };
    if (target.passId) {
      const pass = passes.find((p) => p.id === target.passId)!;
      if (pass.checkedInAt)
        return {
          verdict: refuse('ALREADY_SCANNED', D.alreadyScanned(doorTime(pass.checkedInAt, tz)), fields),
          lastAt: pass.checkedInAt,
        };
      return {
        verdict: {
          ...blank,
          ...fields,
          outcome: 'ADMITTED',
          refusal: null,
          message: D.admit(1, ticketType),
          admitted: 1,
          scansUsed: used.length + 1,
        } as ScanVerdict,
        lastAt,
      };
    }
    const left = passes.length - used.length;
    const wanted = input.quantity ?? left;
    if (left === 0 || wanted > left)
      return {
        verdict: refuse('NO_ADMISSIONS_LEFT', left === 0 ? D.noAdmissionsLeft : D.onlyLeft(left), fields),
        lastAt,
      };
    return {
      verdict: {
        ...blank,
        ...fields,
        outcome: 'ADMITTED',
        refusal: null,
        message: D.admit(wanted, ticketType),
        admitted: wanted,
        scansUsed: used.length + wanted,
      } as ScanVerdict,
      lastAt,
    };
  }

  class DuplicateScan extends Error {}

  type Applied = {
    verdict: ScanVerdict;
    status: ScanSyncStatus;
    /** The holder to tell they are checked in (their first admission). */
    checkedIn: { userId: string } | null;
    /** What the admission listeners do once the scan is committed. */
    afterCommit?: (() => Promise<void>) | undefined;
  };

  /**
   * Applies one scan in one transaction: locks the ticket or guest, answers an earlier scan of the same scanId
   * as it was, judges, admits (through bookings' and guests' functions) and records the scan. From a device's
   * sync, an admission the server refuses because the ticket is used up is a CONFLICT and is recorded as one.
   */
  async function apply(
    viewer: Viewer,
    view: EventView,
    zone: ScanningZoneRow | null,
    input: ScanInput,
    source: 'LIVE' | 'SYNC',
  ): Promise<Applied> {
    const now = clock.now();
    const scannedAt = input.scannedAt ? new Date(input.scannedAt) : now;
    const existingAnswer = async (): Promise<Applied> => {
      const existing = await repo.scanById(input.scanId);
      return duplicateOf(existing);
    };
    const duplicateOf = (existing: Awaited<ReturnType<CheckinRepository['scanById']>>): Applied => {
      if (!existing || existing.eventId !== view.row.id) throw new DomainError('CONFLICT', M.scanIdUsed);
      return { verdict: existing.verdict, status: 'DUPLICATE', checkedIn: null };
    };
    try {
      return await repo.transaction(async (tx) => {
        const target = await targetOf(tx, view, input, true);
        const existing = await repo.scanById(input.scanId, tx);
        if (existing) return duplicateOf(existing);
        const { verdict, lastAt, newlyInside } = await judge(tx, view, zone, target, input);
        let checkedIn: Applied['checkedIn'] = null;
        let afterCommit: Applied['afterCommit'];
        let status: ScanSyncStatus = verdict.outcome === 'ADMITTED' ? 'APPLIED' : 'REFUSED';
        if (verdict.outcome === 'ADMITTED') {
          if (target.kind === 'ticket') {
            const admitted = await admitTicket(tx, target.found.ticket, newlyInside ?? 0, now);
            if (admitted.attendeeCheckedIn) checkedIn = { userId: target.found.ticket.userId };
            if (admitted.first && admissions)
              afterCommit = await admissions.ticketAdmitted(tx, target.found.ticket, now);
          } else if (target.kind === 'guest') {
            const admitted = target.passId
              ? [await admitGuestPass(tx, target.passId, now)].filter(Boolean)
              : await admitGuestPasses(tx, target.found.guest.id, verdict.admitted, now);
            // The guest row is locked: what was judged free is still free.
            if (admitted.length !== verdict.admitted) throw new Error('guest passes changed under the lock');
          }
        }
        const conflict =
          source === 'SYNC' &&
          (verdict.refusal === 'ALREADY_SCANNED' || verdict.refusal === 'NO_ADMISSIONS_LEFT');
        const stored: ScanVerdict = conflict
          ? { ...verdict, message: D.conflict(doorTime(lastAt ?? now, view.row.timeZone)) }
          : verdict;
        const inserted = await repo.insertScan(tx, {
          id: input.scanId,
          eventId: view.row.id,
          zoneId: zone?.id ?? null,
          ticketId: target.kind === 'ticket' ? target.found.ticket.id : null,
          guestId: target.kind === 'guest' ? target.found.guest.id : null,
          guestTicketId: target.kind === 'guest' ? target.passId : null,
          outcome: stored.outcome,
          refusal: stored.refusal,
          admitted: stored.admitted,
          verdict: stored,
          deviceId: input.deviceId ?? null,
          scannedAt,
          recordedAt: now,
          scannedBy: viewer.userId,
          source,
        });
        if (!inserted) throw new DuplicateScan();
        if (conflict) {
          status = 'CONFLICT';
          await repo.insertConflict(tx, {
            eventId: view.row.id,
            scanId: input.scanId,
            ticketId: stored.ticketId && target.kind === 'ticket' ? stored.ticketId : null,
            guestId: stored.guestId,
            holderName: stored.holderName ?? 'Unknown',
            scannedAt,
            deviceId: input.deviceId ?? null,
            deviceName: input.deviceName || deviceNameOf(viewer),
            keptScanAt: lastAt ?? now,
            message: stored.message,
            createdAt: now,
          });
        }
        return { verdict: stored, status, checkedIn, afterCommit };
      });
    } catch (err) {
      if (err instanceof DuplicateScan) return existingAnswer();
      throw err;
    }
  }

  /** Tells the holder they are in (EventCheckinSuccess, once: when their state became CHECKED_IN). */
  async function tellCheckedIn(view: EventView, userId: string) {
    try {
      await notifications.notify({
        userId,
        type: 'EventCheckinSuccess',
        message: M.checkedInNotification(view.row.displayName),
        properties: {
          EventName: view.row.displayName,
          EventSlug: view.row.slug,
          EventAvatar: view.row.avatarUrl,
        },
      });
    } catch (err) {
      log.error({ err, eventId: view.row.id }, 'check-in notification failed');
    }
  }

  /** The admission listeners' work after the commit; a failure there is logged, the scan stands. */
  async function runAfterCommit(applied: Applied, view: EventView) {
    if (!applied.afterCommit) return;
    try {
      await applied.afterCommit();
    } catch (err) {
      log.error({ err, eventId: view.row.id }, 'after-admission work failed');
    }
  }

  return {
    /** What a scan would do (CanScanTicket); writes nothing. */
    async verifyTicket(viewer: Viewer, eventId: string, input: ScanInput): Promise<ScanVerdict> {
      const view = await eventFor(viewer, eventId, 'CanScanTicket');
      const zone = await zoneOf(view, input.zoneId);
      return repo.transaction(async (tx) => {
        const target = await targetOf(tx, view, input, false);
        return (await judge(tx, view, zone, target, input)).verdict;
      });
    },

    /** Admits a ticket or a guest (CanScanTicket); the same scanId answers the first verdict again. */
    async checkIn(viewer: Viewer, eventId: string, input: ScanInput): Promise<ScanVerdict> {
      const view = await eventFor(viewer, eventId, 'CanScanTicket');
      const zone = await zoneOf(view, input.zoneId);
      const applied = await apply(viewer, view, zone, input, 'LIVE');
      if (applied.checkedIn) await tellCheckedIn(view, applied.checkedIn.userId);
      await runAfterCommit(applied, view);
      return applied.verdict;
    },

    /**
     * Applies a device's offline scans in the order they were scanned (CanScanTicket). Conflicts are recorded and
     * the event's creator is told once per sync. A scan naming a zone that no longer exists counts at the default
     * entrance.
     */
    async syncScans(viewer: Viewer, eventId: string, scans: ScanInput[]) {
      const view = await eventFor(viewer, eventId, 'CanScanTicket');
      // A zone deleted while the device was offline does not block its queue: the door let the person in, so the
      // scan counts at the event's default entrance (docs/decisions/080).
      const zones = await events.zonesOfEvent(view.row.id);
      const at = (scan: ScanInput) => (scan.scannedAt ? Date.parse(scan.scannedAt) : clock.now().getTime());
      const ordered = scans
        .map((scan, index) => ({ scan, index }))
        .sort((a, b) => at(a.scan) - at(b.scan) || a.index - b.index);
      const results: { scanId: string; status: ScanSyncStatus; verdict: ScanVerdict }[] = new Array(
        scans.length,
      );
      let conflicts = 0;
      for (const { scan, index } of ordered) {
        const zone = zones.find((z) => z.id === scan.zoneId) ?? null;
        const applied = await apply(viewer, view, zone, scan, 'SYNC');
        if (applied.status === 'CONFLICT') conflicts += 1;
        if (applied.checkedIn) await tellCheckedIn(view, applied.checkedIn.userId);
        await runAfterCommit(applied, view);
        results[index] = { scanId: scan.scanId, status: applied.status, verdict: applied.verdict };
      }
      if (conflicts > 0) {
        try {
          await notifications.notify({
            userId: view.row.createdBy,
            type: 'EventScanConflict',
            message: M.conflictNotification(conflicts, view.row.displayName),
            properties: {
              EventName: view.row.displayName,
              EventSlug: view.row.slug,
              EventAvatar: view.row.avatarUrl,
            },
          });
        } catch (err) {
          log.error({ err, eventId: view.row.id }, 'scan conflict notification failed');
        }
      }
      return results;
    },

    /** Everything a scanner needs to verify offline (CanScanTicket): code hashes, never codes or contact data. */
    async scannerManifest(viewer: Viewer, eventId: string) {
      const view = await eventFor(viewer, eventId, 'CanScanTicket');
      const [zones, ticketRows, guestRows, scans] = await Promise.all([
        events.zonesOfEvent(view.row.id),
        repo.transaction((tx) => ticketsForScan(tx, view.row.id)),
        repo.transaction((tx) => guestsForScan(tx, view.row.id)),
        repo.admittedScansOfEvent(view.row.id),
      ]);
      const tickets = ticketRows.map((found) => {
        const mine = scans.filter((s) => s.ticketId === found.ticket.id);
        const people = 1 + found.additionalGuests;
        const atDefault = mine.find((s) => s.zoneId === null);
        let defaultUsed = atDefault?.used ?? 0;
        let defaultPeople = atDefault?.people ?? 0;
        if (mine.length === 0 && found.ticket.checkedInAt) {
          defaultUsed = 1;
          defaultPeople = people;
        }
        return {
          ticketId: found.ticket.id,
          codeHash: codeHash(ticketCode(found.ticket.id, found.ticket.qrSecret)),
          holderName: found.holderName ?? 'Unknown',
          ticketType: found.ticketType,
          eventTicketId: found.ticket.eventTicketId,
          admissions: people,
          scansUsed: defaultUsed,
          admittedCount: defaultPeople,
          zoneScans: zones.map((z) => {
            const inZone = mine.find((s) => s.zoneId === z.id);
            return { zoneId: z.id, scansUsed: inZone?.used ?? 0, admittedCount: inZone?.people ?? 0 };
          }),
          refusal: standingRefusal(found, view.row),
        };
      });
      const guests = guestRows.map(({ guest, passes }) => ({
        guestId: guest.id,
        fullName: guest.fullName,
        eventTicketId: guest.eventTicketId,
        quantity: guest.quantity,
        checkedInQuantity: passes.filter((p) => p.checkedInAt).length,
        passes: passes.map((p) => ({
          guestTicketId: p.id,
          codeHash: view.row.optIns.qrPass ? codeHash(guestPassCode(p.id, p.secret)) : null,
          checkedIn: p.checkedInAt !== null,
        })),
      }));
      return { view, generatedAt: clock.now(), zones, tickets, guests };
    },

    /** The event's scan conflicts, newest first (CanViewAttendees). */
    async scanConflicts(viewer: Viewer, eventId: string) {
      const view = await eventFor(viewer, eventId, 'CanViewAttendees');
      return repo.conflictsOf(view.row.id);
    },

    /** Scan conflicts of a page of events: for the team holding CanViewAttendees, null for others. */
    async conflictCounts(views: readonly EventView[]): Promise<(number | null)[]> {
      const shown = views.filter((v) => v.permissions.includes('CanViewAttendees')).map((v) => v.row.id);
      const counts = await repo.conflictCounts(shown);
      return views.map((v) => (shown.includes(v.row.id) ? (counts.get(v.row.id) ?? 0) : null));
    },
  };
}

export type CheckinService = ReturnType<typeof checkinService>;
