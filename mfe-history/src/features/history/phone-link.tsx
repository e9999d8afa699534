// The programme's phone number as a tel: link, placed into a product text at `{phone}`.
import { Fragment, type ReactNode } from 'react';

/** `tel:` href of a displayed phone number ('1-800-555-0100' → 'tel:+18005550100'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits.length === 11 ? `+${digits}` : digits}`;
}

/** A product text with `{phone}` as a link, so the sentence stays whole in the messages module. */
export function withPhoneLink(text: string, phone: string): ReactNode {
  return text
    .split(/(\{phone\})/)
    .map((part, i) => (
      <Fragment key={i}>{part === '{phone}' ? <a href={telHref(phone)}>{phone}</a> : part}</Fragment>
    ));
}
