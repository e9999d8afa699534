// spec §2 Activation panel, §4, §8: shown for a card whose status is 'requires activation';
// the permission decides the variant (Activate button, or 'call customer support').
// Activation goes through POST /card/activate; success and error variants follow.
import { useState } from 'react';
import { ERROR_TEXTS } from '@portal/contracts';
import { Alert, Button, CallButton, Panel } from '@portal/ui';
import { selectCanActivate, selectShowActivation, useProgram, useSession } from '@portal/session-store';
import { useAccountApi } from '#shared/account-api';
import { useCardInfoLoader } from '#shared/card-info';
import { TEXTS } from '#shared/messages';

const T = TEXTS.activation;

type Result = 'none' | 'succeeded' | 'failed';

export function ActivationPanel() {
  // one selector per §4 rule (session-store selectors.ts, where the reading is written)
  const requiresActivation = useSession(selectShowActivation);
  const permitted = useSession(selectCanActivate);
  const setCardInfo = useSession((s) => s.setCardInfo);
  const program = useProgram();
  const api = useAccountApi();
  const { refresh } = useCardInfoLoader();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>('none');

  // after a successful activation the status is no longer 'requires activation': the panel
  // stays to show the success variant
  if (!requiresActivation && result !== 'succeeded') return null;

  const activate = async () => {
    setBusy(true);
    setResult('none');
    try {
      setCardInfo(await api.activate());
      setResult('succeeded');
    } catch {
      setResult('failed');
    }
    setBusy(false);
    await refresh();
  };

  return (
    <Panel heading={T.heading} headingId="account-activation-heading">
      {result === 'succeeded' ? (
        <Alert tone="success">{ERROR_TEXTS.activationSucceeded}</Alert>
      ) : permitted ? (
        <>
          <p>{T.available}</p>
          {result === 'failed' && <Alert tone="error">{ERROR_TEXTS.activationFailed}</Alert>}
          <div>
            <Button variant="primary" onPress={() => void activate()} isBusy={busy} busyLabel={T.processing}>
              {T.button}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{T.unavailable}</p>
          <div>
            <CallButton phone={program.supportPhone} label={T.call} hours={program.supportHours} />
          </div>
        </>
      )}
    </Panel>
  );
}
