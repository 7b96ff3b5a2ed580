import { API_BASE } from '@repclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { AddEventCommentInput } from '@/gql/graphql';
import { execute } from '@/lib/graphql-client';
import { uploadImage } from '@/lib/media-upload';
import { commentKeys } from './queries';

/** The comments feature's writes; each reads the event's comments again afterwards. */

export const AddEventCommentDocument = graphql(`
  mutation AddEventComment($input: AddEventCommentInput!) {
    addEventComment(input: $input) {
      commentId
    }
  }
`);

export const DeleteEventCommentDocument = graphql(`
  mutation DeleteEventComment($commentId: ID!) {
    deleteEventComment(commentId: $commentId)
  }
`);

export const EditEventCommentDocument = graphql(`
  mutation EditEventComment($commentId: ID!, $comment: String!) {
    editEventComment(commentId: $commentId, comment: $comment) {
      commentId
      comment
      editedAt
    }
  }
`);

export const ReactToCommentDocument = graphql(`
  mutation ReactToComment($commentId: ID!, $reaction: String!) {
    reactToComment(commentId: $commentId, reaction: $reaction) {
      commentId
    }
  }
`);

export const RemoveCommentReactionDocument = graphql(`
  mutation RemoveCommentReaction($commentId: ID!, $reaction: String!) {
    removeCommentReaction(commentId: $commentId, reaction: $reaction) {
      commentId
    }
  }
`);

/** `POST /api/media/comment-image` (decision 084): a picked image, resized in the browser, → `{ url }`. */
export const COMMENT_IMAGE_UPLOAD_PATH = `${API_BASE}/media/comment-image`;
export const uploadCommentImage = (file: File) =>
  uploadImage<{ url: string }>(COMMENT_IMAGE_UPLOAD_PATH, file, 'photo');

function useRefreshComments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.all });
}

export function useAddCommentMutation() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: async (input: AddEventCommentInput) =>
      (await execute(AddEventCommentDocument, { input })).addEventComment,
    onSuccess: () => refresh(),
  });
}

export function useDeleteCommentMutation() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: async (commentId: string) =>
      (await execute(DeleteEventCommentDocument, { commentId })).deleteEventComment,
    onSuccess: () => refresh(),
  });
}

/** Its author changes a comment's text (images stay). */
export function useEditCommentMutation() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: async (variables: { commentId: string; comment: string }) =>
      (await execute(EditEventCommentDocument, variables)).editEventComment,
    onSuccess: () => refresh(),
  });
}

/** Adds or takes back one of the viewer's reactions. */
export function useReactionMutation() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: async (variables: { commentId: string; reaction: string; add: boolean }) => {
      const { commentId, reaction } = variables;
      if (variables.add) await execute(ReactToCommentDocument, { commentId, reaction });
      else await execute(RemoveCommentReactionDocument, { commentId, reaction });
    },
    onSuccess: () => refresh(),
  });
}
