import {
  Avatar,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { DEFAULT_DISPLAY_NAME } from '@repclub/shared';
import { getErrorMessage } from '@/lib/error-message';
import { useGuestList } from './api/queries';
import { OPT_INS_TEXT } from './opt-ins-text';

/**
 * "Who's going" (the guestList opt-in; decision 086): names, photos and, when the host shows them, rep scores of
 * the approved attendees. Shown to the team and, when the host turns it on, to approved attendees.
 */
export function GuestList({ eventId }: { eventId: string }) {
  const query = useGuestList(eventId, true);
  const guests = query.data?.pages.flatMap((page) => page.nodes) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="guest-list-title">
      <Title order={2} size="h4" id="guest-list-title">
        {OPT_INS_TEXT.guestListTitle}
      </Title>
      {query.isPending ? (
        <Skeleton height={48} role="status" aria-label={OPT_INS_TEXT.guestListLoading} />
      ) : query.isError ? (
        <Text size="sm" c="red.8">
          {getErrorMessage(query.error)}
        </Text>
      ) : guests.length === 0 ? (
        <Text size="sm" c="gray.7">
          {OPT_INS_TEXT.guestListEmpty}
        </Text>
      ) : (
        <SimpleGrid cols={1} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {guests.map((guest) => {
            const name = guest.name || guest.userName || DEFAULT_DISPLAY_NAME;
            return (
              <Group key={guest.userId} gap="sm" wrap="nowrap" component="li">
                <Avatar src={guest.avatarUrl} alt="" radius="xl" size={36} name={name} color="brand" />
                <Text size="sm" fw={600} truncate style={{ minWidth: 0, flex: 1 }}>
                  {name}
                </Text>
                {guest.repScore !== null && guest.repScore !== undefined ? (
                  <Tooltip label={OPT_INS_TEXT.repScoreHelp}>
                    <Badge variant="light" size="sm">
                      {OPT_INS_TEXT.repScore(guest.repScore)}
                    </Badge>
                  </Tooltip>
                ) : null}
              </Group>
            );
          })}
        </SimpleGrid>
      )}
      {query.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {OPT_INS_TEXT.guestListMore}
        </Button>
      ) : null}
    </Stack>
  );
}
