// "Report a problem" on a posted purchase, in a sheet of its own titled for the transaction, with
// "Send report" and "Back". Back or Escape with typed text asks first ("Discard your report?"),
// so a report is never dropped unseen. The server opens the case and answers its reference; the
// sheet hands it to the list, which keeps it on the row. The server's contract is
// packages/api-client's disputeOpen.
import { useId, useRef, useState } from 'react';
import { DisputeFormSchema, fill, formErrors, formatSignedAmount, type DisputeCase } from '@portal/contracts';
import { ApiRequestError } from '@portal/api-client';
import { DISPUTE_TERMS } from '@portal/legal';
import { requestLostStolenReport } from '@portal/session-store';
import { Button, ConfirmDialog, Modal, focusFirstError, showDate } from '@portal/ui';
import { useHistoryServices } from './history-api';
import { DisputeForm, type DisputeValues } from './dispute-form';
import { DISPUTE_TEXTS as T } from './dispute-messages';
import { TEXTS } from './messages';
import type { Disputable } from './report-action';
import styles from './dispute.module.css';

export interface DisputeSheetProps {
  txn: Disputable;
  /** closed without a report */
  onClose: () => void;
  /** the case the server opened */
  onSent: (created: DisputeCase) => void;
}

const REFUSALS = [
  'dispute_window_passed',
  'dispute_not_purchase',
  'dispute_already_open',
  'dispute_already_credited',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string | null): code is Refusal => REFUSALS.includes(code as Refusal);

export default function DisputeSheet({ txn, onClose, onSent }: DisputeSheetProps) {
  const services = useHistoryServices();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DisputeValues>({ reason: null, description: '', contact: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const title = fill(T.title, { merchant: txn.merchant });
  const typed = values.description.trim() !== '' || values.contact.trim() !== '';

  const change = (next: Partial<DisputeValues>) => {
    setValues((prev) => ({ ...prev, ...next }));
    if (next.reason) setErrors(({ reason: _answered, ...rest }) => rest);
  };

  const leave = () => {
    if (busy) return;
    if (typed) setConfirming(true);
    else onClose();
  };

  const send = async () => {
    setRefusal(null);
    const found = formErrors(DisputeFormSchema, { ...values, reason: values.reason ?? undefined });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    try {
      const created = await services.disputeOpen({ txnId: txn.id, ...values, reason: values.reason! });
      onSent(created);
    } catch (e) {
      const code = e instanceof ApiRequestError ? e.code : null;
      if (code === 'invalid_request' && e instanceof ApiRequestError && e.body?.fields) {
        setErrors(e.body.fields);
        focusFirstError(form.current);
      } else {
        const text = isRefusal(code) ? T.errors[code] : T.errors.failed;
        // `{phone}` stays for the link the form draws around it
        setRefusal(fill(text, { days: String(DISPUTE_TERMS.noticeDays) }));
      }
      setBusy(false);
    }
  };

  const charge = fill(T.charge, {
    type: TEXTS.types[txn.type],
    date: showDate(txn.date),
    amount: formatSignedAmount(txn.amount),
  });

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) leave();
      }}
      isKeyboardDismissDisabled={busy || confirming}
      title={title}
      actions={
        <>
          <Button variant="secondary" onPress={leave} isDisabled={busy}>
            {T.back}
          </Button>
          <Button variant="primary" type="submit" form={formId} isBusy={busy}>
            {T.submit}
          </Button>
        </>
      }
    >
      <p className={styles.charge}>{charge}</p>
      <DisputeForm
        id={formId}
        formRef={form}
        label={title}
        values={values}
        onChange={change}
        errors={errors}
        refusal={refusal}
        onSubmit={() => void send()}
        onLostStolen={() => {
          onClose();
          // after the sheet has closed and given focus back, so the panel's own dialog keeps the focus
          setTimeout(requestLostStolenReport, 50);
        }}
      />
      {/* "Keep editing" is the safe action: it takes the focus, and Escape means it too */}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={T.discard.title}
        confirmLabel={T.discard.discard}
        onConfirm={onClose}
        cancelLabel={T.discard.keep}
        onCancel={() => setConfirming(false)}
      >
        {T.discard.text}
      </ConfirmDialog>
    </Modal>
  );
}
