import { USER_SEARCH_PAGE_SIZE } from '@repclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { UserSearchQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

/** The user keys: a search per keyword and page size (searches are viewer-independent). */
export const userKeys = {
  all: ['users'] as const,
  search: (keyword: string) => [...userKeys.all, 'search', keyword, USER_SEARCH_PAGE_SIZE] as const,
};

/**
 * The one people search (the server's `searchUsers`, first USER_SEARCH_PAGE_SIZE matches): the header search,
 * the person pickers of the event team, club invites and points all read it.
 */
export const UserSearchDocument = graphql(`
  query UserSearch($keyword: String!, $limit: Int!) {
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

export type UserSearchResult = UserSearchQuery['searchUsers'];
export type UserOption = UserSearchResult['nodes'][number];

/** The search for a keyword that is already trimmed and debounced; nothing runs for an empty one. */
export const userSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: userKeys.search(keyword),
    queryFn: async () =>
      (await execute(UserSearchDocument, { keyword, limit: USER_SEARCH_PAGE_SIZE })).searchUsers,
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });

/** People matching a trimmed, debounced keyword (`data.nodes`, `data.totalCount`). */
export function useUserSearch(keyword: string) {
  return useQuery(userSearchQueryOptions(keyword));
}
