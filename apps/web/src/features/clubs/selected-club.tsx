import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useManagedClubs } from '@/features/clubs/api/queries';
import { ClubAvatar } from '@/entities/club/club-chip';
import { NoManagedClubState } from '@/features/clubs/club-admin-shared';
import { LoadError, LoadingState } from '@/ui/load-state';

export const SELECTED_TEXT = {
  loading: 'Loading your club',
  managing: 'Managing',
};

/**
 * /rep-club/* pages: the selected club is the first of the viewer's managed clubs (domain §7); without one, a
 * friendly way to create it.
 */
export function SelectedClub({ children }: { children: (clubId: string) => ReactNode }) {
  const clubs = useManagedClubs();
  if (clubs.isPending) return <LoadingState label={SELECTED_TEXT.loading} />;
  if (clubs.isError) return <LoadError error={clubs.error} onRetry={() => void clubs.refetch()} />;
  const club = clubs.data[0];
  if (!club) return <NoManagedClubState />;
  return (
    <Stack gap="lg" w="100%">
      <Group gap="sm" wrap="nowrap">
        <ClubAvatar club={club} size={40} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="gray.7">
            {SELECTED_TEXT.managing}
          </Text>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {club.displayName}
          </Title>
        </Stack>
      </Group>
      {children(club.id)}
    </Stack>
  );
}
