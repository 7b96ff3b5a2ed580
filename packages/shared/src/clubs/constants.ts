/**
 * Rep club limits and defaults (domain §3 Club, §5; docs/decisions/093–095, 098).
 */

export const CLUB_LIMITS = {
  slugMin: 3,
  slugMax: 40,
  displayNameMax: 80,
  bioMax: 1000,
  urlMax: 2048,
  socialAccountsMax: 10,
  socialHandleMax: 100,
  tiersMax: 10,
  tierNameMax: 40,
  /** The highest minimum points a tier may ask for. */
  tierMinimumPointsMax: 1_000_000_000,
  inviteMemoMax: 500,
  inviteUsesMax: 1000,
  /** Invites without an expiry given expire after this many days. */
  inviteDefaultExpiryDays: 14,
  /** At most this many active invites per club. */
  activeInvitesMax: 200,
  searchMax: 100,
} as const;

/** Lower case letters, numbers and single hyphens; a club link never looks like a UUID (those are ids). */
export const CLUB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A colour as #RRGGBB. */
export const CLUB_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The brand's colours, for a club that sets none. */
export const CLUB_DEFAULT_COLORS = { primary: '#3D1277', secondary: '#FFFFFF' } as const;

/** Links the product itself uses under /rep-clubs/ and /my/rep-clubs/: never a club's slug. */
export const CLUB_RESERVED_SLUGS = [
  'create',
  'new',
  'edit',
  'admin',
  'settings',
  'invite',
  'buy-points',
] as const;
