// The session's dialogs (spec §4 'Session Timeout'; WCAG 2.2.1 'Stay signed in'), rendered by
// SessionLifecycle, which owns their state: a chunk of their own, fetched when a session starts.
import { Modal, Alert, Button, ConfirmDialog } from '@portal/ui';
import { ERROR_TEXTS, fill } from '@portal/contracts';
import { SESSION_TEXT } from './messages';

export interface SessionDialogsProps {
  timedOut: boolean;
  onTimedOutChange: (open: boolean) => void;
  warning: boolean;
  onWarningChange: (open: boolean) => void;
  /** the countdown of the warning */
  secondsLeft: number;
  refreshing: boolean;
  onStaySignedIn: () => void;
  onLogout: () => void;
  refreshFailed: boolean;
  onRefreshFailedChange: (open: boolean) => void;
}

export function SessionDialogs({
  timedOut,
  onTimedOutChange,
  warning,
  onWarningChange,
  secondsLeft,
  refreshing,
  onStaySignedIn,
  onLogout,
  refreshFailed,
  onRefreshFailedChange,
}: SessionDialogsProps) {
  return (
    <>
      <Modal
        isOpen={timedOut}
        onOpenChange={onTimedOutChange}
        title={ERROR_TEXTS.sessionTimeoutTitle}
        role="alertdialog"
        actions={<Button onPress={() => onTimedOutChange(false)}>{SESSION_TEXT.session.ok}</Button>}
      >
        <p>{ERROR_TEXTS.sessionTimeout}</p>
      </Modal>
      {/* staying is the safe action (logging out loses the page): it takes the focus */}
      <ConfirmDialog
        isOpen={warning}
        onOpenChange={onWarningChange}
        title={SESSION_TEXT.session.expiringTitle}
        cancelLabel={SESSION_TEXT.session.logout}
        onCancel={onLogout}
        confirmLabel={SESSION_TEXT.session.staySignedIn}
        onConfirm={onStaySignedIn}
        isConfirmBusy={refreshing}
        safeAction="confirm"
      >
        {fill(SESSION_TEXT.session.expiringText, { seconds: String(secondsLeft) })}
      </ConfirmDialog>
      <Modal
        isOpen={refreshFailed}
        onOpenChange={onRefreshFailedChange}
        title={SESSION_TEXT.session.expiringTitle}
        actions={<Button onPress={() => onRefreshFailedChange(false)}>{SESSION_TEXT.session.ok}</Button>}
      >
        <Alert tone="error">{SESSION_TEXT.session.refreshFailed}</Alert>
      </Modal>
    </>
  );
}
