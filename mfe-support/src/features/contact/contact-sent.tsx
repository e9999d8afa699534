// What a sent message leaves on the page: the spec's success text as the heading, the reference
// the server gave, whom and when support replies, and "Send another message". It stays until the
// cardholder leaves the page or starts a new message (WCAG 2.2.1: nothing to read against a clock).
import { useEffect, useId, useRef } from 'react';
import { Button } from '@portal/ui';
import { CONTACT_REPLY_BUSINESS_DAYS, ERROR_TEXTS, fill } from '@portal/contracts';
import { CONTACT_TEXT } from './messages';
import styles from './contact.module.css';

export interface ContactSentProps {
  reference: string;
  /** where the reply goes: the address the cardholder gave */
  email: string;
  onSendAnother: () => void;
}

export function ContactSent({ reference, email, onSendAnother }: ContactSentProps) {
  const T = CONTACT_TEXT.sent;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // the form that had focus is gone: the confirmation's heading takes it, and a screen reader reads it
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.formTitle}>
        {ERROR_TEXTS.contactSucceeded}
      </h2>
      <p className={styles.sentLine}>
        {T.reference} <strong className={styles.reference}>{reference}</strong>
      </p>
      <p className={styles.sentLine}>{fill(T.reply, { email, days: String(CONTACT_REPLY_BUSINESS_DAYS) })}</p>
      <p className={styles.sentLine}>{T.quote}</p>
      <Button variant="secondary" onPress={onSendAnother} className={styles.send}>
        {T.another}
      </Button>
    </section>
  );
}
