// The virtual card's number, expiry and security code as text beside its image, so that a screen
// reader can read them (the image alone would hide them: WCAG 1.1.1) and anyone can copy them
// instead of typing 16 digits off a picture. They come from the same single-use card-image
// token as the image (POST /card/vv/details), inside the same page or partner frame; the
// security code stays hidden until asked for. The details are the portal's Panel.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CardDetails as Details } from '@portal/contracts';
import { Button, Panel, visuallyHidden } from '@portal/ui';
import { DETAILS_TEXT as T } from '#shared/messages';
import { useVirtualCardApi } from '#shared/virtual-card-api';
import styles from './card-details.module.css';

type State = { phase: 'loading' } | { phase: 'failed' } | { phase: 'shown'; details: Details };

/** '4111111111111111' → '4111 1111 1111 1111': read and checked in groups, as printed */
export const groupDigits = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The card's details for `cardImageId`, loaded with a token of their own; `retry` loads them again. */
function useCardDetails(accountId: string, cardImageId: string) {
  const api = useVirtualCardApi();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    api
      .getToken({ accountId })
      .then(({ token }) => api.cardDetails({ cardImageId, token }))
      .then(
        (details) => live && setState({ phase: 'shown', details }),
        () => live && setState({ phase: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [api, accountId, cardImageId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

export interface CardDetailsProps {
  accountId: string;
  cardImageId: string;
  /** the details arrived (the image names the card by its last four digits) */
  onShown?: (details: Details) => void;
}

export function CardDetails({ accountId, cardImageId, onShown }: CardDetailsProps) {
  const { state, retry } = useCardDetails(accountId, cardImageId);
  const shown = useRef(onShown);
  shown.current = onShown;
  useEffect(() => {
    if (state.phase === 'shown') shown.current?.(state.details);
  }, [state]);
  const [cvvShown, setCvvShown] = useState(false);
  const [copied, setCopied] = useState('');
  const clear = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clear.current), []);

  if (state.phase === 'loading') {
    return (
      <p role="status" className={styles.note}>
        {T.loading}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert">{T.failed}</p>
        <Button variant="secondary" onPress={retry}>
          {T.retry}
        </Button>
      </div>
    );
  }

  const { cardNumber, expiry, cvv } = state.details;
  const copy = async (value: string, done: string) => {
    clearTimeout(clear.current);
    try {
      await navigator.clipboard.writeText(value);
      setCopied(done);
    } catch {
      // no clipboard (an insecure page, a refused permission): the text is there to select
      setCopied(T.copyUnavailable);
    }
    // the message stays long enough to be read and heard, then makes room for the next one
    clear.current = setTimeout(() => setCopied(''), 10_000);
  };

  return (
    <Panel heading={T.heading} className={styles.details}>
      <dl className={styles.list}>
        <Detail term={T.number} shown={groupDigits(cardNumber)}>
          <CopyButton name={T.copyNumber} onPress={() => void copy(cardNumber, T.copiedNumber)} />
        </Detail>
        <Detail term={T.expiry} shown={expiry}>
          <CopyButton name={T.copyExpiry} onPress={() => void copy(expiry, T.copiedExpiry)} />
        </Detail>
        <Detail
          term={T.cvv}
          shown={
            cvvShown ? (
              cvv
            ) : (
              <>
                <span aria-hidden="true">•••</span>
                <span className={visuallyHidden}>{T.cvvHidden}</span>
              </>
            )
          }
        >
          <Button
            variant="secondary"
            aria-label={cvvShown ? T.hideCvvName : T.showCvvName}
            onPress={() => setCvvShown((shown) => !shown)}
          >
            {cvvShown ? T.hideCvv : T.showCvv}
          </Button>
          <CopyButton name={T.copyCvv} onPress={() => void copy(cvv, T.copiedCvv)} />
        </Detail>
      </dl>
      <p role="status" className={styles.note}>
        {copied}
      </p>
    </Panel>
  );
}

/** One fact of the card: its term, its value as shown, and its buttons. */
function Detail({ term, shown, children }: { term: string; shown: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd className={styles.value}>
        <span className={styles.digits}>{shown}</span>
        {children}
      </dd>
    </div>
  );
}

/** "Copy", named for what it copies ("Copy card number"). */
function CopyButton({ name, onPress }: { name: string; onPress: () => void }) {
  return (
    <Button variant="secondary" aria-label={name} onPress={onPress}>
      {T.copy}
    </Button>
  );
}
