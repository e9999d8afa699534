// What the card page shows when card info cannot be loaded: what failed, "Try again", and the
// 24-hour balance line, so a cardholder with money on a healthy card is never told the card's
// program has ended. The spec's text shows the legacy notice on this error; the portal decides
// otherwise (docs/product.md, card page): a load that failed says nothing about the card, while
// the notice tells people to destroy it.
import { useEffect, useRef, useState } from 'react';
import { useProgram } from '@portal/session-store';
import { Button, CallButton, Panel } from '@portal/ui';
import { TEXTS } from '#shared/messages';
import styles from './load-failed.module.css';

const T = TEXTS.loadFailed;

export function LoadFailed({ onRetry }: { onRetry: () => Promise<boolean> }) {
  const program = useProgram();
  const [busy, setBusy] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);

  const retry = async () => {
    setBusy(true);
    const loaded = await onRetry();
    if (!live.current || loaded) return; // a load that succeeded replaces this view
    setBusy(false);
    setAttempts((n) => n + 1);
    heading.current?.focus();
  };

  return (
    <Panel heading={T.heading} headingRef={heading} tone="error" className={styles.failed}>
      <p role="alert" className={styles.reason}>
        {attempts === 0 ? T.reason : T.stillFailing}
      </p>
      <p>{T.safe}</p>
      <div>
        <Button onPress={() => void retry()} isBusy={busy} busyLabel={T.retrying}>
          {T.retry}
        </Button>
      </div>
      <p className={styles.balanceLine}>{T.balanceLine}</p>
      <CallButton phone={program.balancePhone} variant="secondary" hours={program.balanceHours} />
    </Panel>
  );
}
