import { Anchor, Avatar, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ROUTES, routes } from '@repclub/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useSetEventClubsMutation } from '@/features/clubs/pages/api/mutations';
import { useEventClubsTab } from '@/features/clubs/pages/api/queries';
import { AppAlert } from '@/ui/app-alert';
import { CtaButton } from '@/ui/cta-button';
import { LoadError } from '@/ui/load-state';
import { usePathLinkProps } from '@/ui/path-link';
import { notifySuccess } from '@/ui/toast';
import { getErrorMessage } from '@/lib/error-message';

export const EVENT_CLUBS_TEXT = {
  loading: 'Loading the clubs',
  title: 'Rep clubs',
  help: 'An event can belong to rep clubs you manage: it shows on their pages, and their teams can run it from the club.',
  belongsTo: 'This event belongs to',
  none: 'This event belongs to no club yet.',
  yourClubs: 'Clubs you manage',
  save: 'Save clubs',
  saved: 'The event’s clubs were saved.',
  noClubs: 'You do not manage a rep club yet. Create one to gather this event’s guests as members.',
  createClub: 'Create a rep club',
  cannotManage: 'You cannot change which clubs this event belongs to.',
  otherClub: 'managed by someone else',
} as const;

type Club = {
  id: string;
  slug: string;
  displayName: string;
  myPermissions: readonly string[];
  images: { avatarUrl?: string | null };
};

function ClubLine({ club }: { club: Club }) {
  const link = usePathLinkProps(routes.repClubs(club.slug));
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={club.images.avatarUrl} alt="" size={28} radius="xl" color="brand" />
      <Anchor {...link} size="sm" fw={600}>
        {club.displayName}
      </Anchor>
    </Group>
  );
}

/**
 * The event editor's rep-clubs tab (domain §2): the clubs the event belongs to, and a choice among the clubs the
 * viewer manages with MANAGE_EVENTS, saved through setEventClubs. Clubs the viewer does not manage stay as
 * they are (the server requires MANAGE_EVENTS in each club added or removed).
 */
export function EventClubsTab({ eventId }: { eventId: string }) {
  const query = useEventClubsTab(eventId);
  const setClubs = useSetEventClubsMutation();
  // What the viewer ticked; until they tick something, the clubs the event belongs to.
  const [edited, setChosen] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={EVENT_CLUBS_TEXT.loading}>
        <Skeleton height={24} width="40%" />
        <Skeleton height={80} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { event, managedClubs } = query.data;
  const chosen = edited ?? event.clubs.map((club) => club.id);
  const manageable = managedClubs.filter((club) => club.myPermissions.includes('MANAGE_EVENTS'));
  const canEdit = event.viewerPermissions.includes('CanEditEvent');
  const manageableIds = new Set(manageable.map((club) => club.id));
  const others = event.clubs.filter((club) => !manageableIds.has(club.id));
  const dirty =
    [...chosen].sort().join(',') !==
    event.clubs
      .map((club) => club.id)
      .sort()
      .join(',');

  const handleSave = () => {
    setError(null);
    setClubs.mutate(
      { eventId: event.eventId, clubIds: chosen },
      {
        onSuccess: () => {
          setChosen(null);
          notifySuccess(EVENT_CLUBS_TEXT.saved);
        },
        onError: (err) => setError(getErrorMessage(err)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {EVENT_CLUBS_TEXT.help}
      </Text>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="event-clubs-current">
        <Title order={2} size="h5" id="event-clubs-current" mb="xs">
          {EVENT_CLUBS_TEXT.belongsTo}
        </Title>
        {event.clubs.length === 0 ? (
          <Text size="sm" c="gray.7">
            {EVENT_CLUBS_TEXT.none}
          </Text>
        ) : (
          <Stack gap="xs">
            {event.clubs.map((club) => (
              <ClubLine key={club.id} club={club} />
            ))}
          </Stack>
        )}
      </Paper>
      {!canEdit ? <AppAlert type="info">{EVENT_CLUBS_TEXT.cannotManage}</AppAlert> : null}
      {canEdit && manageable.length === 0 ? (
        <AppAlert type="info">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{EVENT_CLUBS_TEXT.noClubs}</Text>
            <CtaButton to={ROUTES.myRepClubs.index} size="xs">
              {EVENT_CLUBS_TEXT.createClub}
            </CtaButton>
          </Stack>
        </AppAlert>
      ) : null}
      {canEdit && manageable.length > 0 ? (
        <Stack gap="sm">
          <Checkbox.Group label={EVENT_CLUBS_TEXT.yourClubs} value={chosen} onChange={setChosen}>
            <Stack gap="xs" mt="xs">
              {manageable.map((club) => (
                <Checkbox key={club.id} value={club.id} label={club.displayName} />
              ))}
              {others.map((club) => (
                <Checkbox
                  key={club.id}
                  value={club.id}
                  label={`${club.displayName} (${EVENT_CLUBS_TEXT.otherClub})`}
                  disabled
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {error ? <AppAlert type="danger">{error}</AppAlert> : null}
          <Group justify="flex-end">
            <Button
              onClick={handleSave}
              disabled={!dirty}
              loading={setClubs.isPending}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              {EVENT_CLUBS_TEXT.save}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
