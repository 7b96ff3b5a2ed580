import { TIME_PICKER_STEP_MINUTES } from '../events/constants';

/** Limits of achievement fields (domain §3 Achievement; the spec shows none: docs/decisions/127). */
export const ACHIEVEMENT_LIMITS = {
  displayNameMax: 60,
  bioMax: 1000,
  slugMin: 2,
  slugMax: 60,
  urlMax: 2048,
  /** Largest maximum supply (a 32-bit column). */
  maxSupplyMax: 1_000_000,
  /** The active window's pickers step by 15 minutes (domain §5). */
  minuteStep: TIME_PICKER_STEP_MINUTES,
} as const;

/** Lower-case letters, numbers and single hyphens, like a club link. */
export const ACHIEVEMENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a name: lower case, other characters to single hyphens, within the limit. */
export function achievementSlugFrom(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ACHIEVEMENT_LIMITS.slugMax)
    .replace(/-+$/g, '');
}
