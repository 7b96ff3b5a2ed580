/** Sending, granting and trading points: one schema per input, used by the forms and the server. */
import { z } from 'zod';
import { isPlainText, PLAIN_TEXT } from '../common/text';
import { POINTS_LIMITS as L } from './constants';
import { POINTS_MESSAGES as M } from './messages';

const id = (message: string) => z.uuid({ error: message });

const amount = z
  .number({ error: M.amountInvalid })
  .int({ error: M.amountInvalid })
  .min(1, { error: M.amountInvalid })
  .max(L.maxPointsPerMovement, { error: M.amountInvalid });

const memo = z
  .string({ error: M.memoTooLong })
  .trim()
  .max(L.memoMax, { error: M.memoTooLong })
  .refine(isPlainText, PLAIN_TEXT)
  .nullish()
  .transform((v) => (v ? v : null));

const idempotencyKey = z
  .string({ error: M.idempotencyKeyInvalid })
  .trim()
  .min(1, { error: M.idempotencyKeyInvalid })
  .max(L.idempotencyKeyMax, { error: M.idempotencyKeyInvalid });

export const sendPointsSchema = z.object({
  clubId: id(M.clubRequired),
  toUserId: id(M.recipientRequired),
  amount,
  memo,
  idempotencyKey,
});
export type SendPointsInput = z.infer<typeof sendPointsSchema>;

export const grantPointsSchema = sendPointsSchema;
export type GrantPointsInput = z.infer<typeof grantPointsSchema>;

export const tradeRequestSchema = z
  .object({
    toUserId: id(M.recipientRequired),
    giveClubId: id(M.clubRequired),
    giveAmount: amount,
    askClubId: id(M.clubRequired),
    askAmount: amount,
    memo,
    idempotencyKey,
  })
  .refine((t) => t.giveClubId !== t.askClubId, { error: M.sameClubTrade, path: ['askClubId'] });
export type TradeRequestInput = z.infer<typeof tradeRequestSchema>;
