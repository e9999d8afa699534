// The expired-link view (spec §2, §4 Resend), the page's only content: 'Your link has expired',
// a 'Resend my Virtual card' button and the support phone. Resend goes idle → sending → success or error (the
// captcha, action card_resend, has the client's 8 s timeout); the sending flag clears in both
// cases. After a successful resend the stored card status becomes ACTIVATED (spec §4).
import { useEffect, useId, useRef, useState } from 'react';
import { sessionStore, useProgram } from '@portal/session-store';
import { Alert, Button, PhoneLink } from '@portal/ui';
import { TEXTS } from '#shared/messages';
import { useVirtualCardApi } from '#shared/virtual-card-api';
import styles from './expired-link.module.css';

type Outcome = 'idle' | 'success' | 'error';

interface ExpiredLinkProps {
  accountId: string;
  /**
   * the view replaces a screen the holder was using (the link expired under them, an image that
   * would not load): focus moves to its heading so a screen reader says what happened
   */
  focusOnShow?: boolean;
}

export function ExpiredLink({ accountId, focusOnShow = false }: ExpiredLinkProps) {
  const api = useVirtualCardApi();
  const program = useProgram();
  // an id of its own: a partner page may show two cards
  const headingId = useId();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // preventScroll: inside a partner's frame, focus must not scroll the partner's page
    if (focusOnShow) heading.current?.focus({ preventScroll: true });
  }, [focusOnShow]);

  const resend = async () => {
    setSending(true);
    setOutcome('idle');
    try {
      await api.emailResend({ accountId });
      setOutcome('success');
      const { cardInfo, setCardInfo } = sessionStore.getState();
      if (cardInfo) setCardInfo({ ...cardInfo, status: 'ACTIVATED' });
    } catch {
      setOutcome('error');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.expired} aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {TEXTS.expiredHeading}
      </h1>
      <p className={styles.text}>{TEXTS.expiredText}</p>
      <div>
        <Button variant="primary" isBusy={sending} busyLabel={TEXTS.resending} onPress={() => void resend()}>
          {TEXTS.resend}
        </Button>
      </div>
      {outcome === 'success' && <Alert tone="success">{TEXTS.resendSucceeded}</Alert>}
      {outcome === 'error' && <Alert tone="error">{TEXTS.resendFailed}</Alert>}
      <p className={styles.text}>
        {TEXTS.expiredSupport} <PhoneLink phone={program.supportPhone} className={styles.phone} />.
      </p>
    </section>
  );
}
