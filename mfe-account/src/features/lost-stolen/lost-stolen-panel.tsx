// Report lost or stolen (card page): a panel beside freeze and PIN reset when the card has the
// permission and the programme offers it; another app asks for its dialog by a session-store
// event (onLostStolenReport). Its dialog says what happens (closed for good, a new number, the
// balance moved, the fee the server quotes from the agreement), asks lost or stolen and shows
// the address of record masked: a different address only through the call centre, as a changed
// address is how a card is taken over (SECURITY.md). Confirm closes the card and ends the
// session; the page then says what comes next (ReplacementDone). Within 72 hours of a contact
// change the server freezes the card instead and sends no replacement (409
// contact_recently_changed): the dialog says so and the card page shows the card frozen.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Modal, PhoneLink, fillNodes } from '@portal/ui';
import { onLostStolenReport, useProgram, useSession } from '@portal/session-store';
import { ApiRequestError, newIdempotencyKey } from '@portal/api-client';
import {
  fill,
  formatBalance,
  type ReplacementQuote,
  type ReplacementReason,
  type ReplacementResult,
} from '@portal/contracts';
import { useAccountApi } from '#shared/account-api';
import { useCardInfoLoader } from '#shared/card-info';
import panel from '#shared/panel.module.css';
import { LOST_STOLEN_TEXT } from './messages';
import styles from './lost-stolen.module.css';

const T = LOST_STOLEN_TEXT;

type Quote = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; quote: ReplacementQuote };

export function LostStolenPanel({ onReplaced }: { onReplaced: (result: ReplacementResult) => void }) {
  const permitted = useSession((s) => s.cardInfo?.permissions.availableCardReplacement === true);
  const program = useProgram();
  const api = useAccountApi();
  const { refresh } = useCardInfoLoader();
  const [isOpen, setOpen] = useState(false);
  const [quote, setQuote] = useState<Quote>({ phase: 'loading' });
  const [reason, setReason] = useState<ReplacementReason | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // the server froze the card and held the replacement: a second confirm would only be refused again
  const [held, setHeld] = useState(false);
  const heldRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (held) heldRef.current?.focus();
  }, [held]);
  // a key per dialog opening: a double click or a retry of the same confirm is one replacement
  const key = useRef('');
  const reasonError = useId();
  const lostRef = useRef<HTMLInputElement>(null);

  const offered = permitted && program.cardReplacement !== false;

  const open = useCallback(() => {
    key.current = newIdempotencyKey();
    setReason(null);
    setReasonMissing(false);
    setFailed(false);
    setHeld(false);
    setQuote({ phase: 'loading' });
    setOpen(true);
    api.replacementQuote().then(
      (q) => setQuote({ phase: 'ready', quote: q }),
      () => setQuote({ phase: 'failed' }),
    );
  }, [api]);

  // another app's offer to report the card (the history remote's dispute form) opens this dialog
  useEffect(() => (offered ? onLostStolenReport(open) : undefined), [offered, open]);

  if (!offered) return null;

  const confirm = async () => {
    if (reason === null) {
      setReasonMissing(true);
      lostRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      const result = await api.reportLost({ reason, idempotencyKey: key.current });
      // the server ended the session in the same transaction: the browser forgets it too
      useSession.getState().logout();
      onReplaced(result);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.code === 'contact_recently_changed') {
        setHeld(true);
        await refresh();
        return;
      }
      setFailed(true);
    }
  };

  const ready = quote.phase === 'ready' ? quote.quote : null;
  const phone = <PhoneLink phone={program.supportPhone} />;
  return (
    <section className={panel.panel} aria-labelledby="account-lost-stolen-heading">
      <h2 id="account-lost-stolen-heading" className={panel.heading}>
        {T.panel.heading}
      </h2>
      <p className={panel.text}>{T.panel.description}</p>
      <div className={panel.actions}>
        <Button variant="secondary" onPress={open}>
          {T.panel.button}
        </Button>
      </div>
      <Modal
        isOpen={isOpen}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title={T.dialog.title}
        role="alertdialog"
        isKeyboardDismissDisabled={busy}
        actions={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={busy}>
              {held ? T.dialog.close : T.dialog.cancel}
            </Button>
            {ready && !held && (
              <Button
                variant="primary"
                onPress={() => void confirm()}
                isBusy={busy}
                busyLabel={T.dialog.processing}
              >
                {T.dialog.confirm}
              </Button>
            )}
          </>
        }
      >
        {quote.phase === 'loading' && <p role="status">{T.dialog.loading}</p>}
        {quote.phase === 'failed' && <Alert tone="error">{T.dialog.loadFailed}</Alert>}
        {/* held: what the dialog promised (closed, replaced, logged out) did not happen, so the
            message is all it shows, and it takes the focus: in view on a phone, and read out */}
        {held && (
          <div ref={heldRef} tabIndex={-1} className={styles.held}>
            <Alert tone="error">{fillNodes(T.dialog.heldFrozen, { phone })}</Alert>
          </div>
        )}
        {ready && !held && (
          <>
            <h3 className={styles.subheading}>{T.dialog.whatHappens}</h3>
            <ul className={styles.list}>
              <li>{T.dialog.closed}</li>
              <li>
                {ready.virtual || ready.mailingDays === null
                  ? T.dialog.replacementVirtual
                  : fill(T.dialog.replacementPhysical, { days: String(ready.mailingDays) })}
              </li>
              <li>{T.dialog.balance}</li>
              <li>
                {ready.fee > 0 ? fill(T.dialog.fee, { fee: formatBalance(ready.fee) }) : T.dialog.noFee}
              </li>
              <li>{T.dialog.loggedOut}</li>
            </ul>
            <fieldset
              className={styles.fieldset}
              aria-describedby={reasonMissing ? reasonError : undefined}
              aria-invalid={reasonMissing || undefined}
            >
              <legend className={styles.legend}>{T.dialog.reasonLegend}</legend>
              {(['lost', 'stolen'] as const).map((value) => (
                <label key={value} className={styles.choice}>
                  <input
                    ref={value === 'lost' ? lostRef : undefined}
                    type="radio"
                    name="lost-stolen-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setReasonMissing(false);
                    }}
                  />
                  {T.dialog[value]}
                </label>
              ))}
              {reasonMissing && (
                <p id={reasonError} className={styles.error} role="alert">
                  {T.dialog.reasonRequired}
                </p>
              )}
            </fieldset>
            <h3 className={styles.subheading}>
              {ready.virtual ? T.dialog.emailHeading : T.dialog.addressHeading}
            </h3>
            <address className={styles.address}>
              {ready.virtual
                ? ready.email
                : ready.address?.map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
            </address>
            <p className={panel.dialogText}>{fillNodes(T.dialog.differentAddress, { phone })}</p>
            {failed && <Alert tone="error">{T.dialog.failed}</Alert>}
          </>
        )}
      </Modal>
    </section>
  );
}
