import { Avatar, Group, Paper, Stack, Text, TextInput, Title, Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DEFAULT_DISPLAY_NAME } from '@repclub/shared';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { EventList } from '@/features/events/event-list';
import { useEventSearch } from '@/features/events/api/queries';
import { useUserSearch } from '@/entities/user/api/queries';
import { AppAlert } from '@/ui/app-alert';
import { LoadingState } from '@/ui/load-state';

export const SEARCH_PAGE_TEXT = {
  title: 'Search',
  field: 'Search events and people',
  submit: 'Search',
  prompt: 'Type a word to search events by name, description or city, and people by name or username.',
  resultsFor: (keyword: string) => `Results for “${keyword}”`,
  events: 'Events',
  people: 'People',
  eventsEmptyTitle: 'No events found',
  eventsEmptyText: 'No upcoming event matches this search. Try another word or a city.',
  peopleEmpty: 'No people found',
  loadingPeople: 'Loading people',
} as const;

function PeopleResults({ keyword }: { keyword: string }) {
  const people = useUserSearch(keyword);
  if (people.isPending) return <LoadingState label={SEARCH_PAGE_TEXT.loadingPeople} py="lg" />;
  if (people.isError) return <AppAlert type="danger">{String(people.error.message)}</AppAlert>;
  if (people.data.nodes.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {SEARCH_PAGE_TEXT.peopleEmpty}
      </Text>
    );
  return (
    <Stack gap="xs">
      {people.data.nodes.map((user) => {
        const name = user.name || DEFAULT_DISPLAY_NAME;
        return (
          <Group key={user.userId} gap="sm" wrap="nowrap">
            <Avatar src={user.avatarUrl} alt="" radius="xl" name={name} color="brand" />
            <div>
              <Text fw={600} size="sm">
                {name}
              </Text>
              {user.userName ? (
                <Text size="xs" c="gray.7">
                  @{user.userName}
                </Text>
              ) : null}
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}

type SearchPageProps = { keyword: string; onSearch: (keyword: string) => void };

/** /search?q= (accounts §2.1): the trimmed keyword's events (10 a page) and people; a prompt without one. */
export function SearchPage({ keyword, onSearch }: SearchPageProps) {
  const trimmed = keyword.trim();
  useDocumentTitle(trimmed ? `${trimmed} | Search | RepClub` : 'Search | RepClub');
  const [value, setValue] = useState(trimmed);
  // A new keyword in the address (header box, back button) replaces what is typed.
  const [shown, setShown] = useState(trimmed);
  if (shown !== trimmed) {
    setShown(trimmed);
    setValue(trimmed);
  }
  const events = useEventSearch({ keyword: trimmed }, { enabled: trimmed.length > 0 });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{trimmed ? SEARCH_PAGE_TEXT.resultsFor(trimmed) : SEARCH_PAGE_TEXT.title}</Title>
      <form role="search" aria-label={SEARCH_PAGE_TEXT.title} onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            aria-label={SEARCH_PAGE_TEXT.field}
            placeholder={SEARCH_PAGE_TEXT.field}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            style={{ flex: 1 }}
            maw={520}
          />
          <Button type="submit">{SEARCH_PAGE_TEXT.submit}</Button>
        </Group>
      </form>
      {trimmed ? (
        <>
          <section aria-labelledby="search-events">
            <Title order={2} size="h3" id="search-events" mb="md">
              {SEARCH_PAGE_TEXT.events}
            </Title>
            <EventList
              {...events}
              empty={{ title: SEARCH_PAGE_TEXT.eventsEmptyTitle, text: SEARCH_PAGE_TEXT.eventsEmptyText }}
            />
          </section>
          <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="search-people">
            <Title order={2} size="h3" id="search-people" mb="md">
              {SEARCH_PAGE_TEXT.people}
            </Title>
            <PeopleResults keyword={trimmed} />
          </Paper>
        </>
      ) : (
        <AppAlert type="info">{SEARCH_PAGE_TEXT.prompt}</AppAlert>
      )}
    </Stack>
  );
}
