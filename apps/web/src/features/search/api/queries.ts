import { EVENT_SEARCH_PAGE_SIZE, USER_SEARCH_PAGE_SIZE } from '@repclub/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { SearchEventSuggestionsQuery, SearchUserSuggestionsQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/** The header search's query keys (a keyword's suggestions, per page size). */
export const searchKeys = {
  all: ['search'] as const,
  users: (keyword: string) => [...searchKeys.all, 'users', keyword, USER_SEARCH_PAGE_SIZE] as const,
  events: (keyword: string) => [...searchKeys.all, 'events', keyword, EVENT_SEARCH_PAGE_SIZE] as const,
};

export const SearchUserSuggestionsDocument = graphql(`
  query SearchUserSuggestions($keyword: String!, $limit: Int!) {
    searchUsers(keyword: $keyword, offset: 0, limit: $limit) {
      totalCount
      nodes {
        userId
        name
        userName
        emailAddress
        avatarUrl
        isVerified
        tier
      }
    }
  }
`);

export type UserSuggestion = SearchUserSuggestionsQuery['searchUsers']['nodes'][number];

/** User suggestions for a keyword that is already trimmed and debounced; nothing runs for an empty one. */
export function useUserSuggestions(keyword: string) {
  return useQuery({
    queryKey: searchKeys.users(keyword),
    queryFn: async () =>
      (await execute(SearchUserSuggestionsDocument, { keyword, limit: USER_SEARCH_PAGE_SIZE })).searchUsers,
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Events suggested beside people in the header search box: the first page of upcoming matches. */
export const SearchEventSuggestionsDocument = graphql(`
  query SearchEventSuggestions($keyword: String!, $first: Int!) {
    searchEvents(criteria: { keyword: $keyword }, first: $first) {
      edges {
        node {
          eventId
          slug
          displayName
          avatarUrl
          startDate
          timeZone
          city
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
