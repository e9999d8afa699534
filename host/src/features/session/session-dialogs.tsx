// The session's dialogs (spec §4 'Session Timeout'; WCAG 2.2.1 'Stay signed in'), rendered by
// SessionLifecycle, which owns their state: a chunk of their own, fetched when a session starts.
import { Modal, Alert, Button } from '@portal/ui';
import { ERROR_TEXTS } from '@portal/contracts';
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
      <Modal
        isOpen={warning}
        onOpenChange={onWarningChange}
        title={SESSION_TEXT.session.expiringTitle}
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onPress={onLogout}>
              {SESSION_TEXT.session.logout}
            </Button>
            <Button isBusy={refreshing} onPress={onStaySignedIn}>
              {SESSION_TEXT.session.staySignedIn}
            </Button>
          </>
        }
      >
        <p>{SESSION_TEXT.session.expiringText(secondsLeft)}</p>
      </Modal>
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
