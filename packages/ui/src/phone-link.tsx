// The programme's phone numbers wherever one is shown: a tel: link a phone can call with one tap,
// kept on one line (a narrow screen would otherwise break '1-800-…' after its first hyphen).
import { Fragment, type ReactNode } from 'react';
import styles from './phone-link.module.css';

/** `tel:` href of a displayed phone number ('1-800-555-0100' → 'tel:+18005550100'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits.length === 11 ? `+${digits}` : digits}`;
}

export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a className={[styles.phone, className].filter(Boolean).join(' ')} href={telHref(phone)}>
      {phone}
    </a>
  );
}

/**
 * Fill `{name}` placeholders of a product text with React nodes (e.g. `{phone}` as a PhoneLink),
 * so a text stays one sentence in its messages module while a part of it is interactive.
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{key !== undefined && key in values ? values[key] : part}</Fragment>;
  });
}

/** A product text with `{phone}` as the programme's phone link. */
export function withPhoneLink(text: string, phone: string): ReactNode {
  return fillNodes(text, { phone: <PhoneLink phone={phone} /> });
}
