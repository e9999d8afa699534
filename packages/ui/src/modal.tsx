import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useTheme } from './theme-provider';
import { DialogFooter } from './dialog-footer';
import styles from './modal.module.css';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** the dialog's heading and accessible name */
  title: ReactNode;
  /** close on a click outside (default false: a static backdrop) */
  isDismissable?: boolean;
  /** Escape does not close it (spec §2 Virtual agreement modal) */
  isKeyboardDismissDisabled?: boolean;
  size?: 'md' | 'xl';
  /** the footer buttons (DialogFooter): secondary ones first, the primary action last */
  actions?: ReactNode;
  /** 'alertdialog' for confirmations */
  role?: 'dialog' | 'alertdialog';
  /** the id of the element that describes the dialog (a confirmation's text) */
  describedBy?: string;
  children?: ReactNode;
}

/** A modal dialog on react-aria: focus trapped and restored, background inert, title as its name. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  size = 'md',
  actions,
  role = 'dialog',
  describedBy,
  children,
}: ModalProps) {
  // rendered in a portal outside the themed wrapper: carry the tokens along
  const theme = useTheme();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
      style={theme.style}
    >
      <AriaModal className={[styles.modal, styles[size]].join(' ')}>
        <Dialog role={role} aria-describedby={describedBy} className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.title}>
            {title}
          </Heading>
          <div className={styles.body}>{children}</div>
          {actions ? <DialogFooter className={styles.actions}>{actions}</DialogFooter> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
