/**
 * Calendar arithmetic in an IANA time zone, for recurring events: "every week at 7 pm" stays at 7 pm local time
 * across daylight-saving changes, and "every month" keeps the day of the month (the 31st becomes the last day
 * of a shorter month).
 */

type Parts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
};

function localParts(date: Date, timeZone: string): Parts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    ms: date.getUTCMilliseconds(),
  };
}

/** The zone's offset from UTC at `date`, in milliseconds. */
function offsetMs(date: Date, timeZone: string): number {
  const p = localParts(date, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.ms) - date.getTime();
}

/** The instant showing the wall-clock time `p` in the zone (the earlier one when a clock change repeats it). */
function fromLocal(p: Parts, timeZone: string): Date {
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.ms);
  let guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  guess = asUtc - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `date` moved by whole days and months of the zone's calendar, at the same local time. */
export function addLocal(date: Date, timeZone: string, by: { days?: number; months?: number }): Date {
  const p = localParts(date, timeZone);
  if (by.months) {
    const index = p.year * 12 + (p.month - 1) + by.months;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    p.day = Math.min(p.day, daysInMonth(year, month));
    p.year = year;
    p.month = month;
  }
  if (by.days) {
    const shifted = new Date(Date.UTC(p.year, p.month - 1, p.day + by.days));
    p.year = shifted.getUTCFullYear();
    p.month = shifted.getUTCMonth() + 1;
    p.day = shifted.getUTCDate();
  }
  return fromLocal(p, timeZone);
}

/** The instant of `hour:minute` local time on the zone's calendar day of `date`, `days` later. */
export function localTimeOn(date: Date, timeZone: string, days: number, hour: number, minute = 0): Date {
  const p = localParts(addLocal(date, timeZone, { days }), timeZone);
  return fromLocal({ ...p, hour, minute, second: 0, ms: 0 }, timeZone);
}
