// spec §2 Card registration (/ind/registration), §4 Registration, §5, §8: the physical card form.
// Submitting obtains the captcha 'ind_card_registration' (api.register does), then success or
// the error block. On success the page scrolls to the top and shows the success view with a
// Home button (spec §2 also names the virtual-card agreement component there, which shows nothing
// without an emailed link's route parameters: see RegistrationPageProps); if the server says
// needToUpdateInfo and a session exists, card info is reloaded into the session store, and
// success stands even if that reload fails. A refused card number + CVV says which refusal it is
// (holder-refusal in the contracts, as on the login form), an already registered card says to log
// in (the server says so only once the CVV proved the holder); focus moves to the message.
// The page is drawn with the portal's own pieces (PageHeader, Panel, DialogFooter, the busy
// Button), so it looks and reads like the card page; after success the focus moves to the success
// heading, which says what happened.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/router';
import { api, ApiRequestError } from '@portal/api-client';
import {
  ERROR_TEXTS,
  MAX_LENGTHS,
  MASKS,
  PORTAL_ROUTES,
  holderRefusalOf,
  holderRefusalText,
  registrationFormSchema,
  type HolderRefusal,
} from '@portal/contracts';
import { selectIsLoggedIn, useProgram, useSession } from '@portal/session-store';
import {
  Alert,
  Button,
  CallButton,
  DialogFooter,
  PageHeader,
  Panel,
  TextField,
  fillNodes,
  focusFirstError,
} from '@portal/ui';
import { FIELD_LABELS, REGISTRATION_TEXT } from '#shared/messages';
import { CardholderFields, EMPTY_CARDHOLDER } from '#shared/cardholder-form/cardholder-fields';

import { holderPayload } from '#shared/cardholder-form/holder-payload';
import { useForm } from '#shared/cardholder-form/use-form';
import formStyles from '#shared/cardholder-form/cardholder-form.module.css';
import styles from './registration-page.module.css';

const schema = registrationFormSchema();
const EMPTY = { cardNumber: '', cvv: '', ...EMPTY_CARDHOLDER };

type Phase = 'form' | 'submitting' | 'success' | 'error';
/** why the registration failed: a holder refusal, a card already registered, or anything else */
type Failure = { kind: 'refused'; refusal: HolderRefusal } | { kind: 'registered' } | { kind: 'other' };

function failureOf(error: unknown): Failure {
  const body = error instanceof ApiRequestError ? error.body : null;
  const refusal = holderRefusalOf(body);
  if (refusal) return { kind: 'refused', refusal };
  return body?.code === 'already_registered' ? { kind: 'registered' } : { kind: 'other' };
}

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
  const [failure, setFailure] = useState<Failure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const cardHeading = useId();
  const holderHeading = useId();
  const navigate = useNavigate();
  // the failure is read at once (role alert) and the next Tab goes on from it (its call or login)
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  // the form (and the pressed button) is gone: the focus goes to what replaced it, read out, and
  // the next Tab reaches Home; the page scrolls itself to the top (spec §2), the focus does not
  useEffect(() => {
    if (phase === 'success') successRef.current?.focus({ preventScroll: true });
  }, [phase]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'submitting') return;
    const parsed = form.submit();
    if (!parsed) {
      focusFirstError(formRef.current);
      return;
    }
    setPhase('submitting');
    setFailure(null);
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
    } catch (error) {
      setFailure(failureOf(error));
      setPhase('error');
    }
  };

  if (phase === 'success') {
    return (
      <div className={styles.page}>
        <PageHeader title={t.title} className={styles.header} />
        <Panel
          heading={t.success}
          headingRef={successRef}
          actions={
            <Button variant="primary" onPress={() => navigate(PORTAL_ROUTES.account)}>
              {t.home}
            </Button>
          }
        />
      </div>
    );
  }

  const submitting = phase === 'submitting';
  return (
    <div className={styles.page}>
      <PageHeader title={t.title} lead={t.intro} className={styles.header} />
      <form
        ref={formRef}
        className={[formStyles.form, styles.form].join(' ')}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t.title}
      >
        {/* each panel's heading names its group of fields, as a legend would */}
        <Panel heading={t.cardSection} headingId={cardHeading}>
          <fieldset className={formStyles.fieldset} aria-labelledby={cardHeading}>
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
        </Panel>
        <Panel heading={t.holderSection} headingId={holderHeading}>
          <fieldset className={formStyles.fieldset} aria-labelledby={holderHeading}>
            <CardholderFields field={form.field} />
          </fieldset>
        </Panel>
        {phase === 'error' && failure ? (
          <div ref={failureRef} tabIndex={-1} className={styles.failure}>
            <FailureMessage failure={failure} />
          </div>
        ) : null}
        <DialogFooter>
          <Button type="submit" variant="primary" isBusy={submitting}>
            {t.submit}
          </Button>
        </DialogFooter>
      </form>
    </div>
  );
}

function FailureMessage({ failure }: { failure: Failure }) {
  const program = useProgram();
  if (failure.kind === 'registered') {
    const login = <Link to={PORTAL_ROUTES.login}>{ERROR_TEXTS.alreadyRegisteredLogin}</Link>;
    return <Alert tone="error">{fillNodes(ERROR_TEXTS.alreadyRegistered, { login })}</Alert>;
  }
  if (failure.kind === 'other') return <Alert tone="error">{ERROR_TEXTS.registrationFailed}</Alert>;
  const { text, call } = holderRefusalText(failure.refusal, 'registration', program.timeZone);
  return (
    <Alert tone="error">
      <p className={styles.failureText}>{text}</p>
      {call ? <CallButton phone={program.supportPhone} hours={program.supportHours} /> : null}
    </Alert>
  );
}
