import { ActionIcon, Button, CloseButton, FileButton, Group, Image, Stack, Textarea } from '@mantine/core';
import { COMMENT_MESSAGES, EVENT_COMMENT_MAX_MEDIAS, commentTextSchema } from '@repclub/shared';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { IMAGE_ACCEPT } from '@/lib/media-upload';
import { notifyError } from '@/ui/toast';
import { uploadCommentImage, useAddCommentMutation } from './api/mutations';

export const COMMENT_FORM_TEXT = {
  label: 'Write a comment',
  replyLabel: 'Write a reply',
  placeholder: 'Say something to the people coming…',
  post: 'Post',
  reply: 'Post reply',
  cancel: 'Cancel',
  addImage: 'Add an image',
  uploading: 'Uploading…',
  removeImage: (n: number) => `Remove image ${n}`,
} as const;

/** A comment, or a reply to `parentCommentId`: text and up to four images (uploaded as they are picked). */
export function CommentForm({
  eventId,
  parentCommentId = null,
  onDone,
  autoFocus = false,
}: {
  eventId: string;
  parentCommentId?: string | null;
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const [medias, setMedias] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const add = useAddCommentMutation();
  const isReply = parentCommentId !== null;

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await uploadCommentImage(file);
      setMedias((list) => [...list, url]);
    } catch (err) {
      notifyError(err);
    } finally {
      setUploading(false);
    }
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = commentTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? COMMENT_MESSAGES.commentRequired);
      return;
    }
    setError(null);
    add.mutate(
      { eventId, parentCommentId, comment: parsed.data, mediaUrls: medias },
      {
        onSuccess: () => {
          setText('');
          setMedias([]);
          onDone?.();
        },
        onError: (err) => setError(getErrorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={isReply ? COMMENT_FORM_TEXT.replyLabel : COMMENT_FORM_TEXT.label}
          placeholder={COMMENT_FORM_TEXT.placeholder}
          autosize
          minRows={isReply ? 1 : 2}
          maxRows={8}
          value={text}
          error={error}
          autoFocus={autoFocus}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {medias.length > 0 ? (
          <Group gap="xs">
            {medias.map((url, index) => (
              <div key={url} style={{ position: 'relative' }}>
                <Image src={url} alt="" w={72} h={72} radius="sm" fit="cover" />
                <CloseButton
                  size="sm"
                  aria-label={COMMENT_FORM_TEXT.removeImage(index + 1)}
                  style={{ position: 'absolute', top: 2, right: 2, background: 'white' }}
                  onClick={() => setMedias((list) => list.filter((m) => m !== url))}
                />
              </div>
            ))}
          </Group>
        ) : null}
        <Group justify="space-between" gap="xs">
          <FileButton onChange={(file) => void handleFile(file)} accept={IMAGE_ACCEPT}>
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                size="lg"
                aria-label={uploading ? COMMENT_FORM_TEXT.uploading : COMMENT_FORM_TEXT.addImage}
                loading={uploading}
                disabled={medias.length >= EVENT_COMMENT_MAX_MEDIAS}
              >
                <IconPhotoPlus size={20} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
          <Group gap="xs">
            {onDone && isReply ? (
              <Button variant="subtle" size="xs" onClick={onDone}>
                {COMMENT_FORM_TEXT.cancel}
              </Button>
            ) : null}
            <Button type="submit" size={isReply ? 'xs' : 'sm'} loading={add.isPending} disabled={uploading}>
              {isReply ? COMMENT_FORM_TEXT.reply : COMMENT_FORM_TEXT.post}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
