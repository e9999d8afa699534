// The login's answer for an expired card with money on it (409 card_expired): not a dead end but
// an offer, as the agreements say the funds do not expire. In three steps, each taking the focus
// as it appears: the offer; the confirm step, which shows what happens and the masked address the
// new card goes to (POST /card/replacement/expired/quote); then what comes next. Both calls prove
// the holder again by the number and CVV the cardholder just typed (an expired card gets no
// session). The confirm and done pieces are @portal/ui's, the same as the card page's report of a
// lost or stolen card. Within 72 hours of a contact change the server sends no replacement (409
// contact_recently_changed): the offer says why and gives the phone, as the call centre is the
// way on.
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  PhoneLink,
  ReplacementAddress,
  ReplacementDone,
  ReplacementSummary,
  fillNodes,
} from '@portal/ui';
import { api, ApiRequestError, newIdempotencyKey } from '@portal/api-client';
import { useProgram } from '@portal/session-store';
import type { ReplacementQuote, ReplacementResult } from '@portal/contracts';
import { REPLACEMENT_TEXT } from './replacement-messages';
import styles from './expired-offer.module.css';

const T = REPLACEMENT_TEXT;

type Step =
  | { step: 'offer' }
  | { step: 'confirm'; quote: ReplacementQuote }
  | { step: 'done'; result: ReplacementResult };

export function ExpiredOffer({ cardNumber, cardCvv }: { cardNumber: string; cardCvv: string }) {
  const program = useProgram();
  // one key for this offer: a second press or a retry is the same replacement
  const key = useRef(newIdempotencyKey());
  const [state, setState] = useState<Step>({ step: 'offer' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'held' | 'quote' | 'other' | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const offerButton = useRef<HTMLButtonElement>(null);
  const [movedBack, setMovedBack] = useState(false);
  useEffect(() => {
    if (state.step === 'confirm') confirmHeading.current?.focus();
    if (state.step === 'offer' && movedBack) offerButton.current?.focus();
  }, [state.step, movedBack]);

  const showQuote = async () => {
    setBusy(true);
    setFailed(null);
    try {
      setState({ step: 'confirm', quote: await api.expiredReplacementQuote({ cardNumber, cardCvv }) });
    } catch {
      setFailed('quote');
    } finally {
      setBusy(false);
    }
  };

  const replace = async () => {
    setBusy(true);
    setFailed(null);
    try {
      setState({
        step: 'done',
        result: await api.replaceExpired({ cardNumber, cardCvv, idempotencyKey: key.current }),
      });
    } catch (error) {
      const held = error instanceof ApiRequestError && error.code === 'contact_recently_changed';
      setFailed(held ? 'held' : 'other');
    } finally {
      setBusy(false);
    }
  };

  const phone = <PhoneLink phone={program.supportPhone} />;
  const failure = failed && (
    <Alert tone="error">
      {fillNodes(failed === 'held' ? T.held : failed === 'quote' ? T.loadFailed : T.failed, { phone })}
    </Alert>
  );

  // the login form's title is an h2: the steps' headings sit under it
  if (state.step === 'done') {
    return (
      <ReplacementDone
        result={state.result}
        phone={program.supportPhone}
        hours={program.supportHours}
        expired
        headingLevel={3}
      />
    );
  }
  if (state.step === 'confirm') {
    return (
      <section className={styles.offer} aria-labelledby="expired-confirm-heading">
        <h3 id="expired-confirm-heading" ref={confirmHeading} tabIndex={-1} className={styles.heading}>
          {T.confirmHeading}
        </h3>
        {/* within a contact hold a second press is refused again, and every contact told again:
            the message and its phone are all that is left */}
        {failed !== 'held' && (
          <>
            <ReplacementSummary quote={state.quote} expired headingLevel={4} />
            <ReplacementAddress quote={state.quote} phone={program.supportPhone} headingLevel={4} />
          </>
        )}
        {failure}
        {failed !== 'held' && (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              isDisabled={busy}
              onPress={() => {
                setFailed(null);
                setMovedBack(true);
                setState({ step: 'offer' });
              }}
            >
              {T.back}
            </Button>
            <Button variant="primary" onPress={() => void replace()} isBusy={busy}>
              {T.confirm}
            </Button>
          </div>
        )}
      </section>
    );
  }
  return (
    <div className={styles.offer}>
      <Alert tone="info">
        <strong>{T.offerHeading}</strong> {T.offer}
      </Alert>
      <Button ref={offerButton} variant="primary" onPress={() => void showQuote()} isBusy={busy}>
        {T.button}
      </Button>
      {failure}
    </div>
  );
}
