// spec §1, §2: cards on a legacy bank-identification range (gift2GoBin) show only this notice
// instead of the card page. Card info that failed to load never does (features/load-failed).
import { Link } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { CallButton, Panel } from '@portal/ui';
import { TEXTS } from '#shared/messages';
import styles from './legacy-notice.module.css';

const T = TEXTS.legacy;

export function LegacyNotice() {
  const program = useProgram();
  return (
    <Panel heading={T.heading} headingLevel={1} tone="info" className={styles.notice}>
      <p>{T.servicingEnds}</p>
      <p>{T.useUntil}</p>
      <p>{T.remainingFunds}</p>
      <p>{T.support}</p>
      <CallButton phone={program.supportPhone} variant="secondary" hours={program.supportHours} />
      <p>
        <Link className={styles.link} to={PORTAL_ROUTES.registration}>
          {T.registerCard}
        </Link>
      </p>
    </Panel>
  );
}
