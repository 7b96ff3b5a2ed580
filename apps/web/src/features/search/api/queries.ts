import { EVENT_SEARCH_PAGE_SIZE } from '@repclub/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { SearchEventSuggestionsQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/** The header search's event keys (a keyword's suggestions, per page size); people: entities/user. */
export const searchKeys = {
  all: ['search'] as const,
  events: (keyword: string) => [...searchKeys.all, 'events', keyword, EVENT_SEARCH_PAGE_SIZE] as const,
};

/** Events suggested beside people in the header search box: the first page of upcoming matches. */
export const SearchEventSuggestionsDocument = graphql(`
  query SearchEventSuggestions($keyword: String!, $first: Int!) {
    searchEvents(criteria: { keyword: $keyword }, first: $first) {
      edges {
        node {
          ...EventSummaryFields
        }
      }
    }
  }
`);

export type EventSuggestion = SearchEventSuggestionsQuery['searchEvents']['edges'][number]['node'];

/** Event suggestions (EVENT_SEARCH_PAGE_SIZE) for a trimmed, debounced keyword; nothing runs for an empty one. */
export function useEventSuggestions(keyword: string) {
  return useQuery({
    queryKey: searchKeys.events(keyword),
    queryFn: async () =>
      (
        await execute(SearchEventSuggestionsDocument, { keyword, first: EVENT_SEARCH_PAGE_SIZE })
      ).searchEvents.edges.map((edge) => edge.node),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}
