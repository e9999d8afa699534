import { isTimeZone } from './time-zone';

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
