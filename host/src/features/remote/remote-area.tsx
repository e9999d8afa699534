// One lazily loaded remote component inside its own error boundary (ARCHITECTURE.md §3):
// a remote that is down, missing or throws leaves the nav, footer and other areas working,
// and its area shows a clear message with a retry that loads it again.
import {
  Component,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadRemoteComponent, resetRemote, type RemoteModuleId, type RemoteModules } from './federation';
import { REMOTE_TEXT } from './messages';
import styles from './remote-area.module.css';

/** Loads one exposed component; its props are checked where RemoteArea is used (RemoteModules). */
type Loader = (id: RemoteModuleId) => Promise<{ default: ComponentType<never> }>;

// One lazy component per (loader, module, attempt): re-renders and remounts never refetch,
// a retry does.
const lazyCaches = new WeakMap<Loader, Map<string, unknown>>();
function lazyRemote<K extends RemoteModuleId>(
  id: K,
  attempt: number,
  load: Loader,
): ComponentType<RemoteModules[K]> {
  const key = `${id}#${attempt}`;
  let cache = lazyCaches.get(load);
  if (!cache) {
    cache = new Map();
    lazyCaches.set(load, cache);
  }
  const cached = cache.get(key) as ComponentType<RemoteModules[K]> | undefined;
  if (cached) return cached;
  const entries = cache;
  const component = lazy(async () => {
    try {
      const mod = await load(id);
      // the module's props are those RemoteModules names for its id
      return { default: mod.default as unknown as ComponentType<RemoteModules[K]> };
    } catch (error) {
      entries.delete(key); // coming back to the page later tries again
      throw error;
    }
  });
  cache.set(key, component);
  return component;
}

interface BoundaryProps {
  id: string;
  onRetry: () => void;
  children: ReactNode;
}
interface BoundaryState {
  error: Error | null;
}

export class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[remote ${this.props.id}]`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className={styles.failed} role="alert" aria-labelledby={`remote-failed-${this.props.id}`}>
        <h2 id={`remote-failed-${this.props.id}`} className={styles.failedTitle}>
          {REMOTE_TEXT.remote.failedTitle}
        </h2>
        <p>{REMOTE_TEXT.remote.failedText}</p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          {REMOTE_TEXT.remote.retry}
        </button>
      </section>
    );
  }
}

export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {REMOTE_TEXT.remote.loading}
    </div>
  );
}

interface RemoteAreaProps<K extends RemoteModuleId> {
  id: K;
  props: RemoteModules[K];
  /** injectable for tests */
  load?: Loader;
  onReset?: (id: RemoteModuleId) => void;
}

export function RemoteArea<K extends RemoteModuleId>({
  id,
  props,
  load = loadRemoteComponent,
  onReset = resetRemote,
}: RemoteAreaProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(id, attempt, load);
  const retry = () => {
    onReset(id);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} id={id.replace('/', '-')} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
