// The card as a picture (spec §2): masked number (first 4, last 4), status and balance;
// frozen and virtual styles. Under 600 px the holder, status and balance move to the
// details list (card-overview.tsx), so each fact is in the accessibility tree once.
import { fill } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { TEXTS } from '#shared/messages';
import type { BalanceView } from './use-card-balance';
import styles from './card-overview.module.css';

const T = TEXTS.overview;

export interface CardGraphicProps {
  maskedCardNumber: string;
  statusLabel: string;
  holderName: string | null;
  balance: BalanceView;
  frozen: boolean;
  virtual: boolean;
}

export function CardGraphic({
  maskedCardNumber,
  statusLabel,
  holderName,
  balance,
  frozen,
  virtual,
}: CardGraphicProps) {
  const program = useProgram();
  const className = [styles.card, virtual ? styles.virtual : '', frozen ? styles.frozen : '']
    .join(' ')
    .trim();
  return (
    <figure className={className} aria-label={fill(T.cardLabel, { product: program.productName })}>
      <div className={styles.cardTop}>
        <span className={styles.product}>{program.productName}</span>
        <span className={styles.badges}>
          {virtual && <span className={styles.badge}>{T.virtual}</span>}
          {frozen && <span className={`${styles.badge} ${styles.frozenBadge}`}>{T.frozen}</span>}
        </span>
      </div>
      <span className={styles.chip} aria-hidden="true" />
      <p className={styles.number}>
        <span className={styles.visuallyHidden}>{T.cardNumber} </span>
        {maskedCardNumber}
      </p>
      <dl className={`${styles.cardFacts} ${styles.wideOnly}`}>
        {holderName !== null && (
          <div className={styles.fact}>
            <dt>{T.holderName}</dt>
            <dd>{holderName}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{T.status}</dt>
          <dd>{statusLabel}</dd>
        </div>
        {balance.state !== 'hidden' && (
          <div className={styles.fact}>
            <dt>{T.balance}</dt>
            <dd aria-busy={balance.state === 'loading'}>
              {balance.state === 'loading' ? T.balanceLoading : balance.text}
            </dd>
          </div>
        )}
      </dl>
      <span className={styles.brand} aria-hidden="true">
        {T.visa}
      </span>
    </figure>
  );
}
