// What a card replacement does, as the holder reads it before confirming: the card closed, the new
// one mailed (with the agreement's mailing days) or emailed, the balance moved, the fee the server
// quotes. The card page's lost-or-stolen dialog and the expired card's offer show the same list.
import { fill, formatMoney, type ReplacementQuote } from '@portal/contracts';
import { REPLACEMENT_TEXTS } from './replacement-text';
import styles from './replacement.module.css';

const T = REPLACEMENT_TEXTS.summary;

export interface ReplacementSummaryProps {
  quote: Pick<ReplacementQuote, 'virtual' | 'fee' | 'mailingDays'>;
  /** the card has expired (not lost or stolen) */
  expired?: boolean;
  /** the session ends with the replacement (a logged-in report) */
  logsOut?: boolean;
  headingLevel?: 2 | 3 | 4;
}

export function ReplacementSummary({
  quote,
  expired = false,
  logsOut = false,
  headingLevel = 3,
}: ReplacementSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className={styles.subheading}>{T.heading}</Heading>
      <ul className={styles.list}>
        <li>{expired ? T.closedExpired : T.closed}</li>
        <li>
          {quote.virtual || quote.mailingDays === null
            ? T.virtual
            : fill(T.physical, { days: String(quote.mailingDays) })}
        </li>
        <li>{T.balance}</li>
        <li>{quote.fee > 0 ? fill(T.fee, { fee: formatMoney(quote.fee) }) : T.noFee}</li>
        {logsOut && <li>{T.loggedOut}</li>}
      </ul>
    </>
  );
}
