import type { ProviderFaults } from '../../platform/faults';
import type { Clock } from '../../platform/clock';
import { DomainError } from '../../platform/errors';
import { type EventPermission, PAYMENT_MESSAGES } from '@repclub/shared';
import { BOOKING_MESSAGES } from '@repclub/shared';
import type { Db } from '../../platform/db/client';
import type { BookingsRepository, EventRow, OrderRow, TicketRow, TicketTypeRow } from './bookings.repository';
import type { Tx } from './inventory';
import type { ReferralsService } from './referrals.service';
import type { DocumentsService } from '../documents/documents.module';
import type { TransactionsService, PaymentGateway } from '../payments/payments.module';
import type { Viewer } from '../../platform/viewer';
import type { Executor } from '../../platform/db/executor';
import type { LedgerService } from '../ledger/ledger.module';
import type { FeeRates } from '../../platform/config';

/** Test-only crash points of the payment steps (platform/faults.ts); never set in production. */
export type BookingFaults = ProviderFaults;

export type BookingsDeps = {
  repo: BookingsRepository;
  /** Null when no payment provider is configured: paid checkouts are refused (docs/decisions/049). */
  gateway: PaymentGateway | null;
  faults?: BookingFaults;
  rates: FeeRates;
  publicUrl: string;
  clock: Clock;
  /** Called after an order completed or an offer was made, outside the transaction. */
  onEvent?: (event: BookingEvent) => Promise<void>;
  /** The money ledger (modules/payments): one transaction per order, sharing its id. */
  transactions: Pick<TransactionsService, 'record' | 'complete' | 'transition'>;
  /** Signed waivers (modules/documents). */
  documents: Pick<DocumentsService, 'recordSigned'>;
  /**
   * The ticket types the viewer may see at an event (the events module's visibility rules: drafts and private
   * events); undefined when the viewer may not see the event at all.
   */
  visibleTicketIds: (viewer: Viewer, eventId: string) => Promise<Set<string> | undefined>;
  /** The event permissions the viewer holds (the events module's rules). */
  permissionsOf: (viewer: Viewer, event: EventRow) => Promise<readonly EventPermission[]>;
  /**
   * The providers of the event's social account requirements the user has not connected on their profile
   * (docs/decisions/087); empty when none are missing.
   */
  missingSocialAccounts: (event: EventRow, userId: string) => Promise<string[]>;
  /** The platform ledger: tickets paid with points burn them to the club's issuer (docs/decisions/101). */
  ledger: Pick<LedgerService, 'transfer' | 'balance'>;
  /** One of the event's rep clubs (events' event_clubs), read in the caller's transaction; undefined if not. */
  pointsClubOf: (
    ex: Executor,
    eventId: string,
    clubId: string,
  ) => Promise<{ id: string; displayName: string; status: string } | undefined>;
  /** A user's rep score (docs/decisions/086): the distinct events they were checked in at. */
  repScoreOf: (userId: string) => Promise<number>;
  /** Referral codes: who a code given at checkout attributes the attendee to (docs/decisions/035). */
  referrals: Pick<ReferralsService, 'referrerOf'>;
};

export type BookingEvent =
  | { kind: 'completed'; order: OrderRow }
  | {
      kind: 'attendeeDecided';
      eventRow: EventRow;
      userId: string;
      approved: boolean;
      /** What the approval captured of the holder's reserved payments (decision 114), in cents; none when free. */
      charged?: { amount: number; currency: string } | null;
    }
  /** A host undid an approval or decline: the attendee waits for approval again (docs/decisions/072). */
  | { kind: 'attendeeUndone'; eventRow: EventRow; userId: string }
  | { kind: 'offered'; order: OrderRow; event: EventRow; ticketType: TicketTypeRow }
  | { kind: 'refunded'; order: OrderRow }
  /**
   * A request's reserved payment was released without the host's approval (decision 114): it ran out, or the
   * capture failed when the host approved (the host's decline is `attendeeDecided`).
   */
  | { kind: 'requestClosed'; order: OrderRow; why: 'expired' | 'paymentFailed' }
  /** `ticket` is the claimer's (or, taken back, the claimer's cancelled) ticket; `sharerId` who shared it. */
  | { kind: 'claimed' | 'shareTakenBack'; ticket: TicketRow; sharerId: string };

export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const forbidden = () => new DomainError('AUTH_NOT_AUTHORIZED', BOOKING_MESSAGES.forbidden);

/** The dependencies of every bookings sub-domain, with the small helpers they share. */
export function bookingContext(deps: BookingsDeps) {
  const { gateway, faults, onEvent, permissionsOf } = deps;
  return {
    ...deps,
    /** The configured gateway, or a clear refusal when there is none. */
    payments: (): PaymentGateway => {
      if (!gateway) throw conflict(PAYMENT_MESSAGES.paymentsUnavailable);
      return gateway;
    },
    fault: async (step: 'capture' | 'refund' | 'authorize' | 'void', orderId: string) => {
      if (faults?.afterProviderCall) await faults.afterProviderCall(step, orderId);
    },
    /** The ledger and documents take a database handle; an open transaction is one. */
    inTx: (tx: Tx) => tx as unknown as Db,
    emit: async (event: BookingEvent) => {
      if (onEvent) await onEvent(event);
    },
    hasPermission: async (viewer: Viewer, event: EventRow, permission: EventPermission) =>
      (await permissionsOf(viewer, event)).includes(permission),
  };
}

export type BookingContext = ReturnType<typeof bookingContext>;
