import { ActionIcon, Group, Input, Select, TextInput } from '@mantine/core';
import { TIME_PICKER_STEP_MINUTES } from '@repclub/shared';
import { IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import { ACHIEVEMENTS_TEXT as T } from '@/features/achievements/achievements-text';

/** Every quarter hour of a day as 'HH:mm' (the 15-minute picker, domain §5). */
const QUARTER_HOURS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_PICKER_STEP_MINUTES },
  (_, i) => {
    const minutes = i * TIME_PICKER_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);
const TIMES = QUARTER_HOURS.map((hhmm) => ({
  value: hhmm,
  label: dayjs(`2000-01-01T${hhmm}:00`).format('h:mm A'),
}));

/** The viewer's wall-clock date and time of an ISO instant; empty for ''. */
export function splitLocal(iso: string): { date: string; time: string } {
  const instant = dayjs(iso);
  if (!iso || !instant.isValid()) return { date: '', time: '' };
  return { date: instant.format('YYYY-MM-DD'), time: instant.format('HH:mm') };
}

/** The ISO instant of a wall-clock date and time in the viewer's zone; '' when incomplete. */
export function joinLocal(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const instant = dayjs(`${date}T${time}:00`);
  return instant.isValid() ? instant.toISOString() : '';
}

/** An optional date and quarter-hour time in the viewer's time zone; Clear empties it. */
export function WindowField({
  label,
  value,
  onChange,
  error,
  defaultTime,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  error?: string | undefined;
  defaultTime: string;
}) {
  const id = useId();
  const { date, time } = splitLocal(value);
  const times = useMemo(
    () => (!time || QUARTER_HOURS.includes(time) ? TIMES : [...TIMES, { value: time, label: time }]),
    [time],
  );
  return (
    <Input.Wrapper label={label} error={error} id={id}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          id={id}
          type="date"
          aria-label={`${label} date`}
          value={date}
          error={Boolean(error)}
          style={{ flex: 1 }}
          onChange={(event) => {
            const next = joinLocal(event.currentTarget.value, time || defaultTime);
            onChange(next);
          }}
        />
        <Select
          aria-label={`${label} time`}
          data={times}
          value={time || null}
          searchable
          allowDeselect={false}
          maxDropdownHeight={240}
          error={Boolean(error)}
          disabled={!date}
          style={{ flex: 1, minWidth: 120 }}
          onChange={(next) => {
            if (!next) return;
            const iso = joinLocal(date, next);
            if (iso) onChange(iso);
          }}
        />
        {value ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            onClick={() => onChange('')}
            aria-label={`${T.clearDate} ${label}`}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}
