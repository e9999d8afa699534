// Wherever calling is the next step: a tel: link one tap dials, shaped like a button (44 px tall),
// the number on one line, the hours it is answered below it. The number is the programme's
// (from its config), passed in by the caller.
import { useId, type ReactNode } from 'react';
import { UI_TEXTS } from './i18n';
import { telHref } from './phone-link';
import styles from './call-button.module.css';

export interface CallButtonProps {
  /** the number as displayed, e.g. program.supportPhone */
  phone: string;
  /** the words before the number; 'Call' (UI_TEXTS.callButton.call) unless told */
  label?: string;
  /** when the line is answered, e.g. program.supportHours; read with the link (aria-describedby) */
  hours?: ReactNode;
  variant?: 'primary' | 'secondary';
  className?: string;
}

export function CallButton({
  phone,
  label = UI_TEXTS.callButton.call,
  hours,
  variant = 'primary',
  className,
}: CallButtonProps) {
  const hoursId = useId();
  return (
    <span className={[styles.call, className].filter(Boolean).join(' ')}>
      <a
        className={`${styles.button} ${styles[variant]}`}
        href={telHref(phone)}
        aria-describedby={hours !== undefined ? hoursId : undefined}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
          />
        </svg>
        {label !== '' && <span className={styles.label}>{label}</span>}
        <span className={styles.number}>{phone}</span>
      </a>
      {hours !== undefined && (
        <span id={hoursId} className={styles.hours}>
          {hours}
        </span>
      )}
    </span>
  );
}
