import { REFERRAL_MESSAGES } from '@repclub/shared';
import { getErrorMessage } from '@/lib/error-message';
import { GraphQLRequestError } from '@/lib/graphql-client';

/** The checkout panel's texts (the event page's tickets, RSVP, waiting list, offers and cost). */
export const CHECKOUT_TEXT = {
  title: 'Tickets',
  payWithPoints: (points: number) => `Pay with ${points.toLocaleString('en-US')} rep points instead`,
  pointsTaken: (points: number) =>
    `${points.toLocaleString('en-US')} rep points will be taken from your wallet. A refund gives them back.`,
  payPoints: 'Pay with points',
  rsvpTitle: 'RSVP',
  quantity: (type: string) => `Quantity of ${type}`,
  left: (count: number) => `${count} left`,
  soldOut: 'Sold out',
  requiresApproval: 'Requires approval',
  allIn: 'Prices include all fees.',
  /** Under a ticket's all-in price (decision 115): the host's price and what is added to it. */
  priceBreakdown: (price: string, added: string, withGratuity: boolean) =>
    `${price} + ${added} ${withGratuity ? 'fees & gratuity' : 'fees'}`,
  gratuityLabel: 'Gratuity for the host',
  gratuitySuggested: (percent: number | null) =>
    percent === null ? 'As suggested by the host' : `${percent}% (suggested by the host)`,
  gratuityNone: '0% (no gratuity)',
  gratuityPercent: (percent: number) => `${percent}%`,
  gratuityHelp: 'The gratuity goes to the host. Ticket prices above include the suggested one.',
  joinWaitingList: 'Join waiting list',
  leaveWaitingList: 'Leave waiting list',
  onWaitingList: "You're on the waiting list. We'll notify you when a ticket comes back.",
  joinedWaitingList: "You're on the waiting list. We'll notify you when a ticket comes back.",
  leftWaitingList: 'You left the waiting list.',
  joinWishList: 'Tell me when tickets are back',
  leaveWishList: 'Stop telling me',
  onWishList: "You're on the wish list: we'll tell you when tickets are back (nothing is held).",
  joinedWishList: "You're on the wish list. We'll tell you when tickets are back.",
  leftWishList: 'You left the wish list.',
  admits: (people: number) => `Admits ${people}`,
  referralCode: 'Referral code',
  referralFix: 'Correct or clear the referral code to see the total.',
  gift: 'Send these tickets as a gift',
  giftEmail: "Your friend's email",
  giftHelp: 'They need a RepClub account with this email. The tickets go to them; you pay.',
  gifted: 'Your gift is on its way: the tickets are in your friend’s account.',
  questions: 'Questions from the host',
  acceptWaiver: (title: string) => `I have read and accept the ${title}`,
  readWaiver: (title: string) => `Read the ${title}`,
  subtotal: 'Subtotal',
  gratuity: 'Gratuity',
  taxes: 'Taxes',
  serviceFee: 'Service fee',
  processingFee: 'Processing fee',
  total: 'Total',
  feesIncluded: 'All fees included',
  calculating: 'Calculating…',
  chooseTickets: 'Choose tickets to see the total.',
  checkout: 'Checkout',
  getTickets: 'Get tickets',
  rsvp: 'RSVP',
  rsvpGoing: 'Going',
  rsvpRequested: 'Requested',
  rsvpGoingHelp: 'You have RSVPed: your ticket is below.',
  rsvpRequestedHelp: 'You asked to attend: the host has not decided yet.',
  chooseFreeTicket: 'Ticket',
  booked: 'You are going! Your tickets are below.',
  requested: "Request sent. The host will review it; your tickets become valid once you're approved.",
  /** Under the button of a paid basket that needs the host's approval (docs/decisions/114). */
  chargedOnApproval: 'You will be charged only if the host approves. Until then the amount is only reserved.',
  requestToJoin: 'Request to join',
  signInToBook: 'Sign in to get tickets',
  visitorHelp: 'Sign in or create an account to book tickets for this event.',
  noTickets: 'No tickets are on sale for this event yet.',
  ended: 'This event has ended.',
  cancelled: 'This event was cancelled.',
  draft: 'This event is a draft: only its team can see it, and tickets go on sale once it is published.',
  offerTitle: 'A ticket is waiting for you',
  offerText: (quantity: number, until: string) =>
    `${quantity} ticket${quantity === 1 ? ' came' : 's came'} back and ${quantity === 1 ? 'is' : 'are'} held for you until ${until}.`,
  claimOffer: 'Claim your ticket',
  openCheckoutTitle: 'Checkout in progress',
  openCheckoutText: (until: string) =>
    `Your tickets are held until ${until}. Pay for them, or cancel to choose again.`,
  cancelCheckout: 'Cancel checkout',
  /** A paid request waiting for the host (AUTHORIZED, docs/decisions/114): when it lapses. */
  requestLapses: (until: string) =>
    `If the host has not answered by ${until}, the request lapses and the reserved amount is released.`,
  checkoutCancelled: 'Checkout cancelled. The tickets you held are available again.',
} as const;

/**
 * The server's message when it is about the referral code (it goes under the field): placed by the error's
 * `field`. An error without a field (e.g. from a test double) falls back to the referral message itself.
 */
export const referralMessageOf = (error: unknown) => {
  if (!error) return null;
  if (error instanceof GraphQLRequestError && error.field !== undefined) {
    return error.field === 'referralCode' ? getErrorMessage(error) : null;
  }
  const message = getErrorMessage(error);
  return message === REFERRAL_MESSAGES.codeInvalid ? message : null;
};
