// spec §2 Virtual card registration (stepper), §4 Registration: 'Register' (the cardholder
// information form; a successful registration — api.registerVirtualCard with the account id and
// the link's query parameters — completes it and moves on) then 'Ready' (header disabled; the
// host's renderReady, i.e. the virtual-card remote's CardInfo). Guarded by the registered-card
// check, and marks in local storage that the first step was viewed.
import { useEffect, useState } from 'react';
import { ApiRequestError, api } from '@portal/api-client';
import type { VirtualRegistrationProps } from '@portal/contracts/props';
import { PageHeader, Panel, Stepper, type StepperStep } from '@portal/ui';
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
        <Panel
          heading={t.invalidLinkHeading}
          headingLevel={1}
          description={t.invalidLinkText}
          className={styles.message}
        />
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
    // step 2 is the card screen, full width, with the page's box of its own: this page then gives
    // it only the room the stepper's full-width step takes back (its side padding)
    <div className={[styles.page, active === 1 ? styles.ready : ''].filter(Boolean).join(' ')}>
      <PageHeader title={t.title} className={styles.header} />
      <Stepper
        // the form keeps the physical form's line length; the card screen takes the page's width
        className={[styles.stepper, active === 0 ? styles.form : ''].filter(Boolean).join(' ')}
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
