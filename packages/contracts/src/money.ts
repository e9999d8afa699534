// Money as the cardholder reads it: the one formatter of every amount a person sees in the portal
// (balances, transactions, fees, the stolen-card report and its done page). A negative amount
// carries U+2212 MINUS SIGN, never the hyphen: screen readers (VoiceOver, NVDA, JAWS) say it as
// "minus", where NVDA at its default punctuation level drops a hyphen before '$' and a debit
// would be heard as a credit; on screen it is as wide as '+', so amounts line up. The server's
// CSV writes plain numbers for a spreadsheet (api-server history/csv.ts); the agreements' own
// sentences use packages/legal's dollars(), as legal imports no package.

/** The minus sign of every negative amount. */
export const MINUS_SIGN = '\u2212';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole cents: an amount that rounds to zero is zero, never '−$0.00'. */
const toCents = (amount: number) => Math.round(amount * 100);

/** Dollars with 2 decimals and a minus sign when negative (spec §9): -5 → '−$5.00', 1234.5 → '$1,234.50'. */
export function formatMoney(amount: number): string {
  const cents = toCents(amount);
  return `${cents < 0 ? MINUS_SIGN : ''}${usd.format(Math.abs(cents) / 100)}`;
}

/** A balance (spec §9): formatMoney, or '---' when it is not known. */
export function formatBalance(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '---';
  return formatMoney(amount);
}

/**
 * A transaction's amount with its direction written out: -5 → '−$5.00', 20 → '+$20.00', 0 →
 * '$0.00'. A credit carries '+' so that a load and a purchase of the same size never look alike.
 */
export function formatSignedAmount(amount: number): string {
  const cents = toCents(amount);
  return cents > 0 ? `+${usd.format(cents / 100)}` : formatMoney(amount);
}
