// spec §2 Individual home, "how much do I have": the balance first and large, the card's state
// as a chip beside it, the card named by its last four digits, the other facts smaller below.
// spec §4 decides what shows (selectors of @portal/session-store); a balance that failed to
// load says so and offers "Try again" (use-card-balance.ts).
import { useEffect, useRef } from 'react';
import { selectShowHolderName, useProgram, useSession } from '@portal/session-store';
import { Button, CallButton, MaskedNumber, Panel, visuallyHidden } from '@portal/ui';
import { TEXTS } from '#shared/messages';
import { CardGraphic } from './card-graphic';
import { selectCardState } from './card-state';
import { useCardBalance, type BalanceView } from './use-card-balance';
import styles from './card-overview.module.css';

const T = TEXTS.overview;

export function CardOverview({ cardInfoVersion }: { cardInfoVersion: number }) {
  const cardInfo = useSession((s) => s.cardInfo);
  const state = useSession(selectCardState);
  const showHolderName = useSession(selectShowHolderName);
  const balance = useCardBalance(cardInfoVersion);
  if (cardInfo === null || state === null) return null;

  const holderName = showHolderName
    ? [cardInfo.firstName, cardInfo.lastName].filter((part) => part !== null && part !== '').join(' ') || null
    : null;

  return (
    <Panel
      className={styles.hero}
      headingId="account-card-heading"
      heading={<MaskedNumber value={cardInfo.maskedCardNumber} brand={T.brand} endingLabel={T.ending} />}
    >
      <div className={styles.main}>
        <dl className={styles.headline}>
          {balance.state !== 'hidden' && (
            <div className={styles.balance}>
              <dt className={styles.balanceLabel}>{T.balance}</dt>
              <Balance balance={balance} />
            </div>
          )}
          <div className={styles.status}>
            <dt className={visuallyHidden}>{T.status}</dt>
            <dd className={styles.chip} data-state={state}>
              {T.states[state]}
            </dd>
          </div>
        </dl>
        {/* no balance before activation: the page says why, and the activation panel below is
            the one thing to do (its transactions show once the card is activated) */}
        {state === 'notActivated' && <p className={styles.hint}>{T.activateToSee}</p>}
        <dl className={styles.facts}>
          {holderName !== null && (
            <div className={styles.fact}>
              <dt>{T.name}</dt>
              <dd>{holderName}</dd>
            </div>
          )}
          {cardInfo.expiry !== undefined && (
            <div className={styles.fact}>
              <dt>{T.expires}</dt>
              <dd>{cardInfo.expiry}</dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt>{T.type}</dt>
            <dd>{cardInfo.virtual ? T.virtual : T.physical}</dd>
          </div>
        </dl>
      </div>
      <CardGraphic
        maskedCardNumber={cardInfo.maskedCardNumber}
        frozen={state === 'frozen'}
        virtual={cardInfo.virtual}
      />
    </Panel>
  );
}

function Balance({ balance }: { balance: Exclude<BalanceView, { state: 'hidden' }> }) {
  const program = useProgram();
  const amount = useRef<HTMLElement>(null);
  // after a "Try again" that worked the button is gone: the amount takes the focus and is read
  const retried = useRef(false);
  const shown = balance.state === 'shown';
  useEffect(() => {
    if (shown && retried.current) {
      retried.current = false;
      amount.current?.focus();
    }
  }, [shown]);

  if (balance.state === 'loading') {
    return (
      <dd className={styles.pending} aria-busy="true">
        {T.balanceLoading}
      </dd>
    );
  }
  if (balance.state === 'shown') {
    return (
      <dd className={styles.amount} ref={amount} tabIndex={-1}>
        {balance.text}
      </dd>
    );
  }
  return (
    <dd className={styles.failed}>
      <p role="alert" className={styles.failedText}>
        {balance.attempts === 0 ? T.balanceFailed : T.balanceStillFailing}
      </p>
      <Button
        variant="secondary"
        isBusy={balance.retrying}
        busyLabel={T.balanceRetrying}
        onPress={() => {
          retried.current = true;
          balance.retry();
        }}
      >
        {T.balanceRetry}
      </Button>
      <p className={styles.byPhone}>{T.balanceByPhone}</p>
      <CallButton phone={program.balancePhone} variant="secondary" hours={program.balanceHours} />
    </dd>
  );
}
