// What comes next, once a card is reported lost or stolen: shown in place of the card page (the
// session has ended, so it needs nothing more from the server). @portal/ui's ReplacementDone, the
// same as the expired card's offer shows: the money first, then the new card, the cases opened
// and what to do now.
import { Link } from '@portal/router';
import { ReplacementDone as Done } from '@portal/ui';
import { PORTAL_ROUTES, type ReplacementResult } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { LOST_STOLEN_TEXT } from './messages';
import styles from './replacement-done.module.css';

export function ReplacementDone({ result }: { result: ReplacementResult }) {
  const program = useProgram();
  return (
    <Done
      result={result}
      phone={program.supportPhone}
      hours={program.supportHours}
      headingLevel={1}
      actions={
        <Link className={styles.homeLink} to={PORTAL_ROUTES.home}>
          {LOST_STOLEN_TEXT.done.home}
        </Link>
      }
    />
  );
}
