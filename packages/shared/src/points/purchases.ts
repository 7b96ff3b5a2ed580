/**
 * Buying, earning and spending points (docs/decisions/100 and 101): the points packages a club sells, their
 * schema (form and server), limits and the messages users read.
 */
import { z } from 'zod';
import { POINTS_LIMITS } from './constants';

const points = (n: number) => `${n.toLocaleString('en-US')} point${n === 1 ? '' : 's'}`;

export const POINTS_PACKAGE_LIMITS = {
  /** Packages one club sells at a time. */
  maxPackages: 10,
  pointsAmountMax: 1_000_000,
  /** The rep points multiplier: 1.00–10.00, two decimals (stored in hundredths). */
  multiplierMin: 1,
  multiplierMax: 10,
  /** The most points one package gives (pointsAmount × multiplier). */
  totalPointsMax: 1_000_000,
  /** Cents: $0.50 to $10,000. */
  priceMin: 50,
  priceMax: 1_000_000,
} as const;

/** A points purchase left unpaid this long is closed (its payment, if it arrives late, is refunded). */
export const POINTS_PURCHASE_EXPIRY_MINUTES = 60;

/** Currencies points are sold in (as tickets). */
export const POINTS_PACKAGE_CURRENCIES = ['USD'] as const;

/** The multiplier as stored: whole hundredths (1.25 → 125). */
export const multiplierToHundredths = (multiplier: number) => Math.round(multiplier * 100);

/** What a package gives: floor(pointsAmount × multiplier), in whole-number arithmetic. */
export const packageTotalPoints = (pointsAmount: number, multiplierHundredths: number) =>
  Math.floor((pointsAmount * multiplierHundredths) / 100);

export const POINTS_PURCHASE_MESSAGES = {
  pointsAmountInvalid: `Points must be a whole number from 1 to ${POINTS_PACKAGE_LIMITS.pointsAmountMax.toLocaleString('en-US')}.`,
  multiplierInvalid: `The multiplier must be between ${POINTS_PACKAGE_LIMITS.multiplierMin} and ${POINTS_PACKAGE_LIMITS.multiplierMax}, with at most two decimals.`,
  totalTooLarge: `A package can give at most ${points(POINTS_PACKAGE_LIMITS.totalPointsMax)} (points × multiplier).`,
  priceInvalid: `The price must be between $${(POINTS_PACKAGE_LIMITS.priceMin / 100).toFixed(2)} and $${(POINTS_PACKAGE_LIMITS.priceMax / 100).toLocaleString('en-US')}.`,
  originalPriceInvalid: 'The original price must be higher than the price.',
  tooManyPackages: `A club sells at most ${POINTS_PACKAGE_LIMITS.maxPackages} points packages.`,
  notAllowed: "You are not allowed to manage this club's points packages.",
  clubNotFound: 'This club was not found.',
  clubFrozen: 'Points of this club cannot be bought right now.',
  issuedLimit: `This club cannot sell these points: a club can have at most ${POINTS_LIMITS.maxPointsIssued.toLocaleString('en-US')} points issued.`,
  membersOnly: 'Join this club to buy its points.',
  packageNotFound: 'This points package is no longer on sale.',
  idempotencyKeyInvalid: 'The request key is missing or too long.',
  reusedKey: 'This purchase was already started with another package. Please try again.',
  purchaseNotFound: 'Points purchase not found.',
  notApproved: 'The payment has not been approved yet.',
  paymentDeclined: 'The payment was declined. No points were added.',
  expiredAndRefunded:
    'Your points purchase expired before the payment arrived, so no points were added. The payment was refunded.',
  // Notifications and e-mail
  purchased: (amount: number, club: string) => `You bought ${points(amount)} in ${club}.`,
  receiptSubject: (club: string) => `Your ${club} points receipt`,
  earned: (amount: number, club: string, event: string) =>
    `You earned ${points(amount)} in ${club} for checking in at ${event}.`,
  // Paying for tickets with points
  pointsOnly: 'Some of these tickets cannot be paid with points.',
  oneClubPerOrder:
    "Pay for one rep club's points at a time: choose tickets priced in the same club's points.",
  pointsClubGone: "This ticket's rep club no longer belongs to the event, so it cannot be paid with points.",
  notEnoughPoints: (club: string, needed: number, balance: number) =>
    `You need ${points(needed)} in ${club} for these tickets; your balance is ${points(balance)}.`,
  noPointsForGift: 'A gift cannot be paid with points.',
  pointsFrozen: 'Points of this club cannot be spent right now.',
} as const;

const M = POINTS_PURCHASE_MESSAGES;
const L = POINTS_PACKAGE_LIMITS;

const cents = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(L.priceMin, { error: message })
    .max(L.priceMax, { error: message });

/** One package as the club's points admin enters it (PointsPackageInput). */
export const pointsPackageSchema = z
  .object({
    pointsAmount: z
      .number({ error: M.pointsAmountInvalid })
      .int({ error: M.pointsAmountInvalid })
      .min(1, { error: M.pointsAmountInvalid })
      .max(L.pointsAmountMax, { error: M.pointsAmountInvalid }),
    repPointsMultiplier: z
      .number({ error: M.multiplierInvalid })
      .min(L.multiplierMin, { error: M.multiplierInvalid })
      .max(L.multiplierMax, { error: M.multiplierInvalid })
      .refine((m) => Math.abs(m * 100 - Math.round(m * 100)) < 1e-6, { error: M.multiplierInvalid }),
    price: cents(M.priceInvalid),
    originalPrice: cents(M.originalPriceInvalid)
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((p) => p.originalPrice === null || p.originalPrice > p.price, {
    error: M.originalPriceInvalid,
    path: ['originalPrice'],
  })
  .refine(
    (p) =>
      packageTotalPoints(p.pointsAmount, multiplierToHundredths(p.repPointsMultiplier)) <= L.totalPointsMax,
    { error: M.totalTooLarge, path: ['pointsAmount'] },
  );
export type PointsPackageFormInput = z.input<typeof pointsPackageSchema>;

/** A club's whole list of packages (setClubPointsPackages replaces it; empty stops selling). */
export const pointsPackagesSchema = z
  .array(pointsPackageSchema)
  .max(L.maxPackages, { error: M.tooManyPackages });

/** buyPoints' request key: the same key answers the same purchase. */
export const pointsPurchaseKeySchema = z
  .string({ error: M.idempotencyKeyInvalid })
  .trim()
  .min(1, { error: M.idempotencyKeyInvalid })
  .max(100, { error: M.idempotencyKeyInvalid });
