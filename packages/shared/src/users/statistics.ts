import { AGE_RANGES, type AgeRange, ageRangeFor } from '../common/enums';
import { GENDERS } from './enums';

/** A count of people of one age in whole years (null: no birth date) and one gender (null: not given). */
export type AgeGenderCount = { age: number | null; gender: string | null; count: number };

/**
 * Counts of people by the spec's age ranges and gender (domain §3: attendee and achievement holder statistics):
 * under 18 and without a birth date counted apart, an unknown gender as 'Not Disclosed'. Counts only.
 */
export function ageAndGenderStatistics(rows: readonly AgeGenderCount[]) {
  const ages = new Map<AgeRange, number>(AGE_RANGES.map((range) => [range, 0]));
  const genders = new Map<string, number>(GENDERS.map((gender) => [gender, 0]));
  let underEighteen = 0;
  let ageUnknown = 0;
  let total = 0;
  for (const { age, gender, count } of rows) {
    total += count;
    const range = age === null ? null : ageRangeFor(age);
    if (age === null) ageUnknown += count;
    else if (!range) underEighteen += count;
    else ages.set(range, ages.get(range)! + count);
    const known = gender && genders.has(gender) ? gender : 'Not Disclosed';
    genders.set(known, genders.get(known)! + count);
  }
  return {
    total,
    ageRanges: [...ages].map(([range, count]) => ({ range, count })),
    underEighteen,
    ageUnknown,
    genders: [...genders].map(([gender, count]) => ({ gender, count })),
  };
}
