// The login's answer for an expired card with money on it (409 card_expired): not a dead end but
// an offer, as the agreements say the funds do not expire. The offer replaces the card without
// fee by POST /card/replacement/expired, proved again by the number and CVV the cardholder just
// typed (an expired card gets no session); then it says what comes next.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, PhoneLink, fillNodes } from '@portal/ui';
import { api, newIdempotencyKey } from '@portal/api-client';
import { useProgram } from '@portal/session-store';
import { fill, formatBalance, type ReplacementResult } from '@portal/contracts';
import { REPLACEMENT_TEXT } from './replacement-messages';
import styles from './expired-offer.module.css';

const T = REPLACEMENT_TEXT;

export function ExpiredOffer({ cardNumber, cardCvv }: { cardNumber: string; cardCvv: string }) {
  const program = useProgram();
  // one key for this offer: a second press or a retry is the same replacement
  const key = useRef(newIdempotencyKey());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<ReplacementResult | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const replace = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setDone(await api.replaceExpired({ cardNumber, cardCvv, idempotencyKey: key.current }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    const next = done.replacementCard.slice(-4);
    return (
      <div ref={doneRef} tabIndex={-1} className={styles.offer}>
        <Alert tone="success">
          <strong>{T.doneHeading}</strong>{' '}
          {done.virtual || done.mailingDays === null
            ? fill(T.doneVirtual, { next })
            : fill(T.donePhysical, { next, days: String(done.mailingDays) })}{' '}
          {fill(T.doneMoved, { amount: formatBalance(done.balanceMoved) })}
        </Alert>
      </div>
    );
  }
  return (
    <div className={styles.offer}>
      <Alert tone="info">
        <strong>{T.offerHeading}</strong> {T.offer}
      </Alert>
      <Button variant="primary" onPress={() => void replace()} isBusy={busy} busyLabel={T.busy}>
        {T.button}
      </Button>
      {failed && (
        <Alert tone="error">
          {fillNodes(T.failed, { phone: <PhoneLink phone={program.supportPhone} /> })}
        </Alert>
      )}
    </div>
  );
}
