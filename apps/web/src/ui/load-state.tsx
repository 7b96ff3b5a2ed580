import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert, type AppAlertProps } from '@/ui/app-alert';

export const TRY_AGAIN = 'Try again';

/** A centred spinner that announces what is loading. */
export function LoadingState({ label, py = 'xl' }: { label: string; py?: 'lg' | 'xl' }) {
  return (
    <Center py={py} role="status" aria-live="polite">
      <Loader size="sm" aria-label={label} />
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
        loaderProps={loadingLabel ? ({ 'aria-label': loadingLabel } as object) : undefined}
      >
        {LOAD_MORE}
      </Button>
    </Center>
  );
}
