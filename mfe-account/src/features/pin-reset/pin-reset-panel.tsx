// spec §2 PIN reset, §4, §6, §8: offered when the permission holds and the status is
// activated; disabled when the card is unregistered or frozen. The spec gives the reason in a
// tooltip; a phone cannot hover, so the reason is text under the button, which it describes.
// Confirm dialog, then a result dialog (success or error). The server sends the new PIN by SMS.
import { useId, useState } from 'react';
import { ERROR_TEXTS } from '@portal/contracts';
import { Button, Modal, Panel } from '@portal/ui';
import { selectCanResetPin, selectPinResetDisabled, useSession } from '@portal/session-store';
import { useAccountApi } from '#shared/account-api';
import { useCardInfoLoader } from '#shared/card-info';
import { TEXTS } from '#shared/messages';
import panel from '#shared/panel.module.css';

const T = TEXTS.pinReset;

type Step = 'idle' | 'confirm' | 'success' | 'error';

export function PinResetPanel() {
  const canReset = useSession(selectCanResetPin);
  const disabled = useSession(selectPinResetDisabled);
  const unregistered = useSession((s) => s.cardInfo?.cardRegistered === false);
  const frozen = useSession((s) => s.cardInfo?.freezeInfo.frozen === true);
  const reasonId = useId();
  const api = useAccountApi();
  const { refresh } = useCardInfoLoader();
  const [step, setStep] = useState<Step>('idle');
  const [busy, setBusy] = useState(false);

  if (!canReset) return null;

  const confirm = async () => {
    setBusy(true);
    let sent: boolean;
    try {
      sent = (await api.pinReset()).sent;
    } catch {
      sent = false;
    }
    setBusy(false);
    setStep(sent ? 'success' : 'error');
    await refresh();
  };

  return (
    <Panel
      heading={T.heading}
      headingLevel={3}
      description={T.description}
      actions={
        <div className={panel.action}>
          <Button
            variant="primary"
            onPress={() => setStep('confirm')}
            isDisabled={disabled}
            aria-describedby={disabled ? reasonId : undefined}
          >
            {T.button}
          </Button>
          {disabled && (
            <p id={reasonId} className={panel.reason}>
              {[unregistered && T.unavailableUnregistered, frozen && T.unavailableFrozen]
                .filter(Boolean)
                .join(' ')}
            </p>
          )}
        </div>
      }
    >
      <Modal
        isOpen={step === 'confirm'}
        onOpenChange={(open) => {
          if (!open && !busy) setStep('idle');
        }}
        title={T.confirmTitle}
        role="alertdialog"
        isDismissable={false}
        isKeyboardDismissDisabled={busy}
        actions={
          <>
            <Button variant="secondary" onPress={() => setStep('idle')} isDisabled={busy}>
              {T.cancel}
            </Button>
            <Button variant="primary" onPress={() => void confirm()} isBusy={busy} busyLabel={T.processing}>
              {T.confirm}
            </Button>
          </>
        }
      >
        <p className={panel.dialogText}>{T.confirmBody}</p>
      </Modal>

      <Modal
        isOpen={step === 'success' || step === 'error'}
        onOpenChange={(open) => {
          if (!open) setStep('idle');
        }}
        title={step === 'success' ? T.successTitle : T.errorTitle}
        actions={
          <Button variant="primary" onPress={() => setStep('idle')}>
            {T.ok}
          </Button>
        }
      >
        <p className={panel.dialogText} role={step === 'error' ? 'alert' : 'status'}>
          {step === 'success' ? ERROR_TEXTS.pinResetSucceeded : ERROR_TEXTS.pinResetFailed}
        </p>
      </Modal>
    </Panel>
  );
}
