import { DISPLAY_DATE_TIME_FORMAT } from '@repclub/shared';
import dayjs from 'dayjs';

/** An ISO instant in the viewer's time zone ('Jun 5, 2026 8:00 PM'). */
export const formatWhen = (iso: string) => dayjs(iso).format(DISPLAY_DATE_TIME_FORMAT);

/** An ISO instant as a date only ('Jun 5, 2026'). */
export const formatDay = (iso: string) => dayjs(iso).format('MMM D, YYYY');
