import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_DISPLAY_NAME, ROUTES, routes, SEARCH_DEBOUNCE_MS } from '@repclub/shared';
import { IconRosetteDiscountCheckFilled, IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { UserSuggestion } from '@/features/search/queries';
import { useUserSuggestions } from '@/features/search/queries';
import classes from '@/features/search/user-search-box.module.css';
import { routeExists } from '@/lib/route-exists';

export const SEARCH_PLACEHOLDER = 'Search people';

function SuggestionOption({ user }: { user: UserSuggestion }) {
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

/**
 * The header search box (accounts §2.4, §5, §9): the keyword is trimmed and, 1 second after the last
 * keystroke, up to 10 matching users are suggested. Enter opens /search?q= once that page exists.
 */
export function UserSearchBox() {
  const router = useRouter();
  const [value, setValue] = useState('');
  const [keyword] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useUserSuggestions(keyword);
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

  const handleOptionSubmit = (userId: string) => {
    const user = suggestions.data?.nodes.find((node) => node.userId === userId);
    combobox.closeDropdown();
    if (user) goToSearch(user.userName ?? user.name ?? value);
  };

  const nodes = keyword ? (suggestions.data?.nodes ?? []) : [];
  const waiting = value.trim() !== keyword || suggestions.isFetching;
  const showDropdown = value.trim().length > 0 && (nodes.length > 0 || !waiting);

  return (
    <form role="search" onSubmit={handleSubmit} className={classes.form}>
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
            rightSection={waiting && value.trim() ? <Loader size={14} aria-label="Searching" /> : null}
            radius="xl"
            className={classes.input}
            type="search"
            autoComplete="off"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!showDropdown}>
          <Combobox.Options aria-label="People">
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
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
