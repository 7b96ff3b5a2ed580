import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { graphql } from '@/gql/gql';
import type { MyDocumentsQuery } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';

export const DOCUMENTS_PAGE_SIZE = 10;

export const MyDocumentsDocument = graphql(`
  query MyDocuments($first: Int!, $after: String) {
    myDocuments(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        documentId
        kind
        title
        url
        transactionId
        signedAt
        createdAt
      }
    }
  }
`);

export type DocumentNode = MyDocumentsQuery['myDocuments']['nodes'][number];

/** The documents' query keys. */
export const documentKeys = {
  all: ['documents'] as const,
  mine: () => [...documentKeys.all, 'mine'] as const,
};

export const myDocumentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: documentKeys.mine(),
    queryFn: async ({ pageParam }) =>
      (await execute(MyDocumentsDocument, { first: DOCUMENTS_PAGE_SIZE, after: pageParam })).myDocuments,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null),
  });

/** The signed-in user's documents (receipts, signed waivers), newest first, 10 a page. */
export function useMyDocuments() {
  const { isSignedIn } = useSession();
  return useInfiniteQuery({ ...myDocumentsQueryOptions(), enabled: isSignedIn });
}
