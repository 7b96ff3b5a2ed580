/**
 * Business constants and limits (accounts §3, §9; domain §5, §9). Durations are in milliseconds
 * unless the name says otherwise; money is always integer cents.
 */

// ---------------------------------------------------------------------------------------------
// One-time codes, blocks and timers (accounts §4.2, §9)
// ---------------------------------------------------------------------------------------------

export const OTP_LENGTH = 6;
export const MAX_FAILED_CODE_ATTEMPTS = 3;
export const BLOCK_DURATION_MINUTES = 30;
export const BLOCK_DURATION_MS = 1_800_000;
export const RESEND_WAIT_SECONDS = 30;
export const RESEND_WAIT_MS = 30_000;
export const TIMER_TICK_MS = 1000;

// ---------------------------------------------------------------------------------------------
// Search, paging and polling
// ---------------------------------------------------------------------------------------------

export const SEARCH_DEBOUNCE_MS = 1000;
export const AUTOSUGGEST_PAGE_SIZE = 10;
export const USER_SEARCH_PAGE_SIZE = 10;
export const EVENT_SEARCH_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_POLL_INTERVAL_MS = 5000;
export const NOTIFICATION_AUTO_READ_HOVER_MS = 2000;
export const TABLE_PAGE_SIZE_DEFAULT = 50;
/** "Pagination default 15 with 1 sibling": items per page of a paginated list, and siblings shown. */
export const PAGINATION_DEFAULT_PAGE_SIZE = 15;
export const PAGINATION_SIBLINGS = 1;

/** Rewards listed inside a pie: the first 50 active ones. */
export const PIE_REWARDS_LIMIT = 50;
export const PIE_CARD_REWARDS_LIMIT = 3;
export const REWARD_TICKET_LIST_LIMIT = 100;
export const REWARD_POLICY_INFO_LIST_LIMIT = 10;
export const RECENT_EVENTS_LIMIT = 5;

// ---------------------------------------------------------------------------------------------
// Delays and UI timing
// ---------------------------------------------------------------------------------------------

export const EMAIL_AVAILABILITY_CHECK_DELAY_MS = 1000;
export const ONBOARDING_ALERT_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 10_000;
export const TOAST_POSITION = 'top-right';

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const ACCOUNT_REACTIVATION_WINDOW_DAYS = 90;
export const ACCOUNT_REACTIVATION_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

/** Local storage keys (accounts §3). The phone-code expiry key name is ours. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  authInfo: 'authInfo',
  isSignedUp: 'isSignedUp',
  impersonateMode: 'impersonateMode',
  phoneCodeExpiresAt: 'phoneCodeExpiresAt',
  featureFlagOverrides: 'featureFlagOverrides',
} as const;

/** Key prefixes removed at sign-out. */
export const SIGN_OUT_STORAGE_PREFIXES = ['sendEventMessage_', 'sendInviteMessage_'] as const;

/** Feature flags and their defaults; an override is stored locally. */
export const FEATURE_FLAG_DEFAULTS = { redeemOffers: false } as const;
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

/** Fields that must all be present for the profile to count as complete (domain §4). */
export const PROFILE_COMPLETE_FIELDS = ['name', 'userName', 'dateOfBirth', 'phoneNumber', 'gender'] as const;
export type ProfileCompleteField = (typeof PROFILE_COMPLETE_FIELDS)[number];

export function isProfileComplete(user: Partial<Record<ProfileCompleteField, unknown>>): boolean {
  return PROFILE_COMPLETE_FIELDS.every((field) => {
    const value = user[field];
    return value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
  });
}

// ---------------------------------------------------------------------------------------------
// Validation bounds
// ---------------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
/** Of uppercase letter, digit and special character, at least this many classes. */
export const PASSWORD_MIN_CLASSES = 2;
export const PASSWORD_SPECIAL_CHARACTERS = '@$#!%*?&._-';
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/** Our limits (not in the spec): see docs/decisions/008-shared-validation-gaps.md. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const USER_NAME_MAX_LENGTH = 254;
export const BIO_MAX_LENGTH = 500;

/** Numeric check: value > NUMERIC_CHECK_MIN_EXCLUSIVE and ≤ NUMERIC_CHECK_MAX (domain §5). */
export const NUMERIC_CHECK_MIN_EXCLUSIVE = 0;
export const NUMERIC_CHECK_MAX = 1000;

