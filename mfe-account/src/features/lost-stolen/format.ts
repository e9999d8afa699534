/** '$40.00' from 40 */
export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
