// What comes next once a card is replaced, for a card reported lost or stolen (the card page) and
// for an expired one (the login): it leads with what a holder fears for, their money, then the new
// balance as a number, when and where the new card arrives, the cases opened on the charges they
// did not make, and a short list of what to do now; the old card's closing is one line at the end.
// Its heading takes the focus when it appears (the dialog or button that had it is gone), so a
// screen reader starts reading here.
import { useEffect, useRef, type ReactNode } from 'react';
import {
  fill,
  formatBalance,
  formatMoney,
  formatSignedAmount,
  type ReplacementResult,
} from '@portal/contracts';
import { CallButton } from './call-button';
import { MaskedNumber, lastFour } from './masked-number';
import { Panel } from './panel';
import { REPLACEMENT_TEXTS } from './replacement-text';
import { showDate } from './show-date';
import styles from './replacement.module.css';

const T = REPLACEMENT_TEXTS.done;

export interface ReplacementDoneProps {
  result: ReplacementResult;
  /** the programme's support phone */
  phone: string;
  /** its hours, shown under the call button */
  hours?: string;
  /** the card had expired (not lost or stolen: the holder was not logged in) */
  expired?: boolean;
  /** 1 when it is the page; 2 or 3 under a page's own title */
  headingLevel?: 1 | 2 | 3;
  /** links or buttons after it (e.g. "Home") */
  actions?: ReactNode;
}

/** The new balance in dollars: the balance moved less the fee, counted in cents. */
function newBalance(r: ReplacementResult): number {
  return Math.max(0, Math.round(r.balanceMoved * 100) - Math.round(r.fee * 100)) / 100;
}

export function ReplacementDone({
  result: r,
  phone,
  hours,
  expired = false,
  headingLevel = 1,
  actions,
}: ReplacementDoneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    // the button that led here is gone: if what removed it drops the focus to the body after this
    // effect (a press still being released), the heading takes it back on the next frame
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body) heading.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const virtual = r.virtual || r.mailingDays === null;
  const cases = r.disputes ?? [];
  return (
    <Panel
      heading={T.heading}
      headingLevel={headingLevel}
      headingRef={heading}
      actions={
        <>
          {actions}
          <CallButton phone={phone} label={T.call} hours={hours} variant="secondary" />
        </>
      }
    >
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{T.balance}</dt>
          <dd>
            <span className={styles.amount}>{formatBalance(newBalance(r))}</span>
            <span className={styles.note}>
              {r.fee > 0 ? fill(T.feeTaken, { fee: formatMoney(r.fee) }) : T.noFee}
            </span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{T.newCard}</dt>
          <dd>
            <MaskedNumber value={r.replacementCard} />
            <span className={styles.note}>
              {virtual
                ? fill(T.virtualReady, { email: r.email ?? '' })
                : r.arrivesBy
                  ? fill(T.arrivesBy, { date: showDate(r.arrivesBy) })
                  : fill(T.arrivesWithin, { days: String(r.mailingDays) })}
            </span>
            {!virtual && r.address && (
              <>
                <span className={styles.note}>{T.mailedTo}</span>
                <address className={styles.address}>
                  {r.address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </>
            )}
          </dd>
        </div>
      </dl>
      {cases.length > 0 && (
        <>
          <Sub className={styles.subheading}>{T.cases}</Sub>
          <ul className={styles.cases}>
            {cases.map((c) => (
              <li key={c.reference} className={styles.case}>
                <span className={styles.caseCharge}>
                  {fill(T.caseCharge, {
                    merchant: c.transaction.merchant,
                    date: showDate(c.transaction.date),
                    amount: formatSignedAmount(c.transaction.amount),
                  })}
                </span>
                <span>{fill(T.caseReference, { reference: c.reference, date: showDate(c.resultDue) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Sub className={styles.subheading}>{T.next}</Sub>
      <ul className={styles.list}>
        <li>{virtual ? T.nextOpenLink : T.nextLogIn}</li>
        <li>{T.nextUpdate}</li>
        {cases.length > 0 && <li>{T.nextCases}</li>}
      </ul>
      <p className={styles.closed}>
        {fill(expired ? T.closedExpired : T.closed, { closed: lastFour(r.closedCard) })}
      </p>
    </Panel>
  );
}
