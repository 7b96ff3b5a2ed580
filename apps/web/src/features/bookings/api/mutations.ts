import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { PurchaseTicketsInput, RsvpInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { eventKeys } from '@/lib/query-keys';
import { UndoAttendeeDocument } from './attendees';

/**
 * The bookings' writes. Those made on the event page take its key (`eventKeys.page(slugOrId, viewer)`) and
 * read the event again after the caller's `onSuccess` (toasts, form state), unless the browser is leaving
 * for a payment page.
 */

export const PurchaseTicketsDocument = graphql(`
  mutation PurchaseTickets($input: PurchaseTicketsInput!) {
    purchaseTickets(input: $input) {
      paymentUrl
      booking {
        transactionId
        status
      }
    }
  }
`);

export const RsvpEventDocument = graphql(`
  mutation RsvpEvent($input: RsvpInput!) {
    rsvpEvent(input: $input) {
      transactionId
      status
    }
  }
`);

export const ConfirmCheckoutDocument = graphql(`
  mutation ConfirmCheckout($transactionId: ID!) {
    confirmCheckout(transactionId: $transactionId) {
      transactionId
      status
      quantity
      tickets {
        ticketId
      }
    }
  }
`);

export const CancelCheckoutDocument = graphql(`
  mutation CancelCheckout($transactionId: ID!) {
    cancelCheckout(transactionId: $transactionId) {
      transactionId
      status
    }
  }
`);

export const JoinWaitingListDocument = graphql(`
  mutation JoinWaitingList($eventTicketId: ID!, $quantity: Int!) {
    joinWaitingList(eventTicketId: $eventTicketId, quantity: $quantity) {
      waitingListEntryId
      status
    }
  }
`);

export const JoinTicketWishListDocument = graphql(`
  mutation JoinTicketWishList($eventTicketId: ID!) {
    joinTicketWishList(eventTicketId: $eventTicketId)
  }
`);

export const LeaveTicketWishListDocument = graphql(`
  mutation LeaveTicketWishList($eventTicketId: ID!) {
    leaveTicketWishList(eventTicketId: $eventTicketId)
  }
`);

export const LeaveWaitingListDocument = graphql(`
  mutation LeaveWaitingList($eventTicketId: ID!) {
    leaveWaitingList(eventTicketId: $eventTicketId) {
      waitingListEntryId
      status
    }
  }
`);

export const PayWaitingListOfferDocument = graphql(`
  mutation PayWaitingListOffer($transactionId: ID!) {
    payWaitingListOffer(transactionId: $transactionId) {
      paymentUrl
      booking {
        transactionId
        status
      }
    }
  }
`);

export const ShareTicketDocument = graphql(`
  mutation ShareTicket($ticketId: ID!) {
    shareTicket(ticketId: $ticketId) {
      url
      ticket {
        ticketId
        shareState
      }
    }
  }
`);

export const RefundBookingDocument = graphql(`
  mutation RefundBooking($transactionId: ID!) {
    refundBooking(transactionId: $transactionId) {
      transactionId
      status
    }
  }
`);

export const RevokeTicketShareDocument = graphql(`
  mutation RevokeTicketShare($ticketId: ID!) {
    revokeTicketShare(ticketId: $ticketId) {
      ticketId
      shareState
    }
  }
`);

export const ClaimSharedTicketDocument = graphql(`
  mutation ClaimSharedTicket($ticketId: ID!, $token: String!) {
    claimSharedTicket(ticketId: $ticketId, token: $token) {
      ticketId
      status
    }
  }
`);

export const ApproveAttendeeDocument = graphql(`
  mutation ApproveAttendee($eventId: ID!, $userId: ID!) {
    approveAttendee(eventId: $eventId, userId: $userId) {
      userId
      attendeeState
    }
  }
`);

export const DeclineAttendeeDocument = graphql(`
  mutation DeclineAttendee($eventId: ID!, $userId: ID!) {
    declineAttendee(eventId: $eventId, userId: $userId) {
      userId
      attendeeState
    }
  }
`);

type EventKey = readonly unknown[];

/** What a page does around a write, beside the cache work the hook does itself. */
type Callbacks<TData, TVariables> = {
  onMutate?: () => void;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error) => void;
};

/** A write on the event page: the caller's callbacks, then the event is read again when `refreshes(data)`. */
function useEventPageMutation<TData, TVariables = void>(
  eventKey: EventKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onMutate, onSuccess, onError }: Callbacks<TData, TVariables>,
  refreshes: (data: TData) => boolean = () => true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate,
    onSuccess: async (data, variables) => {
      await onSuccess?.(data, variables);
      if (refreshes(data)) void queryClient.invalidateQueries({ queryKey: eventKey });
    },
    onError,
  });
}

const leavesForPayment = (checkout: { paymentUrl?: string | null }) => Boolean(checkout.paymentUrl);

/** Buys the basket `input()` describes; a paid checkout goes on to the payment page. */
export function usePurchaseTicketsMutation(
  eventKey: EventKey,
  input: () => PurchaseTicketsInput,
  callbacks: Callbacks<{ paymentUrl?: string | null }, void> = {},
) {
  return useEventPageMutation(
    eventKey,
    async () => (await execute(PurchaseTicketsDocument, { input: input() })).purchaseTickets,
    callbacks,
    (checkout) => !leavesForPayment(checkout),
  );
}

