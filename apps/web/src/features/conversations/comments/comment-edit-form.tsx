import { Button, Group, Stack, Textarea } from '@mantine/core';
import { COMMENT_MESSAGES, commentTextSchema } from '@repclub/shared';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { useEditCommentMutation } from './api/mutations';

export const COMMENT_EDIT_TEXT = {
  label: 'Edit your comment',
  save: 'Save',
  cancel: 'Cancel',
} as const;

/**
 * A comment's text opened for its author in place (decision 084: the author edits the text; images stay).
 * Escape or Cancel closes it unchanged; Save closes it once the server has the new text.
 */
export function CommentEditForm({
  commentId,
  text,
  onDone,
}: {
  commentId: string;
  text: string;
  onDone: () => void;
}) {
  const [value, setValue] = useState(text);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditCommentMutation();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = commentTextSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? COMMENT_MESSAGES.commentRequired);
      return;
    }
    setError(null);
    // Nothing changed: nothing to send, and no "(edited)" for it.
    if (parsed.data === text.trim()) {
      onDone();
      return;
    }
    edit.mutate(
      { commentId, comment: parsed.data },
      { onSuccess: () => onDone(), onError: (err) => setError(getErrorMessage(err)) },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={COMMENT_EDIT_TEXT.label}
          autosize
          minRows={1}
          maxRows={8}
          value={value}
          error={error}
          data-autofocus
          autoFocus
          onChange={(e) => setValue(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onDone();
            }
          }}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" size="xs" onClick={onDone} disabled={edit.isPending}>
            {COMMENT_EDIT_TEXT.cancel}
          </Button>
          <Button type="submit" size="xs" loading={edit.isPending}>
            {COMMENT_EDIT_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
