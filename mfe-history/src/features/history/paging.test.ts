import { rowRange, rowsOfPage, serverPageFor, totalPages } from './paging';
import { formatAmount } from './format';
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

describe('amounts (spec §9: dollars with 2 decimals; debits negative)', () => {
  it.each([
    [-12.3, '-$12.30'],
    [25, '$25.00'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [1234.5, '$1,234.50'],
    [-0.05, '-$0.05'],
  ])('%p is shown as %s', (amount, shown) => {
    expect(formatAmount(amount)).toBe(shown);
  });
});

describe('today of the picker', () => {
  it('is the local day west of UTC, where the local day is the earlier one', () => {
    // 9 pm on Nov 22 in New York (UTC−5) is already Nov 23 in UTC
    expect(historyToday(new Date('2026-11-23T02:00:00Z'), -300)).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('is the server day (UTC) east of UTC after local midnight, so the server never refuses it', () => {
    // 12:30 pm on Nov 23 in Auckland (UTC+13) is still Nov 22 in UTC
    expect(historyToday(new Date('2026-11-22T23:30:00Z'), 780)).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('is the same day everywhere when both agree', () => {
    expect(historyToday(new Date('2026-11-22T12:00:00Z'), -300)).toEqual({ year: 2026, month: 11, day: 22 });
  });
});
