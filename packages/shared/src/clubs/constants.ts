import { BRAND_COLOR } from '../common/constants';

/** Limits of club inputs (domain §3, §5; docs/decisions/093–095, 098, 103). */
export const CLUB_LIMITS = {
  displayNameMax: 60,
  slugMin: 3,
  slugMax: 40,
  bioMax: 1000,
  urlMax: 2048,
  socialAccountsMax: 10,
  handleMax: 100,
  tiersMax: 10,
  tierNameMax: 40,
  minimumPointsMax: 1_000_000_000,
  memoMax: 500,
  usesPerInviteMax: 1000,
} as const;

/** Lower case letters, numbers and single hyphens (like an event link). */
export const CLUB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Colours of a new club: the brand colour on white. */
export const CLUB_DEFAULT_COLORS = { primary: BRAND_COLOR, secondary: '#FFFFFF' } as const;
