import { TIMER_TICK_MS } from '@repclub/shared';
import { useEffect, useState } from 'react';

const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds left until `until` (rounded up, so a countdown shows 00:00 only at the end); 0 when past. */
export function secondsLeft(until: number | null | undefined, now: number): number {
  if (until === null || until === undefined || Number.isNaN(until)) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** A code-expiry countdown (accounts §4.2): 'mm:ss', e.g. '09:05', '00:00'. Minutes are not capped at 59. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** A block countdown (accounts §4.2) in hours, minutes and seconds: '1h 02m 03s', '29m 59s', '0m 05s'. */
export function formatHoursMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const tail = `${hours > 0 ? pad(minutes) : minutes}m ${pad(rest)}s`;
  return hours > 0 ? `${hours}h ${tail}` : tail;
}

/** Parses an ISO date from the server into epoch milliseconds, or null. */
export function parseDate(value: unknown): number | null {
  if (typeof value !== 'string' || !value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The current time, re-read every second (accounts §9: timers tick each second) while `active`. */
export function useNow(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, TIMER_TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [active]);
  return now;
}
