// Report lost or stolen (card page, under "Manage card"): a panel when the card has the
// permission and the programme offers it; another app asks for its dialog by a session-store
// event (onLostStolenReport). Its dialog says what happens (@portal/ui ReplacementSummary: the
// card closed, a new number, the balance moved, the fee the server quotes from the agreement),
// asks lost or stolen, lists the card's purchases the holder may still dispute (the quote's: the
// agreement's notice window, no open case) each with "I didn't make this" — the checked ones are
// disputed in the same request, one case each — and shows where the new card goes, masked
// (ReplacementAddress): a different address only through the call centre, as a changed address
// is how a card is taken over (SECURITY.md). Confirm closes the card and ends the session; the
// page then says what comes next (ReplacementDone). Within 72 hours of a contact change the
// server freezes the card instead and sends no replacement (409 contact_recently_changed): the
// dialog says so and the card page shows the card frozen.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Modal,
  Panel,
  PhoneLink,
  ReplacementAddress,
  ReplacementSummary,
  fillNodes,
  showDate,
} from '@portal/ui';
import { onLostStolenReport, useProgram, useReplacementOffered, useSession } from '@portal/session-store';
import { ApiRequestError, newIdempotencyKey } from '@portal/api-client';
import {
  fill,
  formatSignedAmount,
  type ErrorCode,
  type ReplacementQuote,
  type ReplacementReason,
  type ReplacementResult,
} from '@portal/contracts';
import { DISPUTE_TERMS } from '@portal/legal';
import { useAccountApi } from '#shared/account-api';
import { useCardInfoLoader } from '#shared/card-info';
import { LOST_STOLEN_TEXT } from './messages';
import styles from './lost-stolen.module.css';

const T = LOST_STOLEN_TEXT;

/** The server's refusals of a checked purchase: the list changed since it was shown. */
const DISPUTE_REFUSALS: readonly (ErrorCode | null)[] = [
  'not_found',
  'dispute_not_purchase',
  'dispute_window_passed',
  'dispute_already_open',
];

type Quote = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; quote: ReplacementQuote };
type Failure = 'other' | 'dispute' | null;

export function LostStolenPanel({ onReplaced }: { onReplaced: (result: ReplacementResult) => void }) {
  const program = useProgram();
  const api = useAccountApi();
  const { refresh } = useCardInfoLoader();
  const [isOpen, setOpen] = useState(false);
  const [quote, setQuote] = useState<Quote>({ phase: 'loading' });
  const [reason, setReason] = useState<ReplacementReason | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  // the ids of the purchases checked "I didn't make this"
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<Failure>(null);
  // the server froze the card and held the replacement: a second confirm would only be refused again
  const [held, setHeld] = useState(false);
  const heldRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (held) heldRef.current?.focus();
  }, [held]);
  // a key per dialog opening: a double click or a retry of the same confirm is one replacement
  const key = useRef('');
  const reasonError = useId();
  const purchasesHint = useId();
  const lostRef = useRef<HTMLInputElement>(null);

  const offered = useReplacementOffered();

  const loadQuote = useCallback(
    () =>
      api.replacementQuote().then(
        (q) => {
          setQuote({ phase: 'ready', quote: q });
          // a purchase no longer offered (disputed meanwhile) is no longer checked
          const ids = new Set((q.purchases ?? []).map((p) => p.id));
          setMarked((m) => new Set([...m].filter((id) => ids.has(id))));
        },
        () => setQuote({ phase: 'failed' }),
      ),
    [api],
  );

  const open = useCallback(() => {
    key.current = newIdempotencyKey();
    setReason(null);
    setReasonMissing(false);
    setMarked(new Set());
    setFailed(null);
    setHeld(false);
    setQuote({ phase: 'loading' });
    setOpen(true);
    void loadQuote();
  }, [loadQuote]);

  // another app's offer to report the card (the history remote's dispute form) opens this dialog
  useEffect(() => (offered ? onLostStolenReport(open) : undefined), [offered, open]);

  if (!offered) return null;

  const toggle = (id: string, checked: boolean) =>
    setMarked((m) => {
      const next = new Set(m);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirm = async () => {
    if (reason === null) {
      setReasonMissing(true);
      lostRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      const txnIds = [...marked];
      const result = await api.reportLost({
        reason,
        idempotencyKey: key.current,
        ...(txnIds.length > 0 ? { disputes: { txnIds, reason: 'not_recognised' as const } } : {}),
      });
      // the server ended the session in the same transaction: the browser forgets it too
      useSession.getState().logout();
      onReplaced(result);
    } catch (error) {
      setBusy(false);
      const code = error instanceof ApiRequestError ? error.code : null;
      if (code === 'contact_recently_changed') {
        setHeld(true);
        await refresh();
        return;
      }
      if (DISPUTE_REFUSALS.includes(code)) {
        // nothing happened (the report and its cases are one transaction): the list is read
        // again and the holder checks it before confirming
        setFailed('dispute');
        await loadQuote();
        return;
      }
      setFailed('other');
    }
  };

  const ready = quote.phase === 'ready' ? quote.quote : null;
  const phone = <PhoneLink phone={program.supportPhone} />;
  const days = String(DISPUTE_TERMS.noticeDays);
  const purchases = ready?.purchases ?? [];
  return (
    <Panel
      heading={T.panel.heading}
      headingLevel={3}
      description={T.panel.description}
      actions={
        <Button variant="secondary" onPress={open}>
          {T.panel.button}
        </Button>
      }
    >
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
              <Button variant="primary" onPress={() => void confirm()} isBusy={busy}>
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
          <div className={styles.body}>
            <ReplacementSummary quote={ready} logsOut />
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
            {purchases.length === 0 ? (
              <p className={styles.text}>{fill(T.dialog.noPurchases, { days })}</p>
            ) : (
              <fieldset className={styles.fieldset} aria-describedby={purchasesHint}>
                <legend className={styles.legend}>{fill(T.dialog.purchasesLegend, { days })}</legend>
                <p id={purchasesHint} className={styles.hint}>
                  {T.dialog.purchasesHint}
                </p>
                <ul className={styles.purchases}>
                  {purchases.map((p) => {
                    const what = fill(T.dialog.purchase, {
                      merchant: p.merchant,
                      date: showDate(p.date),
                      amount: formatSignedAmount(p.amount),
                    });
                    return (
                      <li key={p.id} className={styles.purchase}>
                        <span className={styles.merchant}>{p.merchant}</span>
                        <span className={styles.when}>{showDate(p.date)}</span>
                        <span className={styles.amount}>{formatSignedAmount(p.amount)}</span>
                        <label className={styles.notMine}>
                          {/* each checkbox names its purchase ("I didn't make this" alone is the
                              same name on every row), starting with the words it shows */}
                          <input
                            type="checkbox"
                            aria-label={fill(T.dialog.notMineLabel, { purchase: what })}
                            checked={marked.has(p.id)}
                            onChange={(e) => toggle(p.id, e.target.checked)}
                          />
                          {T.dialog.notMine}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            )}
            <ReplacementAddress quote={ready} phone={program.supportPhone} />
            {failed === 'dispute' && <Alert tone="error">{T.dialog.disputeRefused}</Alert>}
            {failed === 'other' && <Alert tone="error">{fillNodes(T.dialog.failed, { phone })}</Alert>}
          </div>
        )}
      </Modal>
    </Panel>
  );
}
