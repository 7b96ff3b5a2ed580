/**
 * Enumerations that no one domain owns (accounts §8; domain §2, §9): age ranges, distance units, alert and
 * toast kinds, error codes. Each is a `const` array plus a string-union type; values the spec does not show are
 * marked (docs/decisions/009-shared-enumeration-values.md).
 */

/** Age ranges for statistics and guest filters; the last is "over 44" (shown 45+). */
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const AGE_RANGE_BOUNDS: Readonly<Record<AgeRange, { min: number; max: number | null }>> = {
  '18-24': { min: 18, max: 24 },
  '25-34': { min: 25, max: 34 },
  '35-44': { min: 35, max: 44 },
  '45+': { min: 45, max: null },
};

/** The age range an age in whole years falls in, or `null` under 18. */
export function ageRangeFor(age: number): AgeRange | null {
  for (const range of AGE_RANGES) {
    const { min, max } = AGE_RANGE_BOUNDS[range];
    if (age >= min && (max === null || age <= max)) return range;
  }
  return null;
}

export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const ALERT_TYPES = ['danger', 'info', 'success', 'warning', 'default'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const TOAST_TYPES = ['success', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/**
 * Error codes: the spec's (accounts §8), the house codes of DESIGN.md, and the server's own
 * (docs/decisions/001-foundation-choices.md).
 */
export const ERROR_CODES = [
  'AUTH_NOT_AUTHENTICATED',
  'AUTH_NOT_AUTHORIZED',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_COMPLEX',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
