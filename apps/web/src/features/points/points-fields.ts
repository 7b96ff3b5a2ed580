import { POINTS_LIMITS } from '@repclub/shared';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import type { MovementFieldLimits, MovementFieldTexts } from '@/entities/movement/amount-memo-fields';
import { POINTS_TEXT } from '@/features/points/points-text';

/** The amount and memo fields of a points movement (send, grant). */
export const POINTS_MOVEMENT_FIELDS: { texts: MovementFieldTexts; limits: MovementFieldLimits } = {
  texts: { amount: POINTS_TEXT.amount, memo: POINTS_TEXT.memo, memoPlaceholder: POINTS_TEXT.memoPlaceholder },
  limits: { maxAmount: POINTS_LIMITS.maxPointsPerMovement, memoMax: POINTS_LIMITS.memoMax },
};

/** The person picker's texts where points choose a recipient or a trade partner. */
export const POINTS_PICKER_TEXTS = {
  placeholder: POINTS_TEXT.recipientPlaceholder,
  clearLabel: POINTS_TEXT.clearRecipient,
  noMatches: POINTS_TEXT.noMatches,
};

/** 1234 → '+1,234', -50 → '−50' (a true minus sign), 0 → '0'. */
export function signedPoints(amount: number): string {
  const digits = Math.abs(amount).toLocaleString('en-US');
  if (amount > 0) return `+${digits}`;
  if (amount < 0) return `\u2212${digits}`;
  return digits;
}

/** The first message of each field a zod parse refused, for the form's `error` props. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A NumberInput's value as a number for the schema ('' → NaN, which the schema refuses with its message). */
export function numberOf(value: string | number): number {
  return typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
}

/** A fresh key for one attempt at a movement: the same key on every retry makes the server move points once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** '12.5' → 1250, '$3' → 300; null for anything that is not dollars with at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*\$?(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → '12.50', 300 → '3.00'. */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A movement form's submit: parses the values with the shared schema (field errors to show, or none) and runs the
 * mutation at most once at a time — a second click before the answer sends nothing (the idempotency key would
 * make the server ignore it anyway).
 */
export function useMovementSubmit<S extends z.ZodType>(
  schema: S,
  mutate: (input: z.output<S>, handlers: { onSettled: () => void }) => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inFlight = useRef(false);
  const submit = (values: unknown) => {
    if (inFlight.current) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    inFlight.current = true;
    mutate(parsed.data, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  return { errors, submit };
}
