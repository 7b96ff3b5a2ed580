/**
 * "Sat, Dec 12, 9:00 PM" in the event's time zone (the viewer's own when it is not given or unknown): short enough
 * for a phone's ticket bar and the scanner's event list. Plain Intl, so the pages that use it load no date library.
 */
export function formatShortStart(iso: string, timeZone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(date);
  }
}
