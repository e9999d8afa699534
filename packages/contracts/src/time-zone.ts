// A programme's "today": the calendar date in an IANA time zone, a clock time there, and the
// check of a zone name.
import type { CalendarDate } from './calendar';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of a JS Date in an IANA time zone — the programme's "today":
 * browser and server compute the cardholder's day with this one function and the programme's
 * `timeZone`, so a range the picker offers is a range the server accepts.
 */
export function calendarDateIn(date: Date, timeZone: string): CalendarDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  // one formatting for the three parts (the server asks for "today" on every history call)
  const parts = format.formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * A clock time in an IANA time zone with the zone's short generic name, as a cardholder reads it
 * beside the support hours: '10:42 PM ET' (not 'EDT'/'EST', which a reader must get right).
 */
export function formatTimeIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'shortGeneric',
  }).format(date);
}

let zones: ReadonlySet<string> | null = null;

/** True for a time zone name this runtime knows (IANA, e.g. 'America/New_York', or 'UTC'). */
export function isTimeZone(name: string): boolean {
  // the list first: a formatter with a zone costs a phone tens of ms of ICU data on the page's
  // first run (the browser checks /config.json's programme with this), the list ~2 ms; an alias
  // the list leaves out (e.g. 'US/Eastern', another case) is still checked with a formatter
  zones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (zones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
