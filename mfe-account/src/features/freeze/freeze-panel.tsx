// spec §2 Freeze panel, §4 Freezing, §8: freeze is offered when permitted and not frozen;
// unfreezing only by phone. Confirm modal → 'Processing...' → if the returned frozen equals
// the requested value the modal closes and card info is refreshed; otherwise, or on a call
// error, 'Something went wrong, please try again later'. The response updates the stored
// freeze info. The heading always agrees with the action under it: "Freeze card temporarily"
// over the Freeze button, "Card frozen" over the call that unfreezes it.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, CallButton, Modal, Panel, PhoneLink, fillNodes } from '@portal/ui';
import { ERROR_TEXTS } from '@portal/contracts';
import { selectFreezeOffer, useProgram, useSession } from '@portal/session-store';
import { useAccountApi } from '#shared/account-api';
import { useCardInfoLoader } from '#shared/card-info';
import { TEXTS } from '#shared/messages';
import panel from '#shared/panel.module.css';

const T = TEXTS.freeze;

export function FreezePanel() {
  const offer = useSession(selectFreezeOffer);
  const setFrozen = useSession((s) => s.setFrozen);
  const program = useProgram();
  const api = useAccountApi();
  const { refresh } = useCardInfoLoader();
  const [isOpen, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [justFrozen, setJustFrozen] = useState(false);
  const frozenHeading = useRef<HTMLHeadingElement>(null);

  // the Freeze button is gone once the card is frozen: focus moves to what replaced it, whose
  // heading a screen reader reads, with the confirmation below it
  useEffect(() => {
    if (justFrozen && offer === 'unfreeze') frozenHeading.current?.focus();
  }, [justFrozen, offer]);

  if (offer === null) return null;

  if (offer === 'unfreeze') {
    return (
      <Panel
        heading={T.frozenHeading}
        headingLevel={3}
        headingRef={frozenHeading}
        tone="info"
        description={
          <>
            <p>{T.frozenText}</p>
            <p>{T.unfreezeText}</p>
          </>
        }
        actions={<CallButton phone={program.supportPhone} label={T.unfreeze} hours={program.supportHours} />}
      >
        {justFrozen && <Alert tone="success">{T.justFrozen}</Alert>}
      </Panel>
    );
  }

  const open = () => {
    setFailed(false);
    setOpen(true);
  };

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    let succeeded: boolean;
    try {
      const response = await api.freeze({ frozen: true });
      setFrozen(response.frozen);
      succeeded = response.frozen === true;
    } catch {
      succeeded = false;
    }
    setBusy(false);
    if (!succeeded) {
      setFailed(true);
      return;
    }
    setOpen(false);
    setJustFrozen(true);
    await refresh();
  };

  return (
    <Panel
      heading={T.heading}
      headingLevel={3}
      description={T.description}
      actions={
        <Button variant="primary" onPress={open}>
          {T.button}
        </Button>
      }
    >
      <Modal
        isOpen={isOpen}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title={T.confirmTitle}
        role="alertdialog"
        isDismissable={false}
        isKeyboardDismissDisabled={busy}
        actions={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={busy}>
              {T.cancel}
            </Button>
            <Button variant="primary" onPress={() => void confirm()} isBusy={busy} busyLabel={T.processing}>
              {T.confirm}
            </Button>
          </>
        }
      >
        <p className={panel.dialogText}>
          {fillNodes(T.confirmBody, { phone: <PhoneLink phone={program.supportPhone} /> })}
        </p>
        {failed && <Alert tone="error">{ERROR_TEXTS.freezeFailed}</Alert>}
      </Modal>
    </Panel>
  );
}
