// Session lifecycle (spec §4, §7; docs/architecture.md#the-session):
// - a 403 from any call but login: the api-client has cleared the session; go home, no modal;
// - window focus with an expired token: clear everything, go home, close all modals, show
//   'Session Timeout';
// - beyond the spec, WCAG 2.2.1 (timing adjustable): two minutes before expiry a dialog
//   offers 'Stay signed in' (the server's refresh call);
// - a session that ended (timeout or 403) is said by the shell as it lands on the home page
//   (takeSessionEndedNotice), which it focuses once the timeout dialog closes.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/router';
import { api } from '@portal/api-client';
import {
  closeAllModals,
  onCloseModals,
  onSessionEnded,
  selectIsLoggedIn,
  useSession,
} from '@portal/session-store';
import { PORTAL_ROUTES } from '@portal/contracts';

const loadDialogs = () => import('./session-dialogs');
const SessionDialogs = lazy(async () => ({ default: (await loadDialogs()).SessionDialogs }));

/** Seconds before expiry at which the 'Stay signed in' dialog opens. */
export const WARN_BEFORE_SECONDS = 120;

const nowSeconds = () => Date.now() / 1000;

/** Set as a session ends on its own (a timeout, a 403): the next page the shell lands on says so. */
let sessionEnded = false;

/** Whether the session has just ended: told once, to the page the shell lands on next. */
export function takeSessionEndedNotice(): boolean {
  const ended = sessionEnded;
  sessionEnded = false;
  return ended;
}

export function SessionLifecycle() {
  const navigate = useNavigate();
  const authToken = useSession((s) => s.authToken);
  const authExp = useSession((s) => s.authExp);
  const [timedOut, setTimedOut] = useState(false);
  const [warning, setWarning] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);

  // the host's own dialogs close on the global event too
  useEffect(
    () =>
      onCloseModals(() => {
        setWarning(false);
        setRefreshFailed(false);
      }),
    [],
  );

  const timeOut = useCallback(() => {
    const session = useSession.getState();
    session.setCardInfo(null);
    session.logout();
    closeAllModals();
    sessionEnded = true;
    void navigate(PORTAL_ROUTES.home);
    setTimedOut(true);
  }, [navigate]);

  // spec §4: on window focus, an expired token ends the session with the timeout modal
  useEffect(() => {
    const onFocus = () => {
      const state = useSession.getState();
      if (state.authToken !== null && !selectIsLoggedIn(state, nowSeconds())) timeOut();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [timeOut]);

  // spec §7: a 403 on any call but login ends the session: home, no modal
  useEffect(
    () =>
      onSessionEnded(() => {
        closeAllModals();
        sessionEnded = true;
        void navigate(PORTAL_ROUTES.home);
      }),
    [navigate],
  );

  // WCAG 2.2.1: warn before expiry, and end the session when it passes
  useEffect(() => {
    setWarning(false);
    if (authToken === null || authExp === null) return;
    // the warning and timeout dialogs must not wait on the network when due
    void loadDialogs().catch(() => undefined); // a failure is tried again when a dialog opens
    const warnIn = (authExp - WARN_BEFORE_SECONDS - nowSeconds()) * 1000;
    const expireIn = (authExp - nowSeconds()) * 1000;
    if (expireIn <= 0) return; // already expired: the focus check handles it
    const warnTimer = setTimeout(() => setWarning(true), Math.max(0, warnIn));
    const expireTimer = setTimeout(() => {
      if (document.hasFocus()) timeOut();
    }, expireIn);
    return () => {
      clearTimeout(warnTimer);
      clearTimeout(expireTimer);
    };
  }, [authToken, authExp, timeOut]);

  // a visible countdown in the warning dialog
  useEffect(() => {
    if (!warning || authExp === null) return;
    const tick = () => setSecondsLeft(Math.max(0, Math.round(authExp - nowSeconds())));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [warning, authExp]);

  const staySignedIn = async () => {
    setRefreshing(true);
    try {
      const auth = await api.refresh();
      useSession.getState().setAuth(auth);
      setWarning(false);
    } catch {
      setWarning(false);
      setRefreshFailed(true);
    } finally {
      setRefreshing(false);
    }
  };

  const logout = async () => {
    setWarning(false);
    try {
      await api.logout();
    } catch {
      // the session ends locally whatever the server says
    }
    useSession.getState().logout();
    void navigate(PORTAL_ROUTES.home);
  };

  // the dialogs' code (react-aria's dialog and buttons) arrives when a session starts, not with
  // a first visit; it renders from the first time a dialog opens
  const open = timedOut || warning || refreshFailed;
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense>
      <SessionDialogs
        timedOut={timedOut}
        onTimedOutChange={setTimedOut}
        warning={warning}
        onWarningChange={setWarning}
        secondsLeft={secondsLeft}
        refreshing={refreshing}
        onStaySignedIn={() => void staySignedIn()}
        onLogout={() => void logout()}
        refreshFailed={refreshFailed}
        onRefreshFailedChange={setRefreshFailed}
      />
    </Suspense>
  );
}
