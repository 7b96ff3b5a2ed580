import { ActionIcon, Avatar, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@repclub/shared';
import { IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { type UserOption, useUserSearch } from '@/entities/user/api/queries';
import { personName } from '@/entities/user/person-name';

export type UserPickerProps = {
  /** The field's label; the list of matches carries it too. */
  label: string;
  placeholder: string;
  description?: string;
  /** The accessible name of the × that lets the viewer choose again. */
  clearLabel: string;
  /** Shown under the field when nobody matches; null shows nothing (the form can use the text as it is). */
  noMatches: string | null;
  value: UserOption | null;
  onChange: (user: UserOption | null) => void;
  /** The typed text, for a form that also accepts it as is (an e-mail); left out, the picker keeps it. */
  text?: string;
  onTextChange?: (text: string) => void;
  /** A keyword not to search for (an e-mail address the form invites as it is). */
  skipSearch?: (keyword: string) => boolean;
  /** Left out of the matches (the viewer, where choosing oneself makes no sense). */
  excludeUserId?: string | null;
  error?: string | null;
  disabled?: boolean;
};

/** A person's picture, or their initials on the brand colour. */
function PersonAvatar({ person, size }: { person: UserOption; size: number }) {
  return (
    <Avatar src={person.avatarUrl} alt="" radius="xl" size={size} name={personName(person)} color="brand" />
  );
}

/**
 * A person picked by name or username: a debounced search under the field as a listbox of options (avatar,
 * name, @username), one click to choose; the chosen person stays in the field with their avatar until the ×
 * clears it.
 */
export function UserPicker({
  label,
  placeholder,
  description,
  clearLabel,
  noMatches,
  value,
  onChange,
  text: controlledText,
  onTextChange,
  skipSearch,
  excludeUserId,
  error,
  disabled,
}: UserPickerProps) {
  const listId = useId();
  const [ownText, setOwnText] = useState('');
  const text = controlledText ?? ownText;
  const setText = (next: string) => {
    setOwnText(next);
    onTextChange?.(next);
  };
  const [keyword] = useDebouncedValue(value ? '' : text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(skipSearch?.(keyword) ? '' : keyword);
  const options = (search.data?.nodes ?? []).filter((user) => user.userId !== excludeUserId);
  const showList = !value && keyword.length > 0 && text.trim().length > 0;

  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        placeholder={placeholder}
        description={description}
        value={value ? personName(value) : text}
        readOnly={Boolean(value)}
        disabled={disabled}
        onChange={(event) => {
          onChange(null);
          setText(event.currentTarget.value);
        }}
        leftSection={value ? <PersonAvatar person={value} size={22} /> : null}
        rightSection={
          value && !disabled ? (
            <ActionIcon
              variant="subtle"
              onClick={() => {
                onChange(null);
                setText('');
              }}
              aria-label={clearLabel}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null
        }
        error={error}
        aria-controls={showList && options.length > 0 ? listId : undefined}
        autoComplete="off"
      />
      {showList && options.length > 0 ? (
        <Stack gap={4} role="listbox" id={listId} aria-label={label}>
          {options.map((user) => (
            <UnstyledButton
              key={user.userId}
              role="option"
              aria-selected={false}
              onClick={() => onChange(user)}
              p={6}
            >
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar person={user} size={28} />
                <Text size="sm" truncate>
                  {personName(user)}
                  {user.userName ? ` · @${user.userName}` : ''}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      ) : null}
      {showList && noMatches !== null && search.isSuccess && options.length === 0 ? (
        <Text size="sm" c="gray.7">
          {noMatches}
        </Text>
      ) : null}
    </Stack>
  );
}
