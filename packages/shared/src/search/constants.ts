/**
 * Search timing and page sizes (accounts §2.4).
 */

export const SEARCH_DEBOUNCE_MS = 1000;
export const AUTOSUGGEST_PAGE_SIZE = 10;
export const USER_SEARCH_PAGE_SIZE = 10;
export const EVENT_SEARCH_PAGE_SIZE = 10;
