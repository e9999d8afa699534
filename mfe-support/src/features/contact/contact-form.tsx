// spec §2/§4/§5/§8 Contact form: name, email, card number (optional, masked), nature of
// inquiry, message (optional). Errors only after submit; captcha 'ind_contact_form' (obtained
// by api.contact); Send disabled while sending. On success the form resets and gives way to a
// confirmation with the server's reference that stays until the cardholder leaves or starts a new
// message, where the spec shows one for 5 seconds: a message on a timer cannot be read, nor its
// reference noted, at one's own pace (WCAG 2.2.1; docs/product.md, Contact Us).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Alert, Button, TextField, focusFirstError, useHydrated } from '@portal/ui';
import { api } from '@portal/api-client';
import {
  ERROR_TEXTS,
  INQUIRY_TYPES,
  MAX_LENGTHS,
  contactFields,
  formErrors,
  normaliseCardNumber,
  type InquiryType,
} from '@portal/contracts';
import { CONTACT_TEXT } from './messages';
import { ContactSent } from './contact-sent';
import styles from './contact.module.css';

const ContactFormSchema = v.object(contactFields);

interface Values {
  name: string;
  email: string;
  cardNumber: string;
  inquiryType: '' | InquiryType;
  message: string;
}
const EMPTY: Values = { name: '', email: '', cardNumber: '', inquiryType: '', message: '' };

export function ContactForm() {
  const t = CONTACT_TEXT;
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  /** the request sent: its reference, and the address the reply goes to */
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const ids = { inquiry: useId(), inquiryError: useId(), message: useId(), title: useId() };
  const nameField = useRef<HTMLInputElement>(null);
  const focusName = useRef(false);
  // the server's static render of this page (server-render.tsx) paints before this code runs: its
  // Send stays disabled, so Enter or a tap cannot send the form natively (a GET with the card number
  // in the URL); what is typed there is carried into this form when it mounts (the host's RemoteArea)
  const live = useHydrated();

  // "Send another message": the empty form's first field takes focus, ready for typing
  useEffect(() => {
    if (sent !== null || !focusName.current) return;
    focusName.current = false;
    nameField.current?.focus();
  }, [sent]);

  const set = (key: keyof Values) => (value: string) => setValues((s) => ({ ...s, [key]: value }));
  const errors = formErrors(ContactFormSchema, {
    ...values,
    // spec §5: name and email are trimmed
    name: values.name.trim(),
    email: values.email.trim(),
    cardNumber: values.cardNumber === '' ? null : values.cardNumber,
  });
  const shown = (key: keyof Values) => (submitted ? (errors[key] ?? null) : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      focusFirstError(event.currentTarget);
      return;
    }
    if (sending) return;
    setSending(true);
    setFailed(false);
    try {
      const email = values.email.trim();
      const { reference } = await api.contact({
        name: values.name.trim(),
        email,
        cardNumber: values.cardNumber ? normaliseCardNumber(values.cardNumber) : null,
        inquiryType: values.inquiryType as InquiryType,
        message: values.message,
      });
      setValues(EMPTY);
      setSubmitted(false);
      setSent({ reference, email });
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  if (sent !== null) {
    const sendAnother = () => {
      focusName.current = true;
      setSent(null);
    };
    return <ContactSent reference={sent.reference} email={sent.email} onSendAnother={sendAnother} />;
  }

  const inquiryError = shown('inquiryType');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={ids.title}>
      <h2 id={ids.title} className={styles.formTitle}>
        {t.formTitle}
      </h2>
      <TextField
        ref={nameField}
        label={t.name}
        name="name"
        autoComplete="name"
        isRequired
        // the spec gives no length for the name: the schema's (contracts MAX_LENGTHS) is the one value
        maxLength={MAX_LENGTHS.contactName}
        value={values.name}
        onChange={set('name')}
        isInvalid={shown('name') !== null}
        errorMessage={shown('name')}
      />
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        maxLength={254}
        value={values.email}
        onChange={set('email')}
        isInvalid={shown('email') !== null}
        errorMessage={shown('email')}
      />
      <TextField
        label={`${t.cardNumber} ${t.optional}`}
        name="cardNumber"
        mask="0000 0000 0000 0000"
        maxLength={19}
        autoComplete="off"
        value={values.cardNumber}
        onChange={set('cardNumber')}
        isInvalid={shown('cardNumber') !== null}
        errorMessage={shown('cardNumber')}
      />
      <div className={styles.field}>
        <label htmlFor={ids.inquiry} className={styles.label}>
          {t.inquiry}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <select
          id={ids.inquiry}
          name="inquiryType"
          className={styles.select}
          required
          aria-invalid={inquiryError !== null || undefined}
          aria-describedby={inquiryError ? ids.inquiryError : undefined}
          value={values.inquiryType}
          onChange={(e) => set('inquiryType')(e.target.value)}
        >
          <option value="">{t.inquiryPlaceholder}</option>
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.inquiryTypes[type]}
            </option>
          ))}
        </select>
        {inquiryError ? (
          <span id={ids.inquiryError} className={styles.error}>
            {inquiryError}
          </span>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.message} className={styles.label}>
          {t.message} {t.optional}
        </label>
        <textarea
          id={ids.message}
          name="message"
          className={styles.textarea}
          rows={5}
          maxLength={2000}
          value={values.message}
          onChange={(e) => set('message')(e.target.value)}
        />
      </div>
      {failed ? <Alert tone="error">{ERROR_TEXTS.contactFailed}</Alert> : null}
      <Button type="submit" isDisabled={sending || !live} isBusy={sending} className={styles.send}>
        {t.send}
      </Button>
    </form>
  );
}
