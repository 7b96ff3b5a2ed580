/** The search page (accounts §2.1, §2.4). */
import { isUnderPath, withQuery } from '../common/routes';

export const SEARCH_PATHS = { search: '/search' } as const;

export const searchRoutes = {
  search: (keyword?: string) => withQuery(SEARCH_PATHS.search, { q: keyword }),
} as const;

export const SEARCH_ROUTE_PATTERNS = ['/search'] as const;

/** The header search box is hidden on these routes and everything below them (accounts §2.4). */
export const SEARCH_HIDDEN_ROUTE_PREFIXES = [
  '/profile',
  '/events',
  '/home',
  '/rep-clubs',
  '/rep-club',
  '/my/rep-clubs',
  '/rep-points',
  '/offers',
] as const;

export function isSearchBoxHidden(pathname: string): boolean {
  return SEARCH_HIDDEN_ROUTE_PREFIXES.some((prefix) => isUnderPath(pathname, prefix));
}
