import { useInfiniteQuery } from '@tanstack/react-query';
import { EVENT_COMMENTS_PAGE_SIZE } from '@repclub/shared';
import { graphql } from '@/gql/gql';
import type { EventCommentFieldsFragment } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { useViewerId } from '@/lib/session';

/** The comments feature's reads (mirrors the server's conversations module, decision 084). */
export const commentKeys = {
  all: ['event-comments'] as const,
  list: (eventId: string, userId: string | null) => [...commentKeys.all, eventId, userId] as const,
};

export const EventCommentFieldsDoc = graphql(`
  fragment EventCommentFields on EventComment {
    commentId
    comment
    parentCommentId
    medias
    createdAt
    editedAt
    reactions {
      reaction
      count
    }
    myReactions
    canEdit
    canDelete
    author {
      userId
      name
      userName
      avatarUrl
    }
  }
`);

export const EventCommentsDocument = graphql(`
  query EventComments($eventId: ID!, $first: Int, $after: String) {
    eventComments(eventId: $eventId, first: $first, after: $after) {
      canComment
      nodes {
        ...EventCommentFields
        replies {
          ...EventCommentFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type CommentFields = EventCommentFieldsFragment;
export type CommentWithReplies = CommentFields & { replies: CommentFields[] };

/** The event's comments, newest first, a page at a time ("Show more"). */
export function useEventComments(eventId: string) {
  const userId = useViewerId();
  const query = useInfiniteQuery({
    queryKey: commentKeys.list(eventId, userId),
    queryFn: async ({ pageParam }) =>
      (await execute(EventCommentsDocument, { eventId, first: EVENT_COMMENTS_PAGE_SIZE, after: pageParam }))
        .eventComments,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : undefined),
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    // Fragments are masked by type only; the fields are all there.
    comments: pages.flatMap((page) => page.nodes) as unknown as CommentWithReplies[],
    canComment: pages[0]?.canComment ?? false,
  };
}
