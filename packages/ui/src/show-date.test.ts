import { setLocale } from '@portal/contracts/i18n';
import { showDate } from './show-date';

afterEach(() => setLocale('en'));

it('keeps the spec’s MM/DD/YYYY in English and in the pseudo-language', () => {
  expect(showDate('11/22/2026')).toBe('11/22/2026');
  setLocale('en-XA');
  expect(showDate('03/04/2026')).toBe('03/04/2026');
});

it('names the month in Spanish, so 03/04 is not read as the 3rd of April', () => {
  setLocale('es');
  expect(showDate('03/04/2026')).toBe('4 mar 2026');
  expect(showDate('11/22/2026')).toBe('22 nov 2026');
});

it('leaves anything that is not a wire date as it is', () => {
  setLocale('es');
  expect(showDate('')).toBe('');
  expect(showDate('2026-11-22')).toBe('2026-11-22');
});
