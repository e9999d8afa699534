// The virtual agreement modal (spec §2 'Virtual agreement modal', §4 Agreement, §5 Agreement):
// the agreement status is checked behind a full-page overlay (a status error counts as not
// accepted); when not accepted, an extra-large modal with a static backdrop, not closable by
// keyboard, shows the agreement and the e-sign consent and an 'Ok' enabled only once the
// checkbox is ticked. Ok signs unless already signed; success closes the modal, failure shows an
// alert. In the agreement flow (an emailed link's stepper) the card was registered at step 1, so
// the modal, embedded in the card information screen of step 2, only signs. The agreement, the
// consent and the PDF are in the page's language (English or Spanish), a Spanish one saying which
// version governs as the programme decides.
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '@portal/api-client';
import { ERROR_TEXTS } from '@portal/contracts';
import { currentLocale } from '@portal/contracts/i18n';
import type { VirtualLinkProps } from '@portal/contracts/props';
import { legalDocument, legalValues, pdfFileName, type LegalLanguage } from '@portal/legal';
import { useProgram } from '@portal/session-store';
import { Alert, Button, fillProgram, Modal, visuallyHidden } from '@portal/ui';
import { AGREEMENT_TEXT as T } from '#shared/messages';
import { useVirtualCardApi } from '#shared/virtual-card-api';
import { LegalText } from './legal-text';
import styles from './agreement-modal.module.css';

export interface AgreementModalProps extends VirtualLinkProps {
  /** the agreement is accepted: found so by the check, or signed with Ok */
  onAccepted?: () => void;
  /** the status check finished (accepted or not): the card screen stops its loader */
  onChecked?: (accepted: boolean) => void;
  /**
   * the link is expired, superseded (410) or unknown (404): the modal closes for good and the card
   * screen shows the expired-link view with resend (no modal that cannot be closed)
   */
  onExpired?: () => void;
}

type Phase = 'checking' | 'required' | 'accepted' | 'expired';

const linkGone = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 410 || error.status === 404);

export function AgreementModal(props: AgreementModalProps) {
  // spec §2: if route parameters are missing nothing is shown
  if (!props.accountId || !props.cardImageId) return null;
  return <AgreementGate key={props.accountId} {...props} />;
}

function AgreementGate({ accountId, email, onAccepted, onChecked, onExpired }: AgreementModalProps) {
  const api = useVirtualCardApi();
  const program = useProgram();
  const [phase, setPhase] = useState<Phase>('checking');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // a signature survives a failed attempt, so a retry does not repeat it
  const signed = useRef(false);
  const checkboxId = useId();
  // the latest callbacks, without re-running the status check when a parent re-renders
  const callbacks = useRef({ onAccepted, onChecked, onExpired });
  callbacks.current = { onAccepted, onChecked, onExpired };

  useEffect(() => {
    let live = true;
    api
      .agreement({ accountId })
      .then(
        ({ acceptanceDate }) => acceptanceDate !== null,
        // spec §4: a status error counts as not accepted; a gone link is the expired-link view
        (error: unknown) => (linkGone(error) ? null : false),
      )
      .then((accepted) => {
        if (!live) return;
        if (accepted === null) {
          setPhase('expired');
          callbacks.current.onChecked?.(false);
          callbacks.current.onExpired?.();
          return;
        }
        signed.current = accepted;
        setPhase(accepted ? 'accepted' : 'required');
        callbacks.current.onChecked?.(accepted);
        if (accepted) callbacks.current.onAccepted?.();
      });
    return () => {
      live = false;
    };
  }, [api, accountId]);

  const accept = async () => {
    setBusy(true);
    setFailed(false);
    try {
      if (!signed.current) {
        await api.agreementSign({ accountId, email: email ?? null });
        signed.current = true;
      }
      setPhase('accepted');
      callbacks.current.onAccepted?.();
    } catch (error) {
      if (linkGone(error)) {
        setPhase('expired');
        callbacks.current.onExpired?.();
      } else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (phase === 'checking') {
    return (
      <div className={styles.overlay} role="progressbar" aria-label={T.checking}>
        <span className={styles.spinner} aria-hidden="true" />
      </div>
    );
  }

  const values = legalValues(program);
  const language: LegalLanguage = currentLocale() === 'es' ? 'es' : 'en';
  const governing = { governingLanguage: program.governingLanguage };
  return (
    <Modal
      isOpen={phase === 'required'}
      title={fillProgram(T.title, program)}
      isDismissable={false}
      isKeyboardDismissDisabled
      size="xl"
      actions={
        <Button variant="primary" isDisabled={!agreed} isBusy={busy} onPress={() => void accept()}>
          {T.ok}
        </Button>
      }
    >
      <p className={styles.intro}>{T.intro}</p>
      <div className={styles.terms} role="region" aria-label={T.region} tabIndex={0}>
        <LegalText document={legalDocument('vv', language, governing)} values={values} />
        <LegalText document={legalDocument('esign', language, governing)} values={values} />
      </div>
      {/* the agreement to keep: the server renders the PDF from the programme's current values */}
      <p className={styles.pdf}>
        <a href={api.legalPdfUrl(pdfFileName('vv', language))} target="_blank" rel="noopener noreferrer">
          {T.pdf}
          <span className={visuallyHidden}> {T.newTab}</span>
        </a>
      </p>
      {failed && <Alert tone="error">{ERROR_TEXTS.agreementSignFailed}</Alert>}
      <div className={styles.confirm}>
        <input
          id={checkboxId}
          type="checkbox"
          className={styles.checkbox}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label htmlFor={checkboxId}>{T.confirm}</label>
      </div>
    </Modal>
  );
}
