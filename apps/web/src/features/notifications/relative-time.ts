import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { DISPLAY_DATE_TIME_FORMAT } from '@repclub/shared';

dayjs.extend(relativeTime);

/** "5 minutes ago" for the list, and the full date-time (accounts §9 format) for a tooltip. */
export function relativeTimeOf(iso: string, now: Date = new Date()) {
  const date = dayjs(iso);
  if (!date.isValid()) return { relative: '', absolute: '' };
  return { relative: date.from(now), absolute: date.format(DISPLAY_DATE_TIME_FORMAT) };
}
