// The fields of "Report a problem" on a posted purchase: the reason, what happened and how to
// reach the holder, with their errors and the server's refusal. The sheet (dispute-sheet.tsx)
// holds their values, sends them, and carries the buttons in its footer (tied to this form by id).
// "I don't recognize it" also offers to report the card lost or stolen when the card page's
// lost-or-stolen panel (mfe-account) is there to take it: the same permission and programme rule.
import { useId, type FormEvent, type Ref } from 'react';
import { DISPUTE_REASONS, fill, type DisputeReason } from '@portal/contracts';
import { DISPUTE_TERMS } from '@portal/legal';
import { useProgram, useReplacementOffered } from '@portal/session-store';
import { Alert, Button, TextField, withPhoneLink } from '@portal/ui';
import { DISPUTE_TEXTS as T } from './dispute-messages';
import styles from './dispute.module.css';

export interface DisputeValues {
  reason: DisputeReason | null;
  description: string;
  contact: string;
}

export interface DisputeFormProps {
  id: string;
  formRef: Ref<HTMLFormElement>;
  /** the form's accessible name (the sheet's title) */
  label: string;
  values: DisputeValues;
  onChange: (change: Partial<DisputeValues>) => void;
  errors: Readonly<Record<string, string>>;
  refusal: string | null;
  onSubmit: () => void;
  /** report the card lost or stolen instead */
  onLostStolen: () => void;
}

export function DisputeForm({
  id,
  formRef,
  label,
  values,
  onChange,
  errors,
  refusal,
  onSubmit,
  onLostStolen,
}: DisputeFormProps) {
  const program = useProgram();
  // the rule of the card page's LostStolenPanel: without it there is no dialog to open
  const replaceable = useReplacementOffered();
  const ids = { reasonError: useId(), description: useId(), descriptionError: useId() };

  return (
    <form
      id={id}
      ref={formRef}
      className={styles.form}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
    >
      <p className={styles.hint}>{fill(T.window, { days: String(DISPUTE_TERMS.noticeDays) })}</p>

      <fieldset className={styles.fieldset} aria-describedby={errors.reason ? ids.reasonError : undefined}>
        <legend className={styles.legend}>{T.reasonLegend}</legend>
        {DISPUTE_REASONS.map((value, i) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="dispute-reason"
              value={value}
              checked={values.reason === value}
              aria-invalid={errors.reason && i === 0 ? true : undefined}
              onChange={() => onChange({ reason: value })}
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

      {values.reason === 'not_recognised' && replaceable && (
        <div className={styles.lostStolen}>
          <p className={styles.text}>{T.lostStolen}</p>
          <Button variant="secondary" onPress={onLostStolen}>
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
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? ids.descriptionError : undefined}
          onChange={(e) => onChange({ description: e.target.value })}
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
        value={values.contact}
        onChange={(contact) => onChange({ contact })}
        isInvalid={Boolean(errors.contact)}
        errorMessage={errors.contact ?? null}
        autoComplete="email"
        inputMode="email"
      />

      {refusal && <Alert tone="error">{withPhoneLink(refusal, program.supportPhone)}</Alert>}
    </form>
  );
}
