// The last net under the shell's main area: a page of the host (home, login, not found) that
// throws while rendering shows the spec's failure wording and a way home there, the nav bar and
// footer stay usable, and the server's client-failure metrics count it as the host's crash.
// Remote pages have their own boundary (federation/remote-area.tsx) and never reach this one.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PORTAL_ROUTES, redactPortalPath } from '@portal/contracts';
import { api } from '@portal/api-client';
import { RELEASE } from '../federation/report';
import { REMOTE_TEXT } from '../federation/messages';
import styles from '../federation/remote-area.module.css';

export type ShellFailureReporter = () => void;

const reportShellCrash: ShellFailureReporter = () => {
  api
    .clientFailure({
      kind: 'crash',
      remote: 'host',
      release: RELEASE,
      route: redactPortalPath(window.location.pathname),
    })
    .catch(() => undefined);
};

interface Props {
  /** the location the page is for: a navigation elsewhere leaves the failure behind */
  resetKey: string;
  onFailure?: ShellFailureReporter;
  children: ReactNode;
}
interface State {
  error: Error | null;
  resetKey: string;
}

export class ShellBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[host page]', error, info.componentStack);
    (this.props.onFailure ?? reportShellCrash)();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className={styles.failed} role="alert" aria-labelledby="shell-failed-title">
        <h1 id="shell-failed-title" className={styles.failedTitle}>
          {REMOTE_TEXT.remote.crashedText}
        </h1>
        <div className={styles.actions}>
          <a className={styles.home} href={PORTAL_ROUTES.home}>
            {REMOTE_TEXT.remote.home}
          </a>
        </div>
      </section>
    );
  }
}
