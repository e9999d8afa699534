// The card's cases (disputes of a charge) on the card page: each with its state (received, under
// review, provisionally credited, resolved in the holder's favour or not, with the explanation)
// and the dates the agreement promises, computed by the server on the programme's calendar.
// The cases of the cards this one replaced are listed too (a stolen card's cases stay with its
// holder), each saying which card its charge was made on.
// Read again when the history remote says a case was opened (DISPUTE_OPENED_EVENT). A card with
// no case shows nothing here (the history's "Report a problem" is where one starts), nor does
// the first read while the page is loading; a failed read says so and offers to try again.
import { useCallback, useEffect, useState } from 'react';
import { DISPUTE_OPENED_EVENT, fill, formatBalance, type DisputeCase } from '@portal/contracts';
import { Alert, Button, Panel, showDate } from '@portal/ui';
import { useAccountApi } from '#shared/account-api';
import panel from '#shared/panel.module.css';
import { CASES_TEXTS as T } from './messages';
import styles from './cases.module.css';

type Load = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; cases: DisputeCase[] };

export default function CasesPanel() {
  const api = useAccountApi();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });

  const read = useCallback(async () => {
    try {
      const { cases } = await api.disputes();
      setLoad({ phase: 'ready', cases });
    } catch {
      setLoad({ phase: 'failed' });
    }
  }, [api]);

  useEffect(() => {
    void read();
    const again = () => void read();
    window.addEventListener(DISPUTE_OPENED_EVENT, again);
    return () => window.removeEventListener(DISPUTE_OPENED_EVENT, again);
  }, [read]);

  if (load.phase === 'loading' || (load.phase === 'ready' && load.cases.length === 0)) return null;

  return (
    <Panel heading={T.heading} headingId="account-cases-heading">
      {load.phase === 'failed' && (
        <>
          <Alert tone="error">{T.failed}</Alert>
          <div className={panel.actions}>
            <Button variant="secondary" onPress={() => void read()}>
              {T.retry}
            </Button>
          </div>
        </>
      )}
      {load.phase === 'ready' && load.cases.length > 0 && (
        <ul className={styles.list} aria-label={T.list}>
          {load.cases.map((c) => (
            <CaseItem key={c.reference} item={c} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function CaseItem({ item: c }: { item: DisputeCase }) {
  const resolved = c.state === 'resolved_in_favour' || c.state === 'resolved_not_in_favour';
  const rows: [string, string][] = [
    [T.reference, c.reference],
    [T.reason, T.reasons[c.reason]],
    ...(c.cardEnding ? [[T.card, fill(T.oldCard, { ending: c.cardEnding })] as [string, string]] : []),
    [T.openedOn, showDate(c.openedOn)],
    ...(c.followUpDue && !resolved ? [[T.followUpDue, showDate(c.followUpDue)] as [string, string]] : []),
    ...(!resolved ? [[T.investigationDue, showDate(c.investigationDue)] as [string, string]] : []),
    ...(resolved && c.resolvedOn ? [[T.resolvedOn, showDate(c.resolvedOn)] as [string, string]] : []),
    [T.resultDue, showDate(c.resultDue)],
    ...(c.credited > 0 ? [[T.credited, formatBalance(c.credited)] as [string, string]] : []),
  ];
  return (
    <li className={styles.case} aria-labelledby={`case-${c.reference}`}>
      <h3 id={`case-${c.reference}`} className={styles.title}>
        {fill(T.charge, {
          merchant: c.transaction.merchant,
          date: showDate(c.transaction.date),
          amount: formatBalance(c.transaction.amount),
        })}
      </h3>
      <p className={styles.state} data-state={c.state}>
        <span className={styles.stateLabel}>{T.state}: </span>
        {T.states[c.state]}
      </p>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {resolved && c.explanation && (
        <p className={panel.text}>
          <strong>{T.explanation}: </strong>
          {c.explanation}
        </p>
      )}
    </li>
  );
}
