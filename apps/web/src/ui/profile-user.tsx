import { Badge, type BadgeProps, Button, Paper, Skeleton, Stack } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { errorText } from '@/lib/error-message';
import { type CurrentUser, useCurrentUser } from '@/lib/current-user';
import { AppAlert } from '@/ui/app-alert';

/** A card-shaped placeholder while a profile section loads. */
export function ProfileSectionSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Paper withBorder radius="lg" p="lg" role="status" aria-busy="true" aria-label="Loading">
      <Stack gap="md">
        <Skeleton height={20} width="40%" />
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={36} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The load failure of a profile page, with a retry. */
export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <AppAlert type="danger">
      <Stack gap="sm" align="flex-start">
        {errorText(error)}
        <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </AppAlert>
  );
}

/** Renders `children` with the signed-in user once loaded; a skeleton before, the error with a retry after a failure. */
export function WithCurrentUser({
  children,
  skeletonRows,
}: {
  children: (user: CurrentUser) => ReactNode;
  skeletonRows?: number;
}) {
  const me = useCurrentUser();
  if (me.isPending) return <ProfileSectionSkeleton rows={skeletonRows} />;
  if (me.isError) return <ProfileLoadError error={me.error} onRetry={() => void me.refetch()} />;
  return <>{children(me.data)}</>;
}

/** Badge colour and a text colour dark enough for 4.5:1 on its light background (Mantine's shade 9 is not). */
const TONES = {
  ok: { color: 'green', text: '#1e6b30' },
  warn: { color: 'orange', text: '#a33a0b' },
} as const;

/** A small status badge (Verified, Not verified, Visible, Hidden) with text dark enough for WCAG AA. */
export function StatusBadge({
  tone,
  children,
  icon,
  size,
  testId,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  icon?: ReactNode;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  const { color, text } = TONES[tone];
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      size={size}
      leftSection={icon}
      data-testid={testId}
      style={{ '--badge-color': text } as CSSProperties}
    >
      {children}
    </Badge>
  );
}
