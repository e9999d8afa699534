// "Report a problem" on a posted purchase: the reason, what happened and how to reach
// the holder; the server opens a case and answers its reference, shown at once (and emailed).
// "I don't recognise it" also offers to report the card lost or stolen when the card page's
// lost-or-stolen panel (mfe-account) is there to take it: the same permission and programme rule.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  DISPUTE_OPENED_EVENT,
  DISPUTE_REASONS,
  DisputeFormSchema,
  fill,
  formErrors,
  type DisputeCase,
  type DisputeReason,
  type Transaction,
} from '@portal/contracts';
import { ApiRequestError } from '@portal/api-client';
import { requestLostStolenReport, useProgram, useSession } from '@portal/session-store';
import { Alert, Button, TextField, focusFirstError, withPhoneLink } from '@portal/ui';
import { useHistoryServices } from './history-api';
import { formatAmount } from './format';
import { DISPUTE_TEXTS as T } from './dispute-messages';
import styles from './dispute.module.css';

export interface DisputeFormProps {
  txn: Transaction & { id: string };
  /** back to the history table */
  onBack: () => void;
  /** close the history dialog (before going to the lost-or-stolen panel) */
  onCloseDialog: () => void;
}

export function goToLostStolen(closeDialog: () => void): void {
  closeDialog();
  // after the dialog has closed and given focus back, so the panel's own dialog keeps the focus
  setTimeout(requestLostStolenReport, 50);
}

export default function DisputeForm({ txn, onBack, onCloseDialog }: DisputeFormProps) {
  const services = useHistoryServices();
  const program = useProgram();
  // the rule of the card page's LostStolenPanel: without it there is no dialog to open
  const replaceable =
    useSession((s) => s.cardInfo?.permissions.availableCardReplacement === true) &&
    program.cardReplacement !== false;
  const form = useRef<HTMLFormElement>(null);
  const ids = { legend: useId(), reasonError: useId(), description: useId(), descriptionError: useId() };
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [description, setDescription] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<DisputeCase | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // the focused Send button is gone with the form: the dialog's focus scope moves the focus to its
  // first control in the next frame, so the heading of the answer takes it the frame after
  useEffect(() => {
    if (!done) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => doneHeading.current?.focus());
    });
    return () => cancelAnimationFrame(frame);
  }, [done]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = formErrors(DisputeFormSchema, { reason: reason ?? undefined, description, contact });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    try {
      const created = await services.disputeOpen({ txnId: txn.id, reason: reason!, description, contact });
      setDone(created);
      window.dispatchEvent(new CustomEvent(DISPUTE_OPENED_EVENT));
    } catch (e) {
      const code = e instanceof ApiRequestError ? e.code : null;
      if (code === 'invalid_request' && e instanceof ApiRequestError && e.body?.fields) {
        setErrors(e.body.fields);
        focusFirstError(form.current);
      } else if (
        code === 'dispute_window_passed' ||
        code === 'dispute_not_purchase' ||
        code === 'dispute_already_open'
      ) {
        setRefusal(T.errors[code]);
      } else {
        setRefusal(T.errors.failed);
      }
    } finally {
      setBusy(false);
    }
  };

  const charge = fill(T.charge, { merchant: txn.merchant, date: txn.date, amount: formatAmount(txn.amount) });

  if (done) {
    return (
      <section className={styles.form} aria-labelledby="dispute-done-heading">
        <h3 id="dispute-done-heading" className={styles.heading} ref={doneHeading} tabIndex={-1}>
          {T.doneHeading}
        </h3>
        <p className={styles.text}>{charge}</p>
        <p className={styles.reference} role="status">
          {fill(T.doneReference, { reference: done.reference })}
        </p>
        <p className={styles.text}>{fill(T.doneNext, { date: done.resultDue })}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onBack}>
            {T.back}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="dispute-heading"
    >
      <h3 id="dispute-heading" className={styles.heading}>
        {T.heading}
      </h3>
      <p className={styles.text}>{charge}</p>
      <p className={styles.hint}>{T.window}</p>

      <fieldset className={styles.fieldset} aria-describedby={errors.reason ? ids.reasonError : undefined}>
        <legend id={ids.legend} className={styles.legend}>
          {T.reasonLegend}
        </legend>
        {DISPUTE_REASONS.map((value, i) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="dispute-reason"
              value={value}
              checked={reason === value}
              aria-invalid={errors.reason && i === 0 ? true : undefined}
              onChange={() => {
                setReason(value);
                setErrors(({ reason: _gone, ...rest }) => rest);
              }}
            />
            {T.reasons[value]}
          </label>
        ))}
        {errors.reason && (
          <p id={ids.reasonError} className={styles.error}>
            {errors.reason}
          </p>
        )}
      </fieldset>

      {reason === 'not_recognised' && replaceable && (
        <div className={styles.lostStolen}>
          <p className={styles.text}>{T.lostStolen}</p>
          <Button variant="secondary" onPress={() => goToLostStolen(onCloseDialog)}>
            {T.lostStolenButton}
          </Button>
        </div>
      )}

      <div className={styles.field}>
        <label htmlFor={ids.description} className={styles.label}>
          {T.description}
        </label>
        <textarea
          id={ids.description}
          className={styles.textarea}
          rows={4}
          value={description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? ids.descriptionError : undefined}
          onChange={(e) => setDescription(e.target.value)}
          placeholder={T.descriptionHint}
        />
        {errors.description && (
          <p id={ids.descriptionError} className={styles.error}>
            {errors.description}
          </p>
        )}
      </div>

      <TextField
        label={T.contact}
        description={T.contactHint}
        value={contact}
        onChange={setContact}
        isInvalid={Boolean(errors.contact)}
        errorMessage={errors.contact ?? null}
        autoComplete="email"
        inputMode="email"
      />

      {refusal && <Alert tone="error">{withPhoneLink(refusal, program.supportPhone)}</Alert>}

      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          {T.cancel}
        </Button>
        <Button variant="primary" type="submit" isBusy={busy} busyLabel={T.sending}>
          {T.submit}
        </Button>
      </div>
    </form>
  );
}
