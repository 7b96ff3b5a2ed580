import { PARTICIPATION_FILTERS, type ParticipationFilter } from '@repclub/shared';

/**
 * The offers pages' search parameters, in a module of their own so the routes read them without loading the
 * pages: `?status=` the participation filter of /offers/explore, `?offer=` the offer open in the side panel.
 */
export type OffersSearch = { status?: ParticipationFilter; offer?: string };

export function validateOffersSearch(search: Record<string, unknown>): OffersSearch {
  const result: OffersSearch = {};
  if (
    typeof search.status === 'string' &&
    (PARTICIPATION_FILTERS as readonly string[]).includes(search.status)
  )
    result.status = search.status as ParticipationFilter;
  if (typeof search.offer === 'string' && search.offer) result.offer = search.offer;
  return result;
}
