import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert, type AppAlertProps } from '@/ui/app-alert';

export const TRY_AGAIN = 'Try again';

/** A centred spinner that announces what is loading. */
export function LoadingState({ label, py = 'xl' }: { label: string; py?: 'lg' | 'xl' }) {
  return (
    <Center py={py} role="status" aria-live="polite">
      {/* role="img": a label on the Loader's plain element is not allowed (axe aria-prohibited-attr). */}
      <Loader size="sm" role="img" aria-label={label} />
    </Center>
  );
}

/** A failed load: the server's message (or the default one) and a Try again button. */
export function LoadError({
  error,
  onRetry,
  ...alertProps
}: { error: unknown; onRetry: () => void } & Omit<AppAlertProps, 'type' | 'children'>) {
  return (
    <AppAlert type="danger" {...alertProps}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{getErrorMessage(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {TRY_AGAIN}
        </Button>
      </Stack>
    </AppAlert>
  );
}

export const LOAD_MORE = 'Load more';

type NextPage = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** The Load more button under a cursor-paged list (shown while there is a next page). */
export function LoadMoreButton({ query, loadingLabel }: { query: NextPage; loadingLabel?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Center>
      <Button
        variant="default"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
        loaderProps={loadingLabel ? ({ role: 'img', 'aria-label': loadingLabel } as object) : undefined}
      >
        {LOAD_MORE}
      </Button>
    </Center>
  );
}

/** A list with nothing in it yet: an icon, what is (not) there, and optionally what to do about it. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="xs" py="xl">
      <ThemeIcon size={52} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="gray.7" maw={380}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/** A page whose subject does not exist (or is not the viewer's): a heading, why, and optionally where to go. */
export function NotFoundState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Stack align="center" ta="center" py="xl" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="gray.7">{text}</Text>
      {action}
    </Stack>
  );
}
