// A card number as the portal shows it everywhere: its last four digits behind dots
// ('•••• 4532'), read as 'ending 4532' (the dots are not read out). Nothing but the last four
// digits of the value given is ever rendered.
import { UI_TEXTS } from './i18n';
import { visuallyHidden } from './visually-hidden';
import styles from './masked-number.module.css';

/** The last four digits of a card number, masked or not ('4111 **** **** 1234' → '1234'). */
export function lastFour(value: string): string {
  return value.replace(/\D/g, '').slice(-4);
}

export interface MaskedNumberProps {
  /** a card number, masked or not; only its last four digits are shown */
  value: string;
  /** the card's brand before the dots, e.g. 'Visa' */
  brand?: string;
  /** the word a screen reader says instead of the dots */
  endingLabel?: string;
  className?: string;
}

export function MaskedNumber({
  value,
  brand,
  endingLabel = UI_TEXTS.maskedNumber.ending,
  className,
}: MaskedNumberProps) {
  const last = lastFour(value);
  return (
    <span className={className}>
      {brand !== undefined && `${brand} `}
      <span className={styles.digits}>
        <span aria-hidden="true">••••</span>
        <span className={visuallyHidden}>{endingLabel}</span>
        {last !== '' && ` ${last}`}
      </span>
    </span>
  );
}
