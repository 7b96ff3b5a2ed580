import dayjs from 'dayjs';

/** "Dec 1, 6:00 PM – Dec 8, 6:00 PM" in the browser's time zone. */
export function formatOfferWindow(startAt: string | null | undefined, endAt: string | null | undefined) {
  const fmt = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');
  if (!startAt) return '';
  return endAt ? `${fmt(startAt)} – ${fmt(endAt)}` : `From ${fmt(startAt)}`;
}

/** "1,250 points". */
export const formatPoints = (points: number) =>
  `${points.toLocaleString('en-US')} point${points === 1 ? '' : 's'}`;
