import { useRef, useState } from 'react';
import type { z } from 'zod';

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
