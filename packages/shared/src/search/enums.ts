/**
 * Search scopes (accounts §2.4).
 */

export const SEARCH_SCOPES = ['all', 'people', 'pies'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];
export const DISABLED_SEARCH_SCOPES = ['people', 'pies'] as const satisfies readonly SearchScope[];
