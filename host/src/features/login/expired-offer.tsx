// The login's answer for an expired card with money on it (409 card_expired): not a dead end but
// an offer, as the agreements say the funds do not expire. The offer replaces the card without
// fee by POST /card/replacement/expired, proved again by the number and CVV the cardholder just
// typed (an expired card gets no session); then it says what comes next. Within 72 hours of a
// contact change the server sends no replacement (409 contact_recently_changed): the offer says
// why and gives the phone, as the call centre is the way on.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, PhoneLink, fillNodes } from '@portal/ui';
import { api, ApiRequestError, newIdempotencyKey } from '@portal/api-client';
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
  const [failed, setFailed] = useState<'held' | 'other' | null>(null);
  const [done, setDone] = useState<ReplacementResult | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const replace = async () => {
    setBusy(true);
    setFailed(null);
    try {
      setDone(await api.replaceExpired({ cardNumber, cardCvv, idempotencyKey: key.current }));
    } catch (error) {
      const held = error instanceof ApiRequestError && error.code === 'contact_recently_changed';
      setFailed(held ? 'held' : 'other');
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
      {/* within a contact hold a second press is refused again, and every contact told again */}
      {failed !== 'held' && (
        <Button variant="primary" onPress={() => void replace()} isBusy={busy} busyLabel={T.busy}>
          {T.button}
        </Button>
      )}
      {failed && (
        <Alert tone="error">
          {fillNodes(failed === 'held' ? T.held : T.failed, {
            phone: <PhoneLink phone={program.supportPhone} />,
          })}
        </Alert>
      )}
    </div>
  );
}
