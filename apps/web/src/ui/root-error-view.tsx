import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSad, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isChunkReloadPending, reloadOnceForChunkError } from '@/lib/chunk-reload';
import { getErrorMessage } from '@/lib/error-message';

type RootErrorViewProps = {
  error: unknown;
  /** Injected in tests; reloads the page by default. */
  onReload?: () => void;
};

/**
 * The app-wide error screen. A failed lazy chunk reloads the page once (see `chunk-reload.ts`);
 * any other error, or a second chunk failure soon after, is shown with a Reload button.
 */
export function RootErrorView({ error, onReload }: RootErrorViewProps) {
  const [isReloading, setIsReloading] = useState(isChunkReloadPending);

  useEffect(() => {
    const reload = onReload ? { reload: onReload } : undefined;
    // The reload is a side effect on the browser, so it belongs in an effect; the state only swaps the
    // error for a spinner while the page goes away.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isChunkReloadPending() || reloadOnceForChunkError(error, reload)) setIsReloading(true);
  }, [error, onReload]);

  const handleReload = () => {
    if (onReload) onReload();
    else window.location.reload();
  };

  if (isReloading) {
    return (
      <Center mih="100dvh">
        <Loader role="img" aria-label="Reloading" />
      </Center>
    );
  }

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center" role="alert">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconMoodSad size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          Something went wrong
        </Title>
        <Text c="dimmed">{getErrorMessage(error)}</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={handleReload} size="md">
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
