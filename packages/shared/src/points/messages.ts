import { POINTS_LIMITS as L } from './constants';

const points = (n: number) => n.toLocaleString('en-US');

/** Messages of sending, granting, trading and selling rep points (ours: docs/decisions/097, 100, 105). */
export const POINTS_MESSAGES = {
  clubRequired: 'Choose a club.',
  recipientRequired: 'Choose who receives the points.',
  amountInvalid: `Enter a whole number of points from 1 to ${points(L.maxPerMovement)}.`,
  memoTooLong: `Keep the memo to ${L.memoMax} characters.`,
  idempotencyKeyInvalid: 'Invalid request key.',
  sameClubTrade: 'Choose a different club to ask for than the one you give.',
  notYourself: 'You cannot send points to yourself.',
  insufficientPoints: 'You do not have enough points for this.',
  multiplierInvalid: `Enter a multiplier from ${L.multiplierMin} to ${L.multiplierMax}.`,
  priceInvalid: `Enter a price from $${(L.priceMinCents / 100).toFixed(2)} to $${points(L.priceMaxCents / 100)}.`,
  originalPriceTooLow: 'The original price must be at least the price.',
  packagesTooMany: `A club may offer at most ${L.packagesMax} packages.`,
} as const;
