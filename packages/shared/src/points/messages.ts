import { POINTS_LIMITS as L } from './constants';

const points = (n: number) => `${n.toLocaleString('en-US')} point${n === 1 ? '' : 's'}`;

/** What users read about sending, granting and trading points (docs/decisions/097). */
export const POINTS_MESSAGES = {
  amountInvalid: `Enter a whole number of points between 1 and ${L.maxPointsPerMovement.toLocaleString('en-US')}.`,
  memoTooLong: `The memo can be at most ${L.memoMax} characters.`,
  idempotencyKeyInvalid: 'The request key is missing or too long.',
  recipientRequired: 'Choose who receives the points.',
  clubRequired: 'Choose a club.',
  notYourself: 'You cannot send points to yourself.',
  tradeWithYourself: 'You cannot trade with yourself.',
  sameClubTrade: 'Choose two different clubs to trade.',
  clubNotFound: 'This club was not found.',
  clubFrozen: 'Points of this club cannot move right now.',
  notMember: 'Only members of this club can send or receive its points.',
  recipientNotMember: 'The recipient is not a member of this club.',
  recipientNotFound: 'The recipient was not found.',
  notAllowedToGrant: 'You are not allowed to grant points in this club.',
  notAllowedToView: "You are not allowed to see this club's points.",
  issuedLimit: `A club can have at most ${L.maxPointsIssued.toLocaleString('en-US')} points issued; this would pass it.`,
  insufficient: (club: string, balance: number) =>
    `You do not have enough ${club} points (your balance: ${points(balance)}).`,
  tradeInsufficientYours: (club: string) => `You do not have enough ${club} points to accept this trade.`,
  tradeInsufficientTheirs: (club: string) =>
    `The sender no longer has enough ${club} points for this trade. Nothing was moved.`,
  reusedKey: 'This request was already made with other details. Please try again.',
  tradeNotFound: 'This trade request was not found.',
  tradeNotPending: 'This trade request is no longer open.',
  tradeExpired: 'This trade request has expired.',
  onlyRecipient: 'Only the recipient can answer this trade request.',
  onlySender: 'Only the sender can cancel this trade request.',
  tradeMembers: 'Both of you must be members of both clubs to trade their points.',
  /** Asked for more than the other member holds; their balance is not told (docs/decisions/113). */
  tradeAskTooMuch: (club: string) =>
    `The other member does not have that many ${club} points. Ask for fewer.`,
  // Notifications
  received: (sender: string, amount: number, club: string) =>
    `${sender} sent you ${points(amount)} in ${club}.`,
  granted: (club: string, amount: number) => `${club} granted you ${points(amount)}.`,
  tradeReceived: (sender: string) => `${sender} sent you a trade request.`,
  tradeAccepted: (recipient: string) => `${recipient} accepted your trade request.`,
  tradeDeclined: (recipient: string) => `${recipient} declined your trade request.`,
} as const;
