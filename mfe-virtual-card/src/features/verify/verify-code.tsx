// "Let's check it's you" in a partner's card frame: the embed token is held by the partner's server
// and page, so before the agreement and the card the member types the 6-digit code the portal sent
// to their contact of record (shown masked). Verify is busy while the portal checks; a wrong,
// expired or refused code is announced in the field (aria-describedby) and the focus goes back to
// it; "Send a new code" asks another one (refused while the card's contact details are held after a
// change: the member reads why and whom to call). The calls are the frame's (frame-session.ts): this
// screen only gets their outcomes. The texts name the programme that sent the code: the partner's
// site around the frame did not. The step is the portal's Panel, its heading the frame's h1.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fill } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { Alert, Button, Panel, TextField, withPhoneLink } from '@portal/ui';
import { VERIFY_TEXT as T } from '#shared/messages';
import styles from './verify-code.module.css';

/** Where the code went, masked by the portal (`a•••@example.com`, `•••• 0142`). */
export interface CodeSentTo {
  email: string | null;
  phone: string | null;
}

export type VerifyOutcome =
  { ok: true } | { ok: false; code: 'code_invalid'; triesLeft: number } | { ok: false; code: string };

export type NewCodeOutcome = { ok: true; sentTo: CodeSentTo } | { ok: false; code: string };

/** What the card's frame gives the card screen for a partner's embed session. */
export interface EmbedVerification {
  sentTo: CodeSentTo;
  verify(code: string): Promise<VerifyOutcome>;
  newCode(): Promise<NewCodeOutcome>;
}

export function sentText({ email, phone }: CodeSentTo, product: string): string {
  const text = email && phone ? T.sentBoth : phone ? T.sentPhone : T.sentEmail;
  return fill(text, { email: email ?? '', phone: phone ?? '', product });
}

function errorText(outcome: Exclude<VerifyOutcome, { ok: true }>): string {
  if (outcome.code === 'code_invalid' && 'triesLeft' in outcome)
    return fill(outcome.triesLeft === 1 ? T.codeWrongOne : T.codeWrongMany, {
      tries: String(outcome.triesLeft),
    });
  if (outcome.code === 'code_expired') return T.codeExpired;
  if (outcome.code === 'locked' || outcome.code === 'link_expired') return T.locked;
  if (outcome.code === 'invalid_request') return T.codeRequired;
  return T.failed;
}

export function VerifyCode({
  verification,
  onVerified,
}: {
  verification: EmbedVerification;
  onVerified: () => void;
}) {
  const program = useProgram();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState(verification.sentTo);
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: ReactNode } | null>(null);

  const fail = (text: string) => {
    setError(text);
    // after the render that wires the message to the field: the reader reads it with the field
    setTimeout(() => field.current?.focus());
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (checking || ended) return;
    setNotice(null);
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      fail(T.codeRequired);
      return;
    }
    setChecking(true);
    const outcome = await verification
      .verify(digits)
      .catch(() => ({ ok: false, code: 'unavailable' }) as const);
    setChecking(false);
    if (outcome.ok) {
      onVerified();
      return;
    }
    if (outcome.code === 'locked' || outcome.code === 'link_expired') setEnded(true);
    fail(errorText(outcome));
  };

  const newCode = async () => {
    if (sending || ended) return;
    setSending(true);
    setNotice(null);
    const outcome = await verification.newCode().catch(() => ({ ok: false, code: 'unavailable' }) as const);
    setSending(false);
    if (outcome.ok) {
      setSentTo(outcome.sentTo);
      setError(null);
      setCode('');
      setNotice({ tone: 'success', text: T.newCodeSent });
      field.current?.focus();
      return;
    }
    if (outcome.code === 'link_expired') setEnded(true);
    setNotice({
      tone: 'error',
      text:
        outcome.code === 'link_expired'
          ? T.locked
          : outcome.code === 'locked'
            ? T.tooMany
            : outcome.code === 'contact_recently_changed'
              ? withPhoneLink(fill(T.contactHold, { product: program.productName }), program.supportPhone)
              : T.failed,
    });
  };

  return (
    <Panel heading={T.heading} headingLevel={1} className={styles.verify}>
      <p className={styles.text}>{sentText(sentTo, program.productName)}</p>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          ref={field}
          className={styles.field}
          label={T.codeLabel}
          description={T.codeHint}
          value={code}
          onChange={(value) => {
            setCode(value.replace(/\D/g, '').slice(0, 6));
            if (error && !ended) setError(null);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isRequired
          isDisabled={ended}
          isInvalid={error !== null}
          errorMessage={error}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isBusy={checking} isDisabled={ended}>
            {T.verify}
          </Button>
          <Button variant="link" isBusy={sending} isDisabled={ended} onPress={() => void newCode()}>
            {T.newCode}
          </Button>
        </div>
      </form>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </Panel>
  );
}
