// The one confirmation of the portal: a question (an alertdialog named by its title and described
// by its text, so a screen reader reads both as it opens) and two actions in the DialogFooter.
// The safe action, the one that loses nothing ("Keep editing", "Stay signed in"), is the primary
// button, last (at the right, or at the bottom nearest the thumb on a phone), and takes the focus,
// so Enter pressed by habit keeps what the cardholder has; the other action comes first, secondary.
// A Modal (its frame, focus and backdrop) with the text as its description.
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import own from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Escape asks to close it (false): the caller decides what that means, usually the cancel */
  onOpenChange: (isOpen: boolean) => void;
  /** the question: the dialog's heading and accessible name */
  title: ReactNode;
  /** what the question means for the cardholder: the dialog's description */
  children: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  /** the confirm action is under way: it reads the portal's busy label */
  isConfirmBusy?: boolean;
  /**
   * the action that loses nothing: 'cancel' (default) when confirming discards or ends something
   * ("Discard"), 'confirm' when cancelling does ("Log out" against "Stay signed in")
   */
  safeAction?: 'cancel' | 'confirm';
  /** Escape does nothing (while an action is under way) */
  isKeyboardDismissDisabled?: boolean;
}

export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  isConfirmBusy = false,
  safeAction = 'cancel',
  isKeyboardDismissDisabled = false,
}: ConfirmDialogProps) {
  const textId = useId();
  const cancel = { label: cancelLabel, onPress: onCancel, isBusy: false };
  const confirm = { label: confirmLabel, onPress: onConfirm, isBusy: isConfirmBusy };
  const [other, safe] = safeAction === 'cancel' ? [confirm, cancel] : [cancel, confirm];
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      describedBy={textId}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      actions={
        <>
          <Button variant="secondary" onPress={other.onPress} isBusy={other.isBusy}>
            {other.label}
          </Button>
          <Button variant="primary" onPress={safe.onPress} isBusy={safe.isBusy} autoFocus>
            {safe.label}
          </Button>
        </>
      }
    >
      <div id={textId}>
        {typeof children === 'string' ? <p className={own.text}>{children}</p> : children}
      </div>
    </Modal>
  );
}
