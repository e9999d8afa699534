// What a transaction offers for "Report a problem" (a dispute), in the list's details and in the
// table's last column: the button on a posted purchase the server can name, and once a report is
// sent, its lasting confirmation with the case reference, which takes the focus (data-reported).
import { fill, type DisputeCase, type Transaction } from '@portal/contracts';
import { Alert, Button, showDate } from '@portal/ui';
import { TEXTS } from './messages';
import styles from './history.module.css';

export type Disputable = Transaction & { id: string };

/** A posted purchase (a debit) that the server can name: what "Report a problem" is offered on. */
export const isDisputable = (t: Transaction): t is Disputable =>
  t.type === 'purchase' && t.amount < 0 && typeof t.id === 'string';

export interface Reports {
  /** the cases sent from this page, by transaction id */
  sent: ReadonlyMap<string, DisputeCase>;
  open: (t: Disputable) => void;
  /** fetch the sheet's code when a report becomes likely */
  preload: () => void;
}

export function ReportAction({
  txn,
  reports,
  compact = false,
}: {
  txn: Transaction;
  reports: Reports;
  compact?: boolean;
}) {
  if (!isDisputable(txn)) return null;
  const sent = reports.sent.get(txn.id);
  if (sent) return <ReportSent txnId={txn.id} sent={sent} compact={compact} />;
  return (
    <Button
      variant={compact ? 'link' : 'secondary'}
      className={compact ? styles.reportCompact : undefined}
      aria-label={fill(TEXTS.report.label, { merchant: txn.merchant, date: showDate(txn.date) })}
      onHoverStart={reports.preload}
      onFocus={reports.preload}
      onPress={() => reports.open(txn)}
    >
      {TEXTS.report.button}
    </Button>
  );
}

function ReportSent({ txnId, sent, compact }: { txnId: string; sent: DisputeCase; compact: boolean }) {
  const T = TEXTS.reported;
  if (compact) {
    return (
      <p className={styles.sentCompact} tabIndex={-1} data-reported={txnId}>
        <span>{T.short}</span> <span className={styles.reference}>{sent.reference}</span>
      </p>
    );
  }
  return (
    <Alert tone="success" className={styles.sent}>
      <p className={styles.sentLead} tabIndex={-1} data-reported={txnId}>
        {fill(T.full, { reference: sent.reference })}
      </p>
      <p>{fill(T.next, { date: showDate(sent.resultDue) })}</p>
    </Alert>
  );
}
