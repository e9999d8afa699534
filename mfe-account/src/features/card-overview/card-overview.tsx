// spec §2 Individual home: name, balance and status for small screens, and the card graphic;
// spec §4 decides what shows (selectors of @portal/session-store).
import { selectShowHolderName, selectStatusLabel, useSession } from '@portal/session-store';
import { TEXTS } from '#shared/messages';
import { CardGraphic } from './card-graphic';
import { useCardBalance } from './use-card-balance';
import styles from './card-overview.module.css';

const T = TEXTS.overview;

export function CardOverview({ cardInfoVersion }: { cardInfoVersion: number }) {
  const cardInfo = useSession((s) => s.cardInfo);
  const statusLabel = useSession(selectStatusLabel);
  const showHolderName = useSession(selectShowHolderName);
  const balance = useCardBalance(cardInfoVersion);
  if (cardInfo === null) return null;

  const holderName = showHolderName
    ? [cardInfo.firstName, cardInfo.lastName].filter((part) => part !== null && part !== '').join(' ') || null
    : null;

  return (
    <div className={styles.overview}>
      <section className={`${styles.details} ${styles.narrowOnly}`} aria-label={T.details}>
        <dl>
          {holderName !== null && (
            <div className={styles.detail}>
              <dt>{T.name}</dt>
              <dd>{holderName}</dd>
            </div>
          )}
          {balance.state !== 'hidden' && (
            <div className={styles.detail}>
              <dt>{T.balance}</dt>
              <dd aria-busy={balance.state === 'loading'}>
                {balance.state === 'loading' ? T.balanceLoading : balance.text}
              </dd>
            </div>
          )}
          <div className={styles.detail}>
            <dt>{T.status}</dt>
            <dd>{statusLabel}</dd>
          </div>
        </dl>
      </section>
      <CardGraphic
        maskedCardNumber={cardInfo.maskedCardNumber}
        statusLabel={statusLabel}
        holderName={holderName}
        balance={balance}
        frozen={cardInfo.freezeInfo.frozen}
        virtual={cardInfo.virtual}
      />
    </div>
  );
}
