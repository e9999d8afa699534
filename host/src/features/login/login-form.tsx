// The login form (spec §2 Login, §4 Login, §5 Login form, §8): card number and CVV, captcha
// 'ind_login' (obtained by api.login), then a session and /ind, or a message saying what to do:
// a refused card number + CVV says which refusal it is (holder-refusal in the contracts) where the
// spec's §8 has one "contact customer service"; focus moves to the message.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/router';
import {
  Alert,
  Button,
  CallButton,
  LazyModal as Modal,
  PhoneLink,
  TextField,
  fillNodes,
  preloadModal,
  useHydrated,
} from '@portal/ui';
import { api, ApiRequestError, CaptchaError, prepareCaptcha } from '@portal/api-client';
import { keepPageLanguage } from './card-language';
import { useProgram, useSession } from '@portal/session-store';
import {
  ERROR_TEXTS,
  MESSAGES,
  formErrors,
  holderRefusalOf,
  holderRefusalText,
  type HolderRefusal,
  LoginFormSchema,
  normaliseCardNumber,
  PORTAL_ROUTES,
} from '@portal/contracts';
import { LOGIN_TEXT } from './messages';
import { ExpiredOffer } from './expired-offer';
import { REPLACEMENT_TEXT } from './replacement-messages';
import { takeEarlyAction } from './early-actions';
import styles from './login-form.module.css';

type Outcome =
  | { kind: 'sanctions' }
  | { kind: 'refused'; refusal: HolderRefusal }
  | { kind: 'failed' }
  | { kind: 'frozen' }
  | { kind: 'captcha' }
  | { kind: 'closed' }
  | { kind: 'expired'; cardNumber: string; cardCvv: string }
  | null;

/** The "is Required" messages, read in the page's language when an error is shown. */
const isRequiredMessage = (error: string): boolean =>
  error === MESSAGES.cardNumberRequired || error === MESSAGES.cvvRequired;

/** spec §5: errors show after submit, or once a non-required error exists. */
function visibleError(error: string | undefined, submitted: boolean): string | null {
  if (!error) return null;
  if (submitted || !isRequiredMessage(error)) return error;
  return null;
}

export interface LoginFormProps {
  /** the form's visible title, also its accessible name */
  title: string;
  headingLevel?: 2 | 3;
  /** the cardholder starts on the form (first focus): the host fetches what /ind needs meanwhile */
  onStart?: () => void;
  /** a valid form is sent: the host reads what /ind needs (its /config.json) while the login runs */
  onSubmitting?: () => void;
}