/** Required fields on create (domain §5). */
export const EVENT_REQUIRED_FIELDS = [
  'slug',
  'displayName',
  'description',
  'note',
  'avatarUrl',
  'startDate',
  'endDate',
] as const;
export const PIE_REQUIRED_FIELDS = ['displayName', 'slug', 'bio', 'issuedSlices', 'slicePrice'] as const;

// ---------------------------------------------------------------------------------------------
// Dates and times
// ---------------------------------------------------------------------------------------------

/**
 * Display date-time format. The spec writes 'MMM D, yyyy h:mm A'; dayjs has no `yyyy` token (it
 * would print "yyyy" literally), so the dayjs format uses `YYYY`.
 */
export const DISPLAY_DATE_TIME_FORMAT = 'MMM D, YYYY h:mm A';
export const DISPLAY_DATE_TIME_FORMAT_SPEC = 'MMM D, yyyy h:mm A';

/**
 * Date of birth as shown at sign-up: month/day/year. The spec writes 'MM/dd/yyyy' (Unicode /
 * date-fns tokens); in dayjs that is 'MM/DD/YYYY'.
 */
export const SIGN_UP_DATE_DISPLAY_FORMAT = 'MM/DD/YYYY';
export const SIGN_UP_DATE_DISPLAY_FORMAT_SPEC = 'MM/dd/yyyy';

/** Date as sent to the server: spec 'yyyy-MM-dd', dayjs 'YYYY-MM-DD'. */
export const SENT_DATE_FORMAT = 'YYYY-MM-DD';
export const SENT_DATE_FORMAT_SPEC = 'yyyy-MM-dd';

/** A start time not in the future becomes now + 15 minutes, on a 15-minute step. */
export const START_DATE_OFFSET_MINUTES = 15;
export const TIME_PICKER_STEP_MINUTES = 15;

// ---------------------------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------------------------

export const DEFAULT_COUNTRY = 'US';
/** Countries left out of every country list (lowercase ISO 3166-1 alpha-2, as in the spec). */
export const EXCLUDED_COUNTRY_CODES = ['kp', 'cu', 'ir', 'sy', 've', 'ru'] as const;

// ---------------------------------------------------------------------------------------------
// Layout, colours, media
// ---------------------------------------------------------------------------------------------

export const LAYOUT_MAX_WIDTH_PX = 1440;
export const SIDEBAR_WIDTH_PX = 232;
export const BRAND_COLOR = '#3D1277';
/** An invalid colour falls back to black. */
export const INVALID_COLOR_FALLBACK = '#000000';
export const BREADCRUMB_SEPARATOR = '/';

export const IMAGE_RESIZE = { width: 1000, height: 1000, format: 'webp', quality: 100 } as const;

export const PDF_VIEWER_DEFAULT_WIDTH = 600;

/** Default map centre, near Los Angeles. */
export const DEFAULT_MAP_CENTER = { lat: 34.0522, lng: -118.2437 } as const;

/** Error-report session replay: 10 % of sessions, 100 % of sessions with an error. */
export const SESSION_REPLAY_SAMPLE_RATE = 0.1;
export const SESSION_REPLAY_ON_ERROR_SAMPLE_RATE = 1;

// ---------------------------------------------------------------------------------------------
// Defaults for display
// ---------------------------------------------------------------------------------------------

export const DEFAULT_DISPLAY_NAME = 'Unknown';
export const DEFAULT_RANK = 0;
export const UNKNOWN_CITY = 'Unknown City';

// ---------------------------------------------------------------------------------------------
// Money: slice price tiers (domain §9)
// ---------------------------------------------------------------------------------------------

/** Slice count of a pie → its price, in integer cents (the spec gives dollars). */
export const SLICE_PRICE_TIERS = [
  { slices: 10_000, priceCents: 0 },
  { slices: 100_000, priceCents: 1_000 },
  { slices: 1_000_000, priceCents: 10_000 },
  { slices: 10_000_000, priceCents: 100_000 },
  { slices: 50_000_000, priceCents: 500_000 },
  { slices: 100_000_000, priceCents: 1_000_000 },
  { slices: 500_000_000, priceCents: 5_000_000 },
  { slices: 1_000_000_000, priceCents: 10_000_000 },
] as const;
export type SlicePriceTier = (typeof SLICE_PRICE_TIERS)[number];

/** Price in cents of a slice-count option, or `undefined` when the count is not a tier. */
export function slicePriceCentsFor(slices: number): number | undefined {
  return SLICE_PRICE_TIERS.find((tier) => tier.slices === slices)?.priceCents;
}
