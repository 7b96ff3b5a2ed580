import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  Group,
  Image,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { COMMENT_REACTIONS, DEFAULT_DISPLAY_NAME } from '@repclub/shared';
import { IconMessageCircle, IconMoodPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatEventDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/ui/toast';
import { LoadError } from '@/ui/load-state';
import { useDeleteCommentMutation, useReactionMutation } from './api/mutations';
import { type CommentFields, type CommentWithReplies, useEventComments } from './api/queries';
import { CommentEditForm } from './comment-edit-form';
import { CommentForm } from './comment-form';
import classes from './event-comments.module.css';

export const COMMENTS_TEXT = {
  title: 'Comments',
  loading: 'Loading comments',
  empty: 'No comments yet.',
  emptyWriter: 'No comments yet. Be the first to say something.',
  signIn: 'Sign in to join the conversation.',
  signInAction: 'Sign in',
  notAllowed: "Comments are open to the event's team and its approved attendees.",
  more: 'Show more comments',
  reply: 'Reply',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: 'Delete this comment?',
  confirm: 'Delete',
  keep: 'Keep',
  deleted: 'Comment deleted.',
  edited: '(edited)',
  editedAt: (when: string) => `Edited ${when}`,
  react: 'Add a reaction',
  reactWith: (emoji: string) => `React with ${emoji}`,
  reactionCount: (emoji: string, count: number, mine: boolean) =>
    `${emoji} ${count}${mine ? ', yours: click to take it back' : ''}`,
  image: (n: number) => `Image ${n}`,
} as const;

const nameOf = (author: CommentFields['author']) => author?.name || author?.userName || DEFAULT_DISPLAY_NAME;

function Reactions({ comment, canReact }: { comment: CommentFields; canReact: boolean }) {
  const reaction = useReactionMutation();
  const toggle = (emoji: string, add: boolean) =>
    reaction.mutate(
      { commentId: comment.commentId, reaction: emoji, add },
      { onError: (err) => notifyError(err) },
    );
  if (!canReact && comment.reactions.length === 0) return null;
  return (
    <Group gap={6}>
      {comment.reactions.map(({ reaction: emoji, count }) => {
        const mine = comment.myReactions.includes(emoji);
        return (
          <UnstyledButton
            key={emoji}
            className={classes.reaction}
            data-mine={mine || undefined}
            aria-pressed={mine}
            aria-label={COMMENTS_TEXT.reactionCount(emoji, count, mine)}
            disabled={!canReact || reaction.isPending}
            onClick={() => toggle(emoji, !mine)}
          >
            <span aria-hidden>{emoji}</span> <span aria-hidden>{count}</span>
          </UnstyledButton>
        );
      })}
      {canReact ? (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.7" size="md" aria-label={COMMENTS_TEXT.react}>
              <IconMoodPlus size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Group gap={2} p={2}>
              {COMMENT_REACTIONS.map((emoji) => (
                <Menu.Item
                  key={emoji}
                  className={classes.emojiItem}
                  aria-label={COMMENTS_TEXT.reactWith(emoji)}
                  onClick={() => toggle(emoji, !comment.myReactions.includes(emoji))}
                >
                  <span aria-hidden>{emoji}</span>
                </Menu.Item>
              ))}
            </Group>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}

function DeleteButton({ commentId }: { commentId: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCommentMutation();
  if (!confirming)
    return (
      <Button
        variant="subtle"
        color="red"
        size="compact-xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {COMMENTS_TEXT.delete}
      </Button>
    );
  return (
    <Group gap={4} role="group" aria-label={COMMENTS_TEXT.confirmDelete}>
      <Text size="xs" c="gray.8">
        {COMMENTS_TEXT.confirmDelete}
      </Text>
      <Button
        color="red"
        size="compact-xs"
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(commentId, {
            onSuccess: () => notifySuccess(COMMENTS_TEXT.deleted),
            onError: (err) => notifyError(err),
          })
        }
      >
        {COMMENTS_TEXT.confirm}
      </Button>
      <Button variant="default" size="compact-xs" onClick={() => setConfirming(false)}>
        {COMMENTS_TEXT.keep}
      </Button>
    </Group>
  );
}

function CommentBody({
  comment,
  canReact,
  onReply,
}: {
  comment: CommentFields;
  canReact: boolean;
  onReply?: () => void;
}) {
  const name = nameOf(comment.author);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closeEditor = () => {
    setEditing(false);
    // Back to where the author was: the Edit button, once it is shown again.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={comment.author?.avatarUrl} alt="" radius="xl" size={36} name={name} color="brand" />
      <Stack gap={6} className={classes.body}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="gray.7" component="time" dateTime={comment.createdAt}>
            {formatEventDate(comment.createdAt)}
          </Text>
          {comment.editedAt ? (
            <Text size="xs" c="gray.7" title={COMMENTS_TEXT.editedAt(formatEventDate(comment.editedAt))}>
              {COMMENTS_TEXT.edited}
            </Text>
          ) : null}
        </Group>
        {editing ? (
          <CommentEditForm commentId={comment.commentId} text={comment.comment} onDone={closeEditor} />
        ) : (
          <Text size="sm" className={classes.text}>
            {comment.comment}
          </Text>
        )}
        {comment.medias.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: Math.min(comment.medias.length, 4) }} spacing={6} maw={480}>
            {comment.medias.map((url, index) => (
              <Anchor
                key={url}
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={COMMENTS_TEXT.image(index + 1)}
              >
                <Image src={url} alt="" radius="sm" h={110} fit="cover" />
              </Anchor>
            ))}
          </SimpleGrid>
        ) : null}
        {editing ? null : (
          <Group gap="xs" wrap="wrap">
            <Reactions comment={comment} canReact={canReact} />
            {onReply ? (
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconMessageCircle size={14} aria-hidden />}
                onClick={onReply}
              >
                {COMMENTS_TEXT.reply}
              </Button>
            ) : null}
            {comment.canEdit ? (
              <Button
                ref={editButton}
                variant="subtle"
                size="compact-xs"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {COMMENTS_TEXT.edit}
              </Button>
            ) : null}
            {comment.canDelete ? <DeleteButton commentId={comment.commentId} /> : null}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

function CommentThread({
  eventId,
  comment,
  canComment,
}: {
  eventId: string;
  comment: CommentWithReplies;
  canComment: boolean;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" component="li" className={classes.thread}>
      <CommentBody
        comment={comment}
        canReact={canComment}
        onReply={canComment ? () => setReplying(true) : undefined}
      />
      {comment.replies.length > 0 || replying ? (
        <Stack gap="sm" mt="sm" className={classes.replies} component="ul">
          {comment.replies.map((reply) => (
            <li key={reply.commentId}>
              <CommentBody comment={reply} canReact={canComment} />
            </li>
          ))}
          {replying ? (
            <li>
              <CommentForm
                eventId={eventId}
                parentCommentId={comment.commentId}
                onDone={() => setReplying(false)}
                autoFocus
              />
            </li>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

/**
 * The event page's comments (decision 084): newest first with their replies, reactions and images. The team and
 * approved attendees write; visitors are asked to sign in; others read.
 */
export function EventComments({
  eventId,
  isSignedIn,
  onSignIn,
}: {
  eventId: string;
  isSignedIn: boolean;
  onSignIn: () => void;
}) {
  const query = useEventComments(eventId);
  const { comments, canComment } = query;
  return (
    <section aria-labelledby="event-comments">
      <Title order={2} size="h3" id="event-comments" mb="sm">
        {COMMENTS_TEXT.title}
      </Title>
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={COMMENTS_TEXT.loading}>
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="md">
          {canComment ? (
            <CommentForm eventId={eventId} />
          ) : isSignedIn ? (
            <Text size="sm" c="gray.7">
              {COMMENTS_TEXT.notAllowed}
            </Text>
          ) : (
            <Group gap="sm">
              <Text size="sm" c="gray.7">
                {COMMENTS_TEXT.signIn}
              </Text>
              <Button size="xs" variant="light" onClick={onSignIn}>
                {COMMENTS_TEXT.signInAction}
              </Button>
            </Group>
          )}
          {comments.length === 0 ? (
            <Text size="sm" c="gray.7">
              {canComment ? COMMENTS_TEXT.emptyWriter : COMMENTS_TEXT.empty}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" className={classes.list}>
              {comments.map((comment) => (
                <CommentThread
                  key={comment.commentId}
                  eventId={eventId}
                  comment={comment}
                  canComment={canComment}
                />
              ))}
            </Stack>
          )}
          {query.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              style={{ alignSelf: 'flex-start' }}
            >
              {COMMENTS_TEXT.more}
            </Button>
          ) : null}
        </Stack>
      )}
    </section>
  );
}
