import { rowRange, rowsOfPage, serverPageFor, totalPages } from './paging';
import { historyToday } from './history-api';

describe('history paging (spec §7: fetch index is ceil(page / 5); §9: 10 per page, 5 pages per call)', () => {
  it.each([
    [1, 1],
    [5, 1],
    [6, 2],
    [10, 2],
    [11, 3],
    [23, 5],
  ])('UI page %i is in server page %i', (page, serverPage) => {
    expect(serverPageFor(page)).toBe(serverPage);
  });

  it('a UI page is its 10-row slice of its 50-row server page', () => {
    const server = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(rowsOfPage(server, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rowsOfPage(server, 5)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    // page 6 is the first slice of server page 2
    expect(rowsOfPage([51, 52, 53], 6)).toEqual([51, 52, 53]);
    expect(rowsOfPage(server, 7)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [50, 5],
    [57, 6],
  ])('%i transactions make %i pages', (count, pages) => {
    expect(totalPages(count)).toBe(pages);
  });

  it('the shown row positions stop at the total', () => {
    expect(rowRange(1, 57)).toEqual({ from: 1, to: 10 });
    expect(rowRange(6, 57)).toEqual({ from: 51, to: 57 });
  });
});

describe("today of the picker: the programme's day", () => {
  // the programme's zone is US Eastern (UTC−5 in November); the phone's own zone plays no part
  it.each([
    ['23:30 in the programme zone, 04:30 UTC next day', '2026-11-23T04:30:00Z', 22],
    ['00:30 in the programme zone', '2026-11-23T05:30:00Z', 23],
    ['23:30 UTC, 18:30 in the programme zone', '2026-11-22T23:30:00Z', 22],
    ['00:30 UTC, 19:30 the day before in the programme zone', '2026-11-23T00:30:00Z', 22],
  ])('%s', (_, instant, day) => {
    expect(historyToday(new Date(instant), 'America/New_York')).toEqual({ year: 2026, month: 11, day });
  });

  it('follows the zone the programme names', () => {
    expect(historyToday(new Date('2026-11-22T23:30:00Z'), 'Pacific/Auckland')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
    expect(historyToday(new Date('2026-11-22T23:30:00Z'), 'UTC')).toEqual({ year: 2026, month: 11, day: 22 });
  });
});
