/** Inputs of moving rep points (contract of issue 15): one schema per input, used by the forms and the server. */
import { z } from 'zod';
import { POINTS_LIMITS as L } from './constants';
import { POINTS_MESSAGES as M } from './messages';

const id = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const pointsAmountSchema = z
  .number({ error: M.amountInvalid })
  .int({ error: M.amountInvalid })
  .min(1, { error: M.amountInvalid })
  .max(L.maxPerMovement, { error: M.amountInvalid });

const memo = z
  .string()
  .trim()
  .max(L.memoMax, { error: M.memoTooLong })
  .nullish()
  .transform((value) => (value ? value : null));

const idempotencyKey = z
  .string({ error: M.idempotencyKeyInvalid })
  .trim()
  .min(L.idempotencyKeyMin, { error: M.idempotencyKeyInvalid })
  .max(L.idempotencyKeyMax, { error: M.idempotencyKeyInvalid });

/** sendPoints: a member sends points of a club to another member. */
export const sendPointsSchema = z.object({
  clubId: id(M.clubRequired),
  toUserId: id(M.recipientRequired),
  amount: pointsAmountSchema,
  memo,
  idempotencyKey,
});
export type SendPointsInput = z.infer<typeof sendPointsSchema>;

/** grantPoints: a club (MANAGE_POINTS) mints points to a member. */
export const grantPointsSchema = z.object({
  clubId: id(M.clubRequired),
  toUserId: id(M.recipientRequired),
  amount: pointsAmountSchema,
  memo,
  idempotencyKey,
});
export type GrantPointsInput = z.infer<typeof grantPointsSchema>;

/** createTradeRequest: give points of one club for points of another. */
export const tradeRequestSchema = z
  .object({
    toUserId: id(M.recipientRequired),
    giveClubId: id(M.clubRequired),
    giveAmount: pointsAmountSchema,
    askClubId: id(M.clubRequired),
    askAmount: pointsAmountSchema,
    memo,
    idempotencyKey,
  })
  .superRefine((trade, ctx) => {
    if (trade.giveClubId === trade.askClubId)
      ctx.addIssue({ code: 'custom', message: M.sameClubTrade, path: ['askClubId'] });
  });
export type TradeRequestInput = z.infer<typeof tradeRequestSchema>;

const priceCents = z
  .number({ error: M.priceInvalid })
  .int({ error: M.priceInvalid })
  .min(L.priceMinCents, { error: M.priceInvalid })
  .max(L.priceMaxCents, { error: M.priceInvalid });

/** One package of setClubPointsPackages; prices in integer cents. */
export const pointsPackageSchema = z
  .object({
    pointsAmount: pointsAmountSchema,
    repPointsMultiplier: z
      .number({ error: M.multiplierInvalid })
      .min(L.multiplierMin, { error: M.multiplierInvalid })
      .max(L.multiplierMax, { error: M.multiplierInvalid }),
    price: priceCents,
    originalPrice: priceCents.nullish().transform((value) => value ?? null),
  })
  .superRefine((pack, ctx) => {
    if (pack.originalPrice != null && pack.originalPrice < pack.price)
      ctx.addIssue({ code: 'custom', message: M.originalPriceTooLow, path: ['originalPrice'] });
  });
export type PointsPackageInput = z.infer<typeof pointsPackageSchema>;

export const pointsPackagesSchema = z
  .array(pointsPackageSchema)
  .max(L.packagesMax, { error: M.packagesTooMany });
