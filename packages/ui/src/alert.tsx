import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

const ICONS: Record<AlertTone, string> = { error: '!', success: '✓', info: 'i', warning: '!' };

/** A message block: errors are announced at once (role alert), the others politely (role status). */
export function Alert({ tone = 'info', children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
