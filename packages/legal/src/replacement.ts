// The replacement-card terms of the agreements, as numbers: the fee rows and the mailing promise
// of ./physical and ./virtual are written from them and the server charges and promises from them
// (api-server modules/replacement), so what the agreement says and what happens stay one.

export interface ReplacementTerms {
  /** the replacement fee in cents; none when the Card has expired */
  feeCents: number;
  /** a reissued or replacement physical card is sent within this many days; null: usable at once */
  mailingDays: number | null;
}

export const PHYSICAL_REPLACEMENT: ReplacementTerms = { feeCents: 500, mailingDays: 30 };
export const VIRTUAL_REPLACEMENT: ReplacementTerms = { feeCents: 250, mailingDays: null };

/**
 * A sum in a sentence, its size only: '$5.00' from 500, '$1,234.50' from -123450 ("the charge of
 * $1,234.50"; the sentence says which way the money went). The same digits as the portal's money
 * formatter (@portal/contracts money.ts), which this package, importing none, cannot use.
 */
export function dollars(cents: number): string {
  return Math.abs(cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
