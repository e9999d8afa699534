// Where a replacement goes, as the holder confirms it: the mailing address on file (a physical
// card) or the email on file (a virtual one), masked by the server ("12 M••• St"), and the phone
// for a different one: a changed address is how a card is taken over, so it changes only through
// the call centre.
import { useId } from 'react';
import type { ReplacementQuote } from '@portal/contracts';
import { fillNodes, PhoneLink } from './phone-link';
import { REPLACEMENT_TEXTS } from './replacement-text';
import styles from './replacement.module.css';

const T = REPLACEMENT_TEXTS.address;

export interface ReplacementAddressProps {
  quote: Pick<ReplacementQuote, 'virtual' | 'address' | 'email'>;
  /** the programme's support phone */
  phone: string;
  headingLevel?: 2 | 3 | 4;
}

export function ReplacementAddress({ quote, phone, headingLevel = 3 }: ReplacementAddressProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading id={id} className={styles.subheading}>
        {quote.virtual ? T.emailHeading : T.mailHeading}
      </Heading>
      <address className={styles.address} aria-labelledby={id}>
        {quote.virtual ? quote.email : quote.address?.map((line) => <span key={line}>{line}</span>)}
      </address>
      <p>{fillNodes(T.elsewhere, { phone: <PhoneLink phone={phone} /> })}</p>
    </>
  );
}