/** RSVPs to a free event with what `input()` describes. */
export function useRsvpEventMutation(
  eventKey: EventKey,
  input: () => RsvpInput,
  callbacks: Callbacks<unknown, void> = {},
) {
  return useEventPageMutation(
    eventKey,
    async () => (await execute(RsvpEventDocument, { input: input() })).rsvpEvent,
    callbacks,
  );
}

export function useJoinWaitingListMutation(
  eventKey: EventKey,
  eventTicketId: string,
  callbacks: Callbacks<unknown, void> = {},
) {
  return useEventPageMutation(
    eventKey,
    async () => (await execute(JoinWaitingListDocument, { eventTicketId, quantity: 1 })).joinWaitingList,
    callbacks,
  );
}

export function useLeaveWaitingListMutation(
  eventKey: EventKey,
  eventTicketId: string,
  callbacks: Callbacks<unknown, void> = {},
) {
  return useEventPageMutation(
    eventKey,
    async () => (await execute(LeaveWaitingListDocument, { eventTicketId })).leaveWaitingList,
    callbacks,
  );
}

/** The wish list of a sold-out ticket type (decision 089): told when tickets are back, nothing held. */
export function useTicketWishListMutation(
  eventKey: EventKey,
  eventTicketId: string,
  callbacks: Callbacks<boolean, boolean> = {},
) {
  return useEventPageMutation(
    eventKey,
    async (join: boolean) =>
      join
        ? (await execute(JoinTicketWishListDocument, { eventTicketId })).joinTicketWishList
        : (await execute(LeaveTicketWishListDocument, { eventTicketId })).leaveTicketWishList,
    callbacks,
  );
}

/** Pays a waiting-list offer; a paid one goes on to the payment page. */
export function usePayWaitingListOfferMutation(
  eventKey: EventKey,
  callbacks: Callbacks<{ paymentUrl?: string | null }, string> = {},
) {
  return useEventPageMutation(
    eventKey,
    async (transactionId: string) =>
      (await execute(PayWaitingListOfferDocument, { transactionId })).payWaitingListOffer,
    callbacks,
    (checkout) => !leavesForPayment(checkout),
  );
}

/** Cancels an open checkout from the event page. */
export function useCancelCheckoutMutation(eventKey: EventKey, callbacks: Callbacks<unknown, string> = {}) {
  return useEventPageMutation(
    eventKey,
    async (transactionId: string) =>
      (await execute(CancelCheckoutDocument, { transactionId })).cancelCheckout,
    callbacks,
  );
}

/**
 * The return from the payment page: confirms the checkout. The page reads the event again itself before it says
 * what happened (a paid request may still wait for the host's approval), so this hook leaves the cache alone.
 */
export function useConfirmCheckoutMutation() {
  return useMutation({
    mutationFn: async (transactionId: string) =>
      (await execute(ConfirmCheckoutDocument, { transactionId })).confirmCheckout,
  });
}

/** Claims a ticket shared with the viewer, from the share link's ticket id and token. */
export function useClaimSharedTicketMutation(
  eventKey: EventKey,
  callbacks: Callbacks<unknown, { ticketId: string; token: string }> = {},
) {
  return useEventPageMutation(
    eventKey,
    async ({ ticketId, token }: { ticketId: string; token: string }) =>
      (await execute(ClaimSharedTicketDocument, { ticketId, token })).claimSharedTicket,
    callbacks,
  );
}

/** Makes (or answers again) a ticket's share link. */
export function useShareTicketMutation(
  eventKey: EventKey,
  ticketId: string,
  callbacks: Callbacks<{ url: string }, void> = {},
) {
  return useEventPageMutation(
    eventKey,
    async () => (await execute(ShareTicketDocument, { ticketId })).shareTicket,
    callbacks,
  );
}

export function useRevokeTicketShareMutation(
  eventKey: EventKey,
  ticketId: string,
  callbacks: Callbacks<unknown, void> = {},
) {
  return useEventPageMutation(
    eventKey,
    async () => (await execute(RevokeTicketShareDocument, { ticketId })).revokeTicketShare,
    callbacks,
  );
}

/** Cancels the buyer's booking (a refund). */
export function useRefundBookingMutation(
  eventKey: EventKey,
  transactionId: string,
  callbacks: Callbacks<unknown, void> = {},
) {
  return useEventPageMutation(
    eventKey,
    async () => (await execute(RefundBookingDocument, { transactionId })).refundBooking,
    callbacks,
  );
}

/**
 * The host approves, declines or undoes (back to pending) an attendee; after the caller's `onSuccess`, the
 * attendee lists (pending and the attendee page, under the event's `pending` key) and the editor's event (its
 * counts) are read again.
 */
export type AttendeeDecision = 'approve' | 'decline' | 'undo';

export function useDecideAttendeeMutation(
  eventId: string,
  userId: string,
  { onSuccess, onError }: Callbacks<AttendeeDecision, AttendeeDecision> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: AttendeeDecision) => {
      const variables = { eventId, userId };
      if (decision === 'approve') await execute(ApproveAttendeeDocument, variables);
      else if (decision === 'decline') await execute(DeclineAttendeeDocument, variables);
      else await execute(UndoAttendeeDocument, variables);
      return decision;
    },
    onSuccess: async (decision, variables) => {
      await onSuccess?.(decision, variables);
      await queryClient.invalidateQueries({ queryKey: eventKeys.pending(eventId) });
      await queryClient.invalidateQueries({ queryKey: eventKeys.editors() });
    },
    onError,
  });
}
