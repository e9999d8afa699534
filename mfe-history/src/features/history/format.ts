// How a transaction is shown (spec §9: amounts in dollars with 2 decimals; debits negative).
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Signed dollars: -12.3 → '-$12.30', 25 → '$25.00'. */
export function formatAmount(amount: number): string {
  // -0 would print as '-$0.00'
  return usd.format(amount === 0 ? 0 : amount);
}
