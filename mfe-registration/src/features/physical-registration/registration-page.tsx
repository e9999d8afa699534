// spec §2 Card registration (/ind/registration), §4 Registration, §5, §8: the physical card form.
// Submitting obtains the captcha 'ind_card_registration' (api.register does), then success or
// the error block. On success the page scrolls to the top and shows the success view with a
// Home button (spec §2 also names the virtual-card agreement component there, which shows nothing
// without an emailed link's route parameters: see RegistrationPageProps); if the server says
// needToUpdateInfo and a session exists, card info is reloaded into the session store, and
// success stands even if that reload fails.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@portal/router';
import { api } from '@portal/api-client';
import { MAX_LENGTHS, MASKS, PORTAL_ROUTES, registrationFormSchema } from '@portal/contracts';
import { selectIsLoggedIn, useSession } from '@portal/session-store';
import { Alert, Button, TextField, focusFirstError } from '@portal/ui';
import { FIELD_LABELS, REGISTRATION_TEXT } from '#shared/messages';
import { CardholderFields, EMPTY_CARDHOLDER } from '#shared/cardholder-form/cardholder-fields';

import { holderPayload } from '#shared/cardholder-form/holder-payload';
import { useForm } from '#shared/cardholder-form/use-form';
import formStyles from '#shared/cardholder-form/cardholder-form.module.css';
import styles from './registration-page.module.css';

const schema = registrationFormSchema();
const EMPTY = { cardNumber: '', cvv: '', ...EMPTY_CARDHOLDER };

type Phase = 'form' | 'submitting' | 'success' | 'error';

async function reloadCardInfo(): Promise<void> {
  const session = useSession.getState();
  if (!selectIsLoggedIn(session, Date.now() / 1000)) return;
  try {
    session.setCardInfo(await api.cardInfo({ refresh: true }));
  } catch {
    // spec §4: success stands even if the reload fails
  }
}

export function RegistrationPage() {
  const t = REGISTRATION_TEXT;
  const form = useForm(schema, EMPTY);
  const [phase, setPhase] = useState<Phase>('form');
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'submitting') return;
    const parsed = form.submit();
    if (!parsed) {
      focusFirstError(formRef.current);
      return;
    }
    setPhase('submitting');
    try {
      const { needToUpdateInfo } = await api.register({
        cardNum: parsed.cardNumber,
        cvv: parsed.cvv,
        ...holderPayload(parsed),
      });
      if (needToUpdateInfo) await reloadCardInfo();
      setPhase('success');
      // spec §2: success scrolls to the top
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      setPhase('error');
    }
  };

  if (phase === 'success') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t.title}</h1>
        <section className={styles.card} aria-labelledby="registration-success">
          <Alert tone="success">
            <p id="registration-success" className={styles.successText}>
              {t.success}
            </p>
          </Alert>
          <Button
            variant="primary"
            onPress={() => navigate(PORTAL_ROUTES.account)}
            className={[formStyles.submit, styles.home].join(' ')}
          >
            {t.home}
          </Button>
        </section>
      </div>
    );
  }

  const submitting = phase === 'submitting';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <form
        ref={formRef}
        className={[styles.card, formStyles.form].join(' ')}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t.title}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.cardSection}</legend>
          <div className={styles.cardFields}>
            <TextField
              {...form.field('cardNumber')}
              label={FIELD_LABELS.cardNumber}
              mask={MASKS.cardNumber}
              isRequired
              autoComplete="cc-number"
              maxLength={MAX_LENGTHS.cardNumber}
            />
            <TextField
              {...form.field('cvv')}
              label={FIELD_LABELS.cvv}
              type="password"
              inputMode="numeric"
              isRequired
              autoComplete="cc-csc"
              maxLength={MAX_LENGTHS.cvv}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.holderSection}</legend>
          <CardholderFields field={form.field} />
        </fieldset>
        {phase === 'error' ? <Alert tone="error">{t.failed}</Alert> : null}
        <div className={formStyles.actions}>
          <Button
            type="submit"
            variant="primary"
            isBusy={submitting}
            busyLabel={t.submitting}
            className={formStyles.submit}
          >
            {t.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
