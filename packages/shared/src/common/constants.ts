/**
 * Constants that no one domain owns (accounts §3, §9; domain §5, §9): paging, toasts, validation bounds of
 * shared field types, date formats, countries, layout and display defaults. Durations are in milliseconds unless
 * the name says otherwise.
 */

export const TABLE_PAGE_SIZE_DEFAULT = 50;
/** "Pagination default 15 with 1 sibling": items per page of a paginated list, and siblings shown. */
export const PAGINATION_DEFAULT_PAGE_SIZE = 15;
export const PAGINATION_SIBLINGS = 1;

export const TOAST_DURATION_MS = 10_000;
export const TOAST_POSITION = 'top-right';

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** Numeric check: value > NUMERIC_CHECK_MIN_EXCLUSIVE and ≤ NUMERIC_CHECK_MAX (domain §5). */
export const NUMERIC_CHECK_MIN_EXCLUSIVE = 0;
export const NUMERIC_CHECK_MAX = 1000;

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

export const DEFAULT_COUNTRY = 'US';
/** Countries left out of every country list (lowercase ISO 3166-1 alpha-2, as in the spec). */
export const EXCLUDED_COUNTRY_CODES = ['kp', 'cu', 'ir', 'sy', 've', 'ru'] as const;

export const LAYOUT_MAX_WIDTH_PX = 1440;
export const SIDEBAR_WIDTH_PX = 232;
export const BRAND_COLOR = '#3D1277';
/** An invalid colour falls back to black. */
export const INVALID_COLOR_FALLBACK = '#000000';
export const BREADCRUMB_SEPARATOR = '/';

export const IMAGE_RESIZE = { width: 1000, height: 1000, format: 'webp', quality: 100 } as const;

/** Default map centre, near Los Angeles. */
export const DEFAULT_MAP_CENTER = { lat: 34.0522, lng: -118.2437 } as const;

/** Error-report session replay: 10 % of sessions, 100 % of sessions with an error. */
export const SESSION_REPLAY_SAMPLE_RATE = 0.1;
export const SESSION_REPLAY_ON_ERROR_SAMPLE_RATE = 1;

export const DEFAULT_DISPLAY_NAME = 'Unknown';
export const DEFAULT_RANK = 0;
export const UNKNOWN_CITY = 'Unknown City';
