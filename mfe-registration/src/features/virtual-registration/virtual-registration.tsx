// spec §2 Virtual card registration (stepper), §4 Registration: 'Register' (the cardholder
// information form; a successful registration — api.registerVirtualCard with the account id and
// the link's query parameters — completes it and moves on) then 'Ready' (header disabled; the
// host's renderReady, i.e. the virtual-card remote's CardInfo). Guarded by the registered-card
// check, and marks in local storage that the first step was viewed.
import { useEffect, useState } from 'react';
import { ApiRequestError, api } from '@portal/api-client';
import type { VirtualRegistrationProps } from '@portal/contracts/props';
import { Stepper, type StepperStep } from '@portal/ui';
import { STEPPER_TEXT } from '#shared/messages';
import { holderPayload, type CardholderInfo } from '#shared/cardholder-form/holder-payload';
import { CardholderInfoForm } from './cardholder-info-form';
import { markFirstStepViewed } from './local-flag';
import { useRegisteredGuard } from './use-registered-guard';
import styles from './virtual-registration.module.css';

/** spec §4: in progress, then succeeded (failed=false, error cleared) or failed (failed=true, error stored). */
interface RegistrationState {
  inProgress: boolean;
  succeeded: boolean;
  failed: boolean;
  error: unknown;
}

const INITIAL: RegistrationState = { inProgress: false, succeeded: false, failed: false, error: null };

export function VirtualRegistration({
  accountId,
  cardImageId,
  email,
  linkClickParams,
  renderReady,
}: VirtualRegistrationProps) {
  const t = STEPPER_TEXT;
  const guard = useRegisteredGuard(accountId, cardImageId, linkClickParams);
  const [registration, setRegistration] = useState<RegistrationState>(INITIAL);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (guard === 'unregistered' && active === 0) void markFirstStepViewed(accountId, cardImageId);
  }, [guard, active, accountId, cardImageId]);

  const register = async (info: CardholderInfo) => {
    setRegistration((s) => ({ ...s, inProgress: true }));
    try {
      await api.registerVirtualCard({
        accountId,
        ...holderPayload(info),
        // sent only when any exist (api-client drops an empty object)
        linkClickParams: linkClickParams ?? null,
      });
      setRegistration({ inProgress: false, succeeded: true, failed: false, error: null });
      setActive(1);
    } catch (error) {
      // the link expired (or was superseded) while the form was open: the card screen's
      // expired-link view offers the resend, instead of a failure the holder cannot get past
      if (error instanceof ApiRequestError && error.status === 410) {
        setRegistration({ inProgress: false, succeeded: false, failed: false, error });
        setActive(1);
        return;
      }
      setRegistration({ inProgress: false, succeeded: false, failed: true, error });
    }
  };

  if (guard === 'checking') {
    return (
      <div className={styles.page}>
        <p role="status" className={styles.checking}>
          <span className={styles.spinner} aria-hidden="true" />
          {t.checking}
        </p>
      </div>
    );
  }

  if (guard === 'invalid') {
    return (
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="virtual-link-invalid">
          <h1 id="virtual-link-invalid" className={styles.title}>
            {t.invalidLinkHeading}
          </h1>
          <p>{t.invalidLinkText}</p>
        </section>
      </div>
    );
  }

  const steps: StepperStep[] = [
    {
      id: 'register',
      label: t.register,
      completed: registration.succeeded,
      // a registered card cannot be registered again
      editable: !registration.succeeded,
      content: (
        <CardholderInfoForm
          email={email}
          busy={registration.inProgress}
          failed={registration.failed}
          onNext={(info) => void register(info)}
        />
      ),
      // the form's own Next submits it
      footer: null,
    },
    {
      id: 'ready',
      label: t.ready,
      completed: false,
      disableHeader: true,
      fullScreen: true,
      content: active === 1 ? renderReady() : null,
      footer: null,
    },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <Stepper
        // step 1 (the form) sits on a card like the physical form; step 2 brings its own layout
        className={active === 0 ? styles.card : undefined}
        label={t.navigation}
        steps={steps}
        activeIndex={active}
        onActiveIndexChange={setActive}
        backLabel={t.back}
        nextLabel={t.next}
      />
    </div>
  );
}
