import { isPagePath } from '@repclub/shared';
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Whether the app has a page at `href` (query and hash ignored). Links to pages that are not built yet are
 * shown disabled ('Coming soon') instead of leading to the not-found page.
 */
export function routeExists(router: AnyRouter, href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] || '/';
  const [, rawParams, foundRoute] = router.getMatchedRoutes(pathname);
  // A fuzzy match carries the unmatched rest as `**`: no page of its own.
  return foundRoute !== undefined && !('**' in rawParams);
}

export function useRouteExists() {
  const router = useRouter();
  return useCallback((href: string) => routeExists(router, href), [router]);
}

/**
 * Whether a path built from another path's parts (a breadcrumb, the back arrow's parent) is a page: built, and
 * not the fixed word of a longer route (`/events/edit` is part of `/events/edit/{id}`, not an event's slug).
 */
export function pageExists(router: AnyRouter, href: string): boolean {
  return isPagePath(href) && routeExists(router, href);
}
