// The expired-link view (spec §2, §4 Resend), the page's only content: 'Your link has expired',
// a 'Resend my Virtual card' button and the support phone as the portal's call button. Resend goes
// idle → sending → success or error (the captcha, action card_resend, has the client's 8 s
// timeout); the sending flag clears in both cases. After a successful resend the stored card
// status becomes ACTIVATED (spec §4). Inside a partner's site there is no link to speak of: the
// view says the card cannot be shown there now, offers the same email, and names the programme
// whose customer service the button calls.
import { useEffect, useRef, useState } from 'react';
import { sessionStore, useProgram } from '@portal/session-store';
import { ERROR_TEXTS } from '@portal/contracts';
import { Alert, Button, CallButton, Panel, fillProgram } from '@portal/ui';
import { EXPIRED_TEXT, PARTNER_TEXTS } from '#shared/messages';
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
  /** in a partner's card frame: the partner's words (PARTNER_TEXTS) */
  partner?: boolean;
}

export function ExpiredLink({ accountId, focusOnShow = false, partner = false }: ExpiredLinkProps) {
  const api = useVirtualCardApi();
  const program = useProgram();
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

  const T = partner
    ? {
        heading: PARTNER_TEXTS.expiredHeading,
        text: PARTNER_TEXTS.expiredText,
        resend: PARTNER_TEXTS.resend,
        call: PARTNER_TEXTS.call,
      }
    : EXPIRED_TEXT;
  return (
    // the page's heading (h1): this view is the screen's only content; its id is React's own, as a
    // partner page may show two cards
    <Panel heading={T.heading} headingLevel={1} headingRef={heading} className={styles.expired}>
      <p>{fillProgram(T.text, program)}</p>
      <div>
        <Button variant="primary" isBusy={sending} onPress={() => void resend()}>
          {T.resend}
        </Button>
      </div>
      {outcome === 'success' && <Alert tone="success">{ERROR_TEXTS.resendSucceeded}</Alert>}
      {outcome === 'error' && <Alert tone="error">{ERROR_TEXTS.resendFailed}</Alert>}
      {partner && <p>{fillProgram(PARTNER_TEXTS.expiredHelp, program)}</p>}
      <div>
        <CallButton
          phone={program.supportPhone}
          label={T.call}
          hours={program.supportHours}
          variant="secondary"
        />
      </div>
    </Panel>
  );
}
