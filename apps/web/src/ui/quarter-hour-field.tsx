import { Group, Input, Select, TextInput } from '@mantine/core';
import { TIME_PICKER_STEP_MINUTES } from '@repclub/shared';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';

/** Every quarter hour of a day as 'HH:mm' (the 15-minute picker, domain §5). */
const QUARTER_HOURS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_PICKER_STEP_MINUTES },
  (_, i) => {
    const minutes = i * TIME_PICKER_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

const timeLabel = (hhmm: string) => dayjs(`2000-01-01T${hhmm}:00`).format('h:mm A');

/** The local date ('YYYY-MM-DD') and time ('HH:mm') of an ISO instant; empty when there is none. */
export function splitLocal(iso: string | null | undefined): { date: string; time: string } {
  const instant = iso ? dayjs(iso) : null;
  if (!instant?.isValid()) return { date: '', time: '' };
  return { date: instant.format('YYYY-MM-DD'), time: instant.format('HH:mm') };
}

/** The ISO instant of a local date and time; '' when incomplete. */
export function joinLocal(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const instant = dayjs(`${date}T${time}:00`);
  return instant.isValid() ? instant.toISOString() : '';
}

type QuarterHourFieldProps = {
  label: string;
  value: string | null;
  onChange: (iso: string) => void;
  error?: string | undefined;
  description?: string;
  withAsterisk?: boolean;
};

/** A date and a quarter-hour time in the browser's time zone (the 15-minute picker, domain §5). */
export function QuarterHourField({
  label,
  value,
  onChange,
  error,
  description,
  withAsterisk,
}: QuarterHourFieldProps) {
  const id = useId();
  const { date, time } = splitLocal(value);
  const times = useMemo(() => {
    const list = QUARTER_HOURS.includes(time) || !time ? [...QUARTER_HOURS] : [...QUARTER_HOURS, time].sort();
    return list.map((hhmm) => ({ value: hhmm, label: timeLabel(hhmm) }));
  }, [time]);
  return (
    <Input.Wrapper label={label} error={error} id={id} description={description} withAsterisk={withAsterisk}>
      <Group gap="xs" grow wrap="nowrap" align="flex-start">
        <TextInput
          id={id}
          type="date"
          aria-label={`${label} date`}
          value={date}
          error={Boolean(error)}
          onChange={(event) => {
            const next = joinLocal(event.currentTarget.value, time || '12:00');
            if (next) onChange(next);
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
          onChange={(next) => {
            if (!next) return;
            const iso = joinLocal(date || dayjs().format('YYYY-MM-DD'), next);
            if (iso) onChange(iso);
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
