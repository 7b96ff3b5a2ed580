import { REFERRAL_MESSAGES } from './referrals';

/** Messages of checkout, RSVP and the waiting list (the spec gives none; docs/decisions/031). */
export const BOOKING_MESSAGES = {
  eventNotFound: 'Event not found.',
  notOnSale: 'Tickets for this event are not on sale.',
  eventEnded: 'This event has ended.',
  noItems: 'Please choose at least one ticket.',
  gratuityInvalid: 'Gratuity must be a whole percent from 0 to 100.',
  tooMany: (max: number) => `You can book at most ${max} tickets at a time.`,
  quantity: 'Please choose a quantity from 1 to 10 for each ticket.',
  ticketNotOnSale: (name: string) => `${name} tickets are not on sale.`,
  soldOut: (name: string) => `Sorry, ${name} is sold out. You can join the waiting list.`,
  answerRequired: (question: string) => `Please answer: ${question}`,
  answerTooLong: 'Answers must be at most 1,000 characters.',
  waiverRequired: (title: string) => `Please accept the ${title} to continue.`,
  ageLimit: (age: number) => `You must be at least ${age} years old to attend this event.`,
  dateOfBirthNeeded: 'Please add your date of birth to your profile: this event has an age limit.',
  /** The event's minimum rep score (docs/decisions/102): the rep score is docs/decisions/086's. */
  repScoreTooLow: (min: number, score: number) =>
    `This event asks for a rep score of at least ${min}. Yours is ${score}.`,
  giftRepScoreTooLow: (min: number, score: number) =>
    `This event asks for a rep score of at least ${min}. The person you are gifting to has ${score}.`,
  /** The event page, before trying: what the requirement is and where the viewer stands. */
  repScoreRequirement: (min: number) => `Rep score of at least ${min} required`,
  repScoreYours: (score: number) => `Your rep score is ${score}: events you were checked in at.`,
  declined: 'The host declined your request to attend this event.',
  orderNotFound: 'Booking not found.',
  notPending: 'This checkout is no longer open.',
  expiredAndRefunded:
    'Your checkout expired before the payment arrived, and the tickets went to someone else. The payment was refunded.',
  paymentDeclined: 'The payment was declined. Please try again with another card or payment method.',
  notApproved: 'The payment has not been approved yet.',
  /** A paid request for tickets that need the host's approval: authorized, not charged (decision 114). */
  requestSent: 'Request sent — you will be charged only if the host approves.',
  expiredAndReleased:
    'Your checkout expired before the payment arrived, so your request was not sent. Nothing was charged: the amount reserved on your card is released.',
  approvalUnderWay: 'This request is being approved right now. Please refresh in a moment.',
  approvalPaymentFailed:
    "The guest's payment could not be taken (the card authorization expired or was declined), so the request was cancelled and its tickets released. The guest was told and can book again.",
  notAnOffer: 'Only a waiting-list offer is paid this way: open your checkout to pay for it.',
  notFree: 'This ticket is not free: please check out to buy it.',
  notSoldOut: 'Tickets are still available: you can book them now.',
  alreadyWaiting: 'You are already on the waiting list for this ticket.',
  notWaiting: 'You are not on the waiting list for this ticket.',
  notRefundable: 'Only completed bookings can be refunded.',
  forbidden: 'You do not have permission to do this.',
  ticketNotFound: 'Ticket not found.',
  notShareable: 'This ticket cannot be shared.',
  awaitingApproval:
    "This ticket is waiting for the host's approval. You can share it once the host approves you.",
  shareLinkInvalid: 'This ticket link is no longer valid. Ask for a new one.',
  ownTicket: 'This ticket is already yours.',
  notRevocable: 'This ticket is not shared.',
  alreadyUsed: 'This ticket has been used and cannot be taken back.',
  noFreeTicket: 'This event has no free ticket to RSVP with.',
  notPendingAttendee: 'This person is not waiting for approval.',
  attendeeStateInvalid: 'Choose one of PENDING, APPROVED, DECLINED or CHECKED_IN.',
  attendeeRoleInvalid: 'Choose one of ATTENDEE, COORDINATOR, CO_HOST, DOOR, PROMOTER, SPONSOR or TALENT.',
  attendeeNotFound: 'This person is not an attendee of this event.',
  nothingToUndo: 'This person has no approval or decline to undo.',
  undoRefunded:
    'This decline cannot be undone: their booking was refunded. They can book again if they still want to come.',
  noteTooLong: 'Notes must be at most 1,000 characters.',
  searchTooLong: 'Search text must be at most 100 characters.',
  referredByInvalid: 'Referred by must be "me" or a user id.',
  eventRequired: 'Give the event: slugOrId or eventId.',
  giftEmailInvalid: 'Your email address is invalid. Please try again.',
  giftNoAccount: 'We could not find an account with this email address. Invite them to RepClub first.',
  giftToSelf: 'A gift goes to someone else: buy the tickets for yourself instead.',
  giftAgeUnknown:
    'This event has an age limit, and the person you are gifting to has no date of birth on their profile.',
  referralCodeInvalid: REFERRAL_MESSAGES.codeInvalid,
} as const;
