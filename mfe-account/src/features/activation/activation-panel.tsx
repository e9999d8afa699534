// spec §2 Activation panel, §4, §8: shown for a card whose status is 'requires activation';
// the permission decides the variant (Activate button, or 'call customer support').
// Activation goes through POST /card/activate; success and error variants follow.
import { useState } from 'react';
import { Alert, Button, PhoneLink, fillNodes } from '@portal/ui';
import { selectCanActivate, selectShowActivation, useProgram, useSession } from '@portal/session-store';
import { useAccountApi } from '#shared/account-api';
import { useCardInfoLoader } from '#shared/card-info';
import { TEXTS } from '#shared/messages';
import panel from '#shared/panel.module.css';

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
    <section className={panel.panel} aria-labelledby="account-activation-heading">
      <h2 id="account-activation-heading" className={panel.heading}>
        {T.heading}
      </h2>
      {result === 'succeeded' ? (
        <Alert tone="success">{T.succeeded}</Alert>
      ) : permitted ? (
        <>
          <p className={panel.text}>{T.available}</p>
          {result === 'failed' && <Alert tone="error">{T.failed}</Alert>}
          <div className={panel.actions}>
            <Button variant="primary" onPress={() => void activate()} isBusy={busy} busyLabel={T.processing}>
              {T.button}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={panel.text}>{T.unavailable}</p>
          <p className={panel.text}>
            {fillNodes(T.customerSupport, { phone: <PhoneLink phone={program.supportPhone} /> })}
          </p>
        </>
      )}
    </section>
  );
}
