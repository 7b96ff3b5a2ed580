import { ActionIcon, Avatar, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@repclub/shared';
import { IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { type PointsUserOption, usePointsUserSearch } from '@/features/points/api/queries';
import { personName } from '@/features/points/points-parts';
import { POINTS_TEXT } from '@/features/points/points-text';
import { useViewerId } from '@/lib/session';

type UserPickerProps = {
  label: string;
  value: PointsUserOption | null;
  onChange: (user: PointsUserOption | null) => void;
  error?: string | null;
  disabled?: boolean;
};

/**
 * A person picked by name or username (the event team's search pattern): a debounced search under the field,
 * one click to choose, the × to choose again. The viewer is left out of the results.
 */
export function UserPicker({ label, value, onChange, error, disabled }: UserPickerProps) {
  const viewerId = useViewerId();
  const listId = useId();
  const [text, setText] = useState('');
  const [keyword] = useDebouncedValue(value ? '' : text.trim(), SEARCH_DEBOUNCE_MS);
  const search = usePointsUserSearch(keyword);
  const options = (search.data ?? []).filter((user) => user.userId !== viewerId);
  const showList = !value && keyword.length > 0 && text.trim().length > 0;

  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        placeholder={POINTS_TEXT.recipientPlaceholder}
        value={value ? personName(value) : text}
        readOnly={Boolean(value)}
        disabled={disabled}
        onChange={(event) => {
          onChange(null);
          setText(event.currentTarget.value);
        }}
        leftSection={
          value ? (
            <Avatar
              src={value.avatarUrl}
              alt=""
              radius="xl"
              size={22}
              name={personName(value)}
              color="brand"
            />
          ) : null
        }
        rightSection={
          value && !disabled ? (
            <ActionIcon
              variant="subtle"
              onClick={() => {
                onChange(null);
                setText('');
              }}
              aria-label={POINTS_TEXT.clearRecipient}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null
        }
        error={error}
        aria-controls={showList ? listId : undefined}
        autoComplete="off"
      />
      {showList && options.length > 0 ? (
        <Stack gap={2} role="listbox" id={listId} aria-label={label}>
          {options.map((user) => (
            <UnstyledButton
              key={user.userId}
              role="option"
              aria-selected={false}
              onClick={() => onChange(user)}
              p={6}
            >
              <Group gap="sm" wrap="nowrap">
                <Avatar
                  src={user.avatarUrl}
                  alt=""
                  radius="xl"
                  size={28}
                  name={personName(user)}
                  color="brand"
                />
                <Text size="sm" truncate>
                  {personName(user)}
                  {user.userName ? ` · @${user.userName}` : ''}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      ) : null}
      {showList && search.isSuccess && options.length === 0 ? (
        <Text size="sm" c="gray.7">
          {POINTS_TEXT.noMatches}
        </Text>
      ) : null}
    </Stack>
  );
}