export function LoginForm({ title, headingLevel = 2, onStart, onSubmitting }: LoginFormProps) {
  const program = useProgram();
  const navigate = useNavigate();
  const titleId = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [cardCvv, setCardCvv] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [cvvHelpOpen, setCvvHelpOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  // The server's form paints and takes typing before its code runs (it is fetched when the
  // cardholder reaches for the form, deferred-login-form.tsx). Until then it cannot be sent natively
  // (a GET would put the card number and CVV in the URL): its Log in is a plain button, not shown
  // disabled, and a press on it is done once the code runs (early-actions.ts). Hydration keeps
  // what was typed in the inputs but not in the state: the state takes it once, here, in the
  // hydration's own commit (a layout effect). A passive effect came too late: the re-render that
  // follows hydration (useHydrated turning true) wrote the empty state back into the inputs first,
  // and a cardholder typing as the page started lost what they had typed (the bench's journeys,
  // typed at 80 ms a key, lost it in 5 runs of 6).
  const hydrated = useHydrated();
  // the cardholder starts on the form (its focus): what comes next is fetched meanwhile
  const start = useCallback(() => {
    preloadModal(); // the CVV help
    // the login's proof of work is solved while the cardholder types, not after Log in;
    // one token at a time, used once: a second try after a refusal gets the next
    prepareCaptcha('ind_login');
    onStart?.();
  }, [onStart]);
  useLayoutEffect(() => {
    const typed = (name: string) => {
      const input = formRef.current?.elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.value : '';
    };
    const number = typed('cardNumber');
    const cvv = typed('cardCvv');
    if (number) setCardNumber(number);
    if (cvv) setCardCvv(cvv.replace(/\D/g, '').slice(0, 3));
    // a cardholder already in the form (its focus event came before this code): as a focus does
    if (number || cvv || formRef.current?.contains(document.activeElement)) start();
  }, [start]);
  // what the cardholder pressed on the server's form before this code ran, done here, once, with
  // what was typed in the state (taken above, in an earlier or the same commit)
  useEffect(() => {
    if (!hydrated) return;
    const action = takeEarlyAction(formRef.current);
    if (action === 'cvvHelp') setCvvHelpOpen(true);
    else if (action === 'submit') formRef.current?.requestSubmit();
  }, [hydrated]);

  // the answer is read at once (role alert) and the next Tab goes on from it: to its call button,
  // or to the card number to try again (the expired card's offer moves focus itself)
  useEffect(() => {
    if (outcome && outcome.kind !== 'expired') messageRef.current?.focus();
  }, [outcome]);

  const errors = formErrors(LoginFormSchema, { cardNumber, cardCvv });
  const cardError = visibleError(errors.cardNumber, submitted);
  const cvvError = visibleError(errors.cardCvv, submitted);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(errors).length > 0) return; // spec §4: invalid form, nothing happens
    setBusy(true);
    setOutcome(null);
    onSubmitting?.();
    try {
      const { card, auth } = await api.login({ cardNumber: normaliseCardNumber(cardNumber), cardCvv });
      if (!auth || card.freezeInfo.frozen) {
        // spec §4: a frozen card gets no session
        setOutcome({ kind: 'frozen' });
        return;
      }
      const session = useSession.getState();
      session.setAuth(auth);
      session.setCardInfo(card); // carries gift2GoBin, recorded at login
      session.setCardBalance(null);
      // the card's mail and SMS follow the language the holder reads the portal in
      keepPageLanguage(card);
      navigate(PORTAL_ROUTES.account);
    } catch (error) {
      // a security check the browser could not fetch or solve (no request reached the
      // card) is worth another try; calling customer service would help nobody
      if (error instanceof CaptchaError) return setOutcome({ kind: 'captcha' });
      // a card reported lost or stolen, or expired with money on it (ExpiredOffer): a way on
      if (error instanceof ApiRequestError && error.code === 'card_closed')
        return setOutcome({ kind: 'closed' });
      if (error instanceof ApiRequestError && error.code === 'card_expired')
        return setOutcome({ kind: 'expired', cardNumber: normaliseCardNumber(cardNumber), cardCvv });
      const sanctions = error instanceof ApiRequestError && error.status === 403;
      const refusal = error instanceof ApiRequestError ? holderRefusalOf(error.body) : null;
      if (refusal) return setOutcome({ kind: 'refused', refusal });
      setOutcome({ kind: sanctions ? 'sanctions' : 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={start}
      noValidate
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <div ref={messageRef} tabIndex={-1} className={styles.message}>
        {outcome?.kind === 'sanctions' ? (
          <Alert tone="error">
            {/* spec §8: 'form' links to /contact-us, 'call' to the support phone */}
            In order to continue using your card we need additional information. Please contact us via our{' '}
            <Link to={PORTAL_ROUTES.contact}>{LOGIN_TEXT.login.sanctionsForm}</Link> or{' '}
            <a href={`tel:${program.supportPhone.replace(/[^\d+]/g, '')}`}>
              {LOGIN_TEXT.login.sanctionsCall}
            </a>{' '}
            us.
          </Alert>
        ) : null}
        {outcome?.kind === 'refused' ? <Refusal refusal={outcome.refusal} /> : null}
        {outcome?.kind === 'failed' ? <Alert tone="error">{ERROR_TEXTS.loginFailed}</Alert> : null}
        {outcome?.kind === 'closed' ? (
          <Alert tone="error">
            {fillNodes(REPLACEMENT_TEXT.closed, { phone: <PhoneLink phone={program.supportPhone} /> })}
          </Alert>
        ) : null}
        {outcome?.kind === 'captcha' ? <Alert tone="error">{LOGIN_TEXT.login.captchaFailed}</Alert> : null}
        {outcome?.kind === 'frozen' ? (
          <Alert tone="error">
            {fillNodes(ERROR_TEXTS.loginFrozen, { phone: <PhoneLink phone={program.supportPhone} /> })}
          </Alert>
        ) : null}
      </div>
      {outcome?.kind === 'expired' ? (
        <ExpiredOffer cardNumber={outcome.cardNumber} cardCvv={outcome.cardCvv} />
      ) : null}
      <TextField
        label={LOGIN_TEXT.login.cardNumber}
        name="cardNumber"
        autoComplete="cc-number"
        mask="0000 0000 0000 0000"
        maxLength={19}
        isRequired
        value={cardNumber}
        onChange={setCardNumber}
        isInvalid={cardError !== null}
        errorMessage={cardError}
      />
      <div className={styles.cvvRow}>
        <TextField
          label={LOGIN_TEXT.login.cvv}
          name="cardCvv"
          type="password"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={3}
          isRequired
          value={cardCvv}
          onChange={(value) => setCardCvv(value.replace(/\D/g, '').slice(0, 3))}
          isInvalid={cvvError !== null}
          errorMessage={cvvError}
          className={styles.cvv}
        />
        <Button
          variant="link"
          data-early-action="cvvHelp"
          onPress={() => setCvvHelpOpen(true)}
          className={styles.cvvHelp}
        >
          {LOGIN_TEXT.login.cvvHelp}
        </Button>
      </div>
      <Button
        type={hydrated ? 'submit' : 'button'}
        data-early-action="submit"
        variant="primary"
        isBusy={busy}
        busyLabel={LOGIN_TEXT.login.busy}
        className={styles.submit}
      >
        {LOGIN_TEXT.login.submit}
      </Button>
      <Modal
        isOpen={cvvHelpOpen}
        onOpenChange={setCvvHelpOpen}
        isDismissable
        title={LOGIN_TEXT.login.cvvHelpTitle}
        actions={<Button onPress={() => setCvvHelpOpen(false)}>{LOGIN_TEXT.login.ok}</Button>}
      >
        <div className={styles.cvvHelpBody}>
          <svg viewBox="0 0 240 150" className={styles.cvvCard} aria-hidden="true" focusable="false">
            <rect x="1" y="1" width="238" height="148" rx="12" fill="#eef1f6" stroke="#8a94a3" />
            <rect x="1" y="22" width="238" height="28" fill="#2b2f36" />
            <rect x="20" y="70" width="140" height="26" rx="3" fill="#fff" stroke="#8a94a3" />
            <rect x="168" y="66" width="52" height="34" rx="6" fill="none" stroke="#b42318" strokeWidth="3" />
            <text x="194" y="89" textAnchor="middle" fontFamily="monospace" fontSize="16" fill="#1f2328">
              123
            </text>
          </svg>
          <p>{LOGIN_TEXT.login.cvvHelpText}</p>
        </div>
      </Modal>
    </form>
  );
}

/** A refused card number + CVV: what happened and what to do, with a call button when calling is next. */
function Refusal({ refusal }: { refusal: HolderRefusal }) {
  const program = useProgram();
  const { text, call } = holderRefusalText(refusal, 'login', program.timeZone);
  return (
    <Alert tone="error">
      <p className={styles.refusalText}>{text}</p>
      {call ? <CallButton phone={program.supportPhone} hours={program.supportHours} /> : null}
    </Alert>
  );
}
