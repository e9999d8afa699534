// The stepper's first step (spec §2, §3, §5): the cardholder information form with a Next
// button and an error alert. The email of the link, when given, is prefilled and locked. The
// fields sit on the portal's Panel, headed as on the physical form, Next in the portal's footer.
import { useId, useRef, type FormEvent } from 'react';
import { ERROR_TEXTS, cardholderInfoFormSchema } from '@portal/contracts';
import { Alert, Button, DialogFooter, Panel, focusFirstError } from '@portal/ui';
import { REGISTRATION_TEXT, STEPPER_TEXT } from '#shared/messages';
import { CardholderFields, EMPTY_CARDHOLDER } from '#shared/cardholder-form/cardholder-fields';

import type { CardholderInfo } from '#shared/cardholder-form/holder-payload';
import { useForm } from '#shared/cardholder-form/use-form';
import formStyles from '#shared/cardholder-form/cardholder-form.module.css';

const schema = cardholderInfoFormSchema();

export interface CardholderInfoFormProps {
  email?: string | null;
  busy: boolean;
  failed: boolean;
  /** called only with a valid form (spec §5: continue emits next only if the form is valid) */
  onNext: (info: CardholderInfo) => void;
}

export function CardholderInfoForm({ email, busy, failed, onNext }: CardholderInfoFormProps) {
  const t = STEPPER_TEXT;
  const emailLocked = Boolean(email);
  const form = useForm(schema, { ...EMPTY_CARDHOLDER, email: email ?? '' });
  const formRef = useRef<HTMLFormElement>(null);
  const heading = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = form.submit();
    if (parsed) onNext(parsed);
    else focusFirstError(formRef.current);
  };

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t.register}>
      {/* the panel's heading names the group of fields, as a legend would */}
      <Panel heading={REGISTRATION_TEXT.holderSection} headingId={heading}>
        <fieldset className={formStyles.fieldset} aria-labelledby={heading}>
          <CardholderFields field={form.field} emailLocked={emailLocked} />
        </fieldset>
      </Panel>
      {failed ? <Alert tone="error">{ERROR_TEXTS.stepperFailed}</Alert> : null}
      <DialogFooter>
        <Button type="submit" variant="primary" isBusy={busy}>
          {t.next}
        </Button>
      </DialogFooter>
    </form>
  );
}
