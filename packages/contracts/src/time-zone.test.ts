import { formatTimeIn, isTimeZone } from './time-zone';

describe('isTimeZone', () => {
  test('IANA zones, UTC and the aliases a formatter takes; nothing else', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    // not in Intl.supportedValuesOf('timeZone'), which lists canonical names: the formatter decides
    expect(isTimeZone('US/Eastern')).toBe(true);
    expect(isTimeZone('america/new_york')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('formatTimeIn', () => {
  test("a time in the programme's zone, with the zone's generic short name", () => {
    // 02:42 UTC on a winter day and on a summer day: 9:42 PM EST and 10:42 PM EDT, both "ET"
    expect(formatTimeIn(new Date('2026-01-16T02:42:00Z'), 'America/New_York')).toBe('9:42 PM ET');
    expect(formatTimeIn(new Date('2026-07-16T02:42:00Z'), 'America/New_York')).toBe('10:42 PM ET');
    expect(formatTimeIn(new Date('2026-07-16T02:42:00Z'), 'America/Los_Angeles')).toBe('7:42 PM PT');
  });
});
