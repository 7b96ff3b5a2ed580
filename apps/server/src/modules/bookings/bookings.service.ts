import { attendeesService } from './attendees/attendees.service';
import { type BookingsDeps, bookingContext } from './bookings.context';
import { checkoutService } from './checkout/checkout.service';
import { confirmationService } from './checkout/confirmation.service';
import { fulfilment } from './checkout/fulfilment';
import { holds } from './checkout/holds';
import { requestsService } from './checkout/requests.service';
import { grantsService } from './grants/grants.service';
import { refundSteps, refundsService } from './refunds/refunds.service';
import { ticketSharingService } from './ticket-sharing/ticket-sharing.service';
import { waitingListService } from './waiting-list/waiting-list.service';

export { BOOKING_MESSAGES } from '@repclub/shared';
export type { BookingEvent, BookingFaults, BookingsDeps } from './bookings.context';
export {
  CHECKOUT_HOLD_MINUTES,
  MAX_PER_ORDER,
  MAX_PER_TICKET_TYPE,
  WAITLIST_OFFER_HOURS,
} from '@repclub/shared';
export { type CheckoutInput, ageOn } from './checkout/checkout.rules';
export type { CheckoutResult } from './checkout/checkout.service';
export { RECONCILE_GRACE_MS } from './checkout/confirmation.service';
export { APPROVAL_REQUEST_DAYS } from './checkout/requests.service';
export { GRANT_ORDER_TYPE, type GrantInput } from './grants/grants.service';
export type { TicketRowWithStart } from './ticket-sharing/ticket-sharing.service';

/**
 * The bookings module's front door: checkout (purchase, RSVP, holds, confirmation), refunds, the waiting list,
 * ticket sharing and attendees, each a service of its own (docs/decisions/031, 064), composed into the one
 * object the resolvers, routes and jobs call.
 */
export function bookingsService(deps: BookingsDeps) {
  const ctx = bookingContext(deps);
  const { repo } = ctx;
  const fulfil = fulfilment(ctx);
  const waitingList = waitingListService(ctx, fulfil);
  const held = holds(ctx, waitingList);
  const steps = refundSteps(ctx, waitingList);
  const requests = requestsService(ctx, { fulfilment: fulfil, holds: held, waitingList, refunds: steps });
  const refunds = refundsService(ctx, steps, waitingList, requests);
  const confirmation = confirmationService(ctx, { fulfilment: fulfil, holds: held, refunds, requests });
  const checkout = checkoutService(ctx, { fulfilment: fulfil, holds: held, waitingList, confirmation });
  const sharing = ticketSharingService(ctx);
  const attendees = attendeesService(ctx, refunds, requests);
  const grants = grantsService(ctx, fulfil);
  return {
    purchaseTickets: checkout.purchaseTickets,
    rsvpEvent: checkout.rsvpEvent,
    payWaitingListOffer: checkout.payWaitingListOffer,
    cancelCheckout: checkout.cancelCheckout,
    confirmCheckout: confirmation.confirmCheckout,
    confirmByProvider: confirmation.confirmByProvider,
    expireHolds: confirmation.expireHolds,
    reconcilePayments: confirmation.reconcilePayments,
    grantTickets: grants.grantTickets,
    /** For event invitations accepted with tickets (modules/contacts): inside the caller's transaction. */
    grants: { grantInTx: grants.grantInTx, ticketOf: grants.ticketOf, announceGrant: grants.announceGrant },
    refund: refunds.refund,
    refundBooking: refunds.refundBooking,
    joinWaitingList: waitingList.joinWaitingList,
    leaveWaitingList: waitingList.leaveWaitingList,
    myTickets: sharing.myTickets,
    awaitsApproval: sharing.awaitsApproval,
    awaitApproval: sharing.awaitApproval,
    shareTicket: sharing.shareTicket,
    claimSharedTicket: sharing.claimSharedTicket,
    revokeTicketShare: sharing.revokeTicketShare,
    approveAttendee: attendees.approveAttendee,
    declineAttendee: attendees.declineAttendee,
    viewerHoldingsAt: attendees.viewerHoldingsAt,
    viewerTicketsAt: attendees.viewerTicketsAt,
    viewerPendingBookingsAt: attendees.viewerPendingBookingsAt,
    viewerWaitingListAt: attendees.viewerWaitingListAt,
    eventAttendees: attendees.eventAttendees,
    eventAttendee: attendees.eventAttendee,
    setAttendeeNote: attendees.setAttendeeNote,
    undoAttendee: attendees.undoAttendee,
    exportAttendees: attendees.exportAttendees,
    attendeeStatistics: attendees.attendeeStatistics,
    eventTicketSummary: attendees.ticketSummary,
    rolesOfPairs: attendees.rolesOfPairs,
    ticketsOfPairs: attendees.ticketsOfPairs,
    ordersOfPairs: attendees.ordersOfPairs,
    permissionsOfPairs: attendees.permissionsOfPairs,
    questionsOfEvent: (eventId: string) => repo.questionsOf(eventId),
    ticketById: (ticketId: string) => repo.ticketById(ticketId),
    ticketTypeById: (eventTicketId: string) => repo.ticketTypeById(eventTicketId),
    booking: (orderId: string) => repo.orderById(orderId),
    ticketsOfOrder: (orderId: string) => repo.ticketsOfOrder(orderId),
    itemsOf: (orderId: string) => repo.itemsOf(orderId),
    /** Batched reads for the resolvers (the dataloaders of the *.graphql.ts files): one statement per page. */
    ticketTypesByIds: (ids: readonly string[]) => repo.ticketTypesByIds(ids),
    itemsOfOrders: (orderIds: readonly string[]) => repo.itemsOfOrders(orderIds),
    ordersByIds: (orderIds: readonly string[]) => repo.ordersByIds(orderIds),
    ticketsOfOrders: (orderIds: readonly string[]) => repo.ticketsOfOrders(orderIds),
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
