// The one footer of every dialog's actions: on a wide screen a row at the end, the primary action
// last (at the right, where the eye ends and a dialog's main action is looked for); on a narrow one
// the actions stacked, each as wide as the dialog, in the same order, so the primary one sits at
// the bottom, nearest the thumb. The order on screen is the order in the document, so Tab and a
// screen reader meet the actions as they are seen.
import type { ReactNode } from 'react';
import styles from './dialog-footer.module.css';

export interface DialogFooterProps {
  /** the actions: secondary ones (Cancel, Back) first, the primary action last */
  children: ReactNode;
  className?: string;
}

export function DialogFooter({ children, className }: DialogFooterProps) {
  return <div className={[styles.footer, className].filter(Boolean).join(' ')}>{children}</div>;
}
