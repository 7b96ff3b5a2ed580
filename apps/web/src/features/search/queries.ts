import { USER_SEARCH_PAGE_SIZE } from '@repclub/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { SearchUserSuggestionsQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

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
    queryKey: ['search', 'users', keyword, USER_SEARCH_PAGE_SIZE] as const,
    queryFn: async () =>
      (await execute(SearchUserSuggestionsDocument, { keyword, limit: USER_SEARCH_PAGE_SIZE })).searchUsers,
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}
