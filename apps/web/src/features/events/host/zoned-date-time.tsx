import { Group, Input, Select, TextInput } from '@mantine/core';
import { TIME_PICKER_STEP_MINUTES } from '@repclub/shared';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
// format.ts extends dayjs with the utc and timezone plugins.
import '@/lib/format';

/** Every quarter hour of a day as 'HH:mm' (the 15-minute picker, domain §5, §9). */
export const QUARTER_HOURS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_PICKER_STEP_MINUTES },
  (_, index) => {
    const minutes = index * TIME_PICKER_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

const timeLabel = (hhmm: string) => dayjs(`2000-01-01T${hhmm}:00`).format('h:mm A');

/** The wall-clock date ('YYYY-MM-DD') and time ('HH:mm') of an instant in a zone. */
export function splitInZone(iso: string, timeZone: string): { date: string; time: string } {
  const instant = dayjs(iso);
  if (!instant.isValid()) return { date: '', time: '' };
  let zoned: dayjs.Dayjs;
  try {
    zoned = instant.tz(timeZone);
  } catch {
    zoned = instant;
  }
  return { date: zoned.format('YYYY-MM-DD'), time: zoned.format('HH:mm') };
}

/** The instant of a wall-clock date and time in a zone, as ISO; '' when incomplete. */
export function joinInZone(date: string, time: string, timeZone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  try {
    return dayjs.tz(`${date}T${time}:00`, timeZone).toISOString();
  } catch {
    return dayjs(`${date}T${time}:00`).toISOString();
  }
}

type ZonedDateTimeFieldProps = {
  label: string;
  value: string;
  timeZone: string;
  onChange: (iso: string) => void;
  error?: string | undefined;
};

/** A date and a quarter-hour time, read and written in the event's time zone. */
export function ZonedDateTimeField({ label, value, timeZone, onChange, error }: ZonedDateTimeFieldProps) {
  const id = useId();
  const { date, time } = splitInZone(value, timeZone);
  const times = useMemo(() => {
    const list = QUARTER_HOURS.includes(time) || !time ? [...QUARTER_HOURS] : [...QUARTER_HOURS, time].sort();
    return list.map((hhmm) => ({ value: hhmm, label: timeLabel(hhmm) }));
  }, [time]);
  return (
    <Input.Wrapper label={label} error={error} id={id}>
      <Group gap="xs" grow wrap="nowrap" align="flex-start">
        <TextInput
          id={id}
          type="date"
          aria-label={`${label} date`}
          value={date}
          error={Boolean(error)}
          onChange={(event) => {
            const next = joinInZone(event.currentTarget.value, time || '19:00', timeZone);
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
            const iso = joinInZone(date, next, timeZone);
            if (iso) onChange(iso);
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
