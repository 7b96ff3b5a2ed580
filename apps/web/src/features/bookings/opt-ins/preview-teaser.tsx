import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { OPT_INS_TEXT } from './opt-ins-text';

/** What a visitor sees instead of the details when the host keeps the public preview off (decision 086). */
export function PreviewTeaser({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="preview-teaser-title">
      <Stack gap="xs" align="flex-start">
        <IconLock size={24} aria-hidden />
        <Title order={2} size="h4" id="preview-teaser-title">
          {OPT_INS_TEXT.previewTitle}
        </Title>
        <Text size="sm" c="gray.7">
          {OPT_INS_TEXT.previewText}
        </Text>
        <Button onClick={onSignIn}>{OPT_INS_TEXT.previewAction}</Button>
      </Stack>
    </Paper>
  );
}
