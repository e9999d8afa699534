// Fill `{name}` placeholders of a product text with React nodes (e.g. {phone} as a tel: link),
// so a text stays one sentence in the messages module while a part of it is interactive.
import { Fragment, type ReactNode } from 'react';
import styles from './panel.module.css';

export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/(\{\w+\})/);
  return parts.map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = key !== undefined && key in values ? values[key] : part;
    return <Fragment key={i}>{value}</Fragment>;
  });
}

/** `tel:` href of a displayed phone number ('1-800-555-0100' → 'tel:+18005550100'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits.length === 11 ? `+${digits}` : digits}`;
}

/** The programme's phone number as a link. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className={styles.phone} href={telHref(phone)}>
      {phone}
    </a>
  );
}
