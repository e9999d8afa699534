// How a transaction is shown (spec §9: amounts in dollars with 2 decimals; debits negative).
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount as the list, the table and the sheet show it, its direction written out: -5 → '−$5.00'
 * (a minus sign, which screen readers say as "minus"), 20 → '+$20.00', 0 → '$0.00'. A credit
 * carries '+' so that a load and a purchase of the same size never look alike.
 */
export function formatSignedAmount(amount: number): string {
  if (amount === 0) return usd.format(0);
  return `${amount < 0 ? '\u2212' : '+'}${usd.format(Math.abs(amount))}`;
}
