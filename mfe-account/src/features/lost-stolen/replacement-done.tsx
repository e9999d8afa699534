// What comes next, once a card is reported lost or stolen: shown in place of the card page (the
// session has ended, so it needs nothing from the server). The mailing days and the fee are the
// server's answer, taken from the programme's agreements.
import { useEffect, useRef } from 'react';
import { Link } from '@portal/router';
import { PhoneLink, fillNodes } from '@portal/ui';
import { PORTAL_ROUTES, fill, formatBalance, type ReplacementResult } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { LOST_STOLEN_TEXT } from './messages';
import styles from './lost-stolen.module.css';

const T = LOST_STOLEN_TEXT.done;
const ending = (masked: string) => masked.slice(-4);

export function ReplacementDone({ result }: { result: ReplacementResult }) {
  const program = useProgram();
  const heading = useRef<HTMLHeadingElement>(null);
  // the dialog that had focus is gone: the page's heading takes it, and a screen reader reads it
  useEffect(() => heading.current?.focus(), []);
  const next = ending(result.replacementCard);
  return (
    <section className={styles.done} aria-labelledby="replacement-done-heading">
      <h1 id="replacement-done-heading" ref={heading} tabIndex={-1}>
        {T.heading}
      </h1>
      <p>{fill(T.closed, { closed: ending(result.closedCard) })}</p>
      <p>
        {result.virtual || result.mailingDays === null
          ? fill(T.virtual, { next })
          : fill(T.physical, { next, days: String(result.mailingDays) })}
      </p>
      <p>
        {fill(T.moved, { amount: formatBalance(result.balanceMoved) })}{' '}
        {result.fee > 0 ? fill(T.feeCharged, { fee: formatBalance(result.fee) }) : T.noFee}
      </p>
      {!result.virtual && <p>{T.arrives}</p>}
      <p>{T.notices}</p>
      <p>{fillNodes(T.questions, { phone: <PhoneLink phone={program.supportPhone} /> })}</p>
      <Link className={styles.homeLink} to={PORTAL_ROUTES.home}>
        {T.home}
      </Link>
    </section>
  );
}
