import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_DISPLAY_NAME, ROUTES, routes, SEARCH_DEBOUNCE_MS } from '@repclub/shared';
import { IconCalendarEvent, IconRosetteDiscountCheckFilled, IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { cityLabel, formatEventDate } from '@/lib/format';
import { type UserOption, useUserSearch } from '@/entities/user/api/queries';
import { type EventSuggestion, useEventSuggestions } from '@/features/search/api/queries';
import classes from '@/features/search/user-search-box.module.css';
import { routeExists } from '@/lib/route-exists';

export const SEARCH_PLACEHOLDER = 'Search people and events';

function SuggestionOption({ user }: { user: UserOption }) {
  const name = user.name || DEFAULT_DISPLAY_NAME;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.avatarUrl} alt="" radius="xl" size={32} name={name} color="brand" />
      <div className={classes.optionText}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          {user.isVerified && (
            <IconRosetteDiscountCheckFilled
              size={16}
              className={classes.verified}
              aria-label="Verified"
              role="img"
            />
          )}
        </Group>
        {user.userName && (
          <Text size="xs" c="gray.7" truncate>
            @{user.userName}
          </Text>
        )}
      </div>
    </Group>
  );
}

function EventOption({ event }: { event: EventSuggestion }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={event.avatarUrl} alt="" radius="md" size={32} color="brand">
        <IconCalendarEvent size={18} aria-hidden />
      </Avatar>
      <div className={classes.optionText}>
        <Text size="sm" fw={600} truncate>
          {event.displayName}
        </Text>
        <Text size="xs" c="gray.7" truncate>
          {formatEventDate(event.startDate, event.timeZone)} · {cityLabel(event.city)}
        </Text>
      </div>
    </Group>
  );
}

const EVENT_OPTION_PREFIX = 'event:';

/**
 * The header search box (accounts §2.4, §5, §9): the keyword is trimmed and, 1 second after the last
 * keystroke, up to 10 matching users and up to 10 upcoming events are suggested. Enter opens /search?q=;
 * an event opens its page.
 */
export function UserSearchBox() {
  const router = useRouter();
  const [value, setValue] = useState('');
  const [keyword] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useUserSearch(keyword);
  const eventSuggestions = useEventSuggestions(keyword);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const searchPageExists = routeExists(router, ROUTES.search);

  const goToSearch = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || !searchPageExists) return;
    combobox.closeDropdown();
    void router.navigate({ href: routes.search(trimmed) });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    goToSearch(value);
  };

  const handleOptionSubmit = (value: string) => {
    if (value.startsWith(EVENT_OPTION_PREFIX)) {
      const event = eventSuggestions.data?.find(
        (node) => node.eventId === value.slice(EVENT_OPTION_PREFIX.length),
      );
      combobox.closeDropdown();
      if (event) void router.navigate({ href: routes.event(event.slug) });
      return;
    }
    const userId = value;
    const user = suggestions.data?.nodes.find((node) => node.userId === userId);
    combobox.closeDropdown();
    if (user) goToSearch(user.userName ?? user.name ?? value);
  };

  const nodes = keyword ? (suggestions.data?.nodes ?? []) : [];
  const events = keyword ? (eventSuggestions.data ?? []) : [];
  const waiting = value.trim() !== keyword || suggestions.isFetching || eventSuggestions.isFetching;
  const showDropdown = value.trim().length > 0 && (nodes.length > 0 || events.length > 0 || !waiting);

  return (
    <form role="search" aria-label="Quick search" onSubmit={handleSubmit} className={classes.form}>
      <Combobox store={combobox} onOptionSubmit={handleOptionSubmit} withinPortal>
        <Combobox.Target>
          <TextInput
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            placeholder={SEARCH_PLACEHOLDER}
            aria-label={SEARCH_PLACEHOLDER}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              waiting && value.trim() ? <Loader size={14} role="img" aria-label="Searching" /> : null
            }
            radius="xl"
            className={classes.input}
            type="search"
            autoComplete="off"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!showDropdown}>
          <Combobox.Options aria-label="People and events">
            <Combobox.Group label="People">
              {nodes.length > 0 ? (
                nodes.map((user) => (
                  <Combobox.Option value={user.userId} key={user.userId}>
                    <SuggestionOption user={user} />
                  </Combobox.Option>
                ))
              ) : (
                <Combobox.Empty>
                  {suggestions.isError ? 'Search is unavailable right now' : 'No people found'}
                </Combobox.Empty>
              )}
            </Combobox.Group>
            <Combobox.Group label="Events">
              {events.length > 0 ? (
                events.map((event) => (
                  <Combobox.Option value={`${EVENT_OPTION_PREFIX}${event.eventId}`} key={event.eventId}>
                    <EventOption event={event} />
                  </Combobox.Option>
                ))
              ) : (
                <Combobox.Empty>
                  {eventSuggestions.isError ? 'Search is unavailable right now' : 'No events found'}
                </Combobox.Empty>
              )}
            </Combobox.Group>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
