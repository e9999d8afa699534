// One lazily loaded remote component inside its own error boundary
// (docs/architecture.md#how-remotes-are-found-loaded-and-released):
// a remote that is down, missing or throws leaves the nav, footer and other areas working,
// and its area shows a clear message with a retry that loads it again.
import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { PORTAL_ROUTES, remoteOfModule } from '@portal/contracts';
import { useHydrated } from '@portal/ui';
import {
  loadRemoteComponent,
  remoteEntry,
  resetRemote,
  type RemoteModuleId,
  type RemoteModules,
} from './federation';
import { REMOTE_TEXT } from './messages';
import { StaticRemote, WhenMounted, useStaticHtml } from './static-remote';
import { PART_INTENT, onFirstIntent } from '../shared/first-intent';
import { RemoteLoadError, reportRemoteFailure, type FailureReporter } from './report';
import styles from './remote-area.module.css';

/** Loads one exposed component; its props are checked where RemoteArea is used (RemoteModules). */
type Loader = (
  id: RemoteModuleId,
) => { default: ComponentType<never> } | Promise<{ default: ComponentType<never> }>;

// One lazy component per (loader, module, release, attempt): re-renders and remounts never
// refetch; a retry does, and so does an area mounted after its remote switched release.
const lazyCaches = new WeakMap<Loader, Map<string, unknown>>();
function lazyRemote<K extends RemoteModuleId>(
  id: K,
  release: string,
  attempt: number,
  load: Loader,
): ComponentType<RemoteModules[K]> {
  const key = `${id}#${release}#${attempt}`;
  let cache = lazyCaches.get(load);
  if (!cache) {
    cache = new Map();
    lazyCaches.set(load, cache);
  }
  const cached = cache.get(key) as ComponentType<RemoteModules[K]> | undefined;
  if (cached) return cached;
  const entries = cache;
  const component = lazy(() => {
    const loading = load(id);
    // already loaded (its route loaded it before committing): a thenable that resolves as React subscribes,
    // so the area renders at once instead of suspending
    if (!(loading instanceof Promise)) {
      const ready = { default: loading.default as unknown as ComponentType<RemoteModules[K]> };
      return { then: (resolve: (m: typeof ready) => void) => resolve(ready) } as unknown as Promise<
        typeof ready
      >;
    }
    return loading.then(
      (mod) => ({ default: mod.default as unknown as ComponentType<RemoteModules[K]> }),
      (error: unknown) => {
        entries.delete(key); // coming back to the page later tries again
        throw error;
      },
    );
  });
  cache.set(key, component);
  return component;
}

interface BoundaryProps {
  id: RemoteModuleId;
  onRetry: () => void;
  /** told once per failure: a remote that could not load, or one that crashed while rendering */
  onFailure?: FailureReporter;
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
    this.props.onFailure?.(this.props.id, error instanceof RemoteLoadError ? 'remote-load' : 'crash');
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const titleId = `remote-failed-${this.props.id.replace('/', '-')}`;
    return (
      // data-remote-failed: the shell lands here after a navigation to a page whose remote failed
      <section className={styles.failed} role="alert" aria-labelledby={titleId} data-remote-failed="">
        <h2 id={titleId} className={styles.failedTitle}>
          {REMOTE_TEXT.remote.failedTitle}
        </h2>
        <p>
          {this.state.error instanceof RemoteLoadError
            ? REMOTE_TEXT.remote.failedText
            : REMOTE_TEXT.remote.crashedText}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.retry} onClick={this.props.onRetry}>
            {REMOTE_TEXT.remote.retry}
          </button>
          {/* a full load: whatever state broke this area is left behind */}
          <a className={styles.home} href={PORTAL_ROUTES.home}>
            {REMOTE_TEXT.remote.home}
          </a>
        </div>
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
  onFailure?: FailureReporter;
  /** the release (manifest URL) of a remote now; injectable for tests */
  releaseOf?: (id: RemoteModuleId) => string | undefined;
  /**
   * The area is a route's page: it holds a screen's height from the first paint, so nothing
   * below it (the footer) is in view while the remote loads and then pushed down (no layout shift).
   */
  page?: boolean;
  /**
   * A page area whose static render the server composed (a public page): how long that HTML
   * serves before the remote's code is fetched. 'intent': until the visitor first acts on the area
   * (a tap, a key, the focus in it: shared/first-intent.ts), as the login form waits, so a page most
   * visitors only read costs no remote code; 'always': for as long as the page shows (a page that is
   * only read, whose links work without code). Unset: the code is fetched as the page starts. A page
   * reached in the browser, with no static render, fetches it at once in every case.
   */
  staticUntil?: 'intent' | 'always';
}

export function RemoteArea<K extends RemoteModuleId>({
  id,
  props,
  load = loadRemoteComponent,
  onReset = resetRemote,
  onFailure = reportRemoteFailure,
  releaseOf = (moduleId) => remoteEntry(remoteOfModule(moduleId)),
  page = false,
  staticUntil,
}: RemoteAreaProps<K>) {
  const [attempt, setAttempt] = useState(0);
  // a remote can only load in the browser: the server renders the area's placeholder, and
  // hydration must adopt that same placeholder (a lazy component there would throw the server's
  // HTML away), then the remote loads
  const canLoad = useHydrated();
  // a page area of a public page: the remote's static render, composed by the server, shows until
  // the remote's page has mounted (static-remote.tsx); a failure to load takes it away too
  const html = useStaticHtml(id, props, canLoad, page);
  const [staticHtml, setStaticHtml] = useState(html);
  const staticRoot = useRef<HTMLDivElement>(null);
  const liveRoot = useRef<HTMLDivElement>(null);
  const dropStatic = useCallback(() => setStaticHtml(null), []);
  const failed: FailureReporter = (moduleId, kind) => {
    dropStatic();
    onFailure(moduleId, kind);
  };
  // the release is the one current when the area mounted: a switch reaches the next navigation
  // to it, never an area on screen (a half-filled form stays as it is)
  const [release] = useState(() => releaseOf(id) ?? '');
  const retry = () => {
    onReset(id);
    setAttempt((n) => n + 1);
  };
  // a static render waiting for the visitor (staticUntil), decided once: the server's HTML it adopts
  const [waiting, setWaiting] = useState(() => html !== null && staticUntil !== undefined);
  useEffect(() => {
    const element = liveRoot.current;
    if (!waiting || staticUntil !== 'intent' || !element) return;
    return onFirstIntent(element, () => setWaiting(false), { events: PART_INTENT, within: true });
  }, [waiting, staticUntil]);
  const Remote = canLoad && !waiting ? lazyRemote(id, release, attempt, load) : null;
  // the server's render (the first render: `html`), which hydration adopts; then its state
  const shown = canLoad ? staticHtml : html;
  const loading = shown === null ? <RemoteLoading /> : null;
  const area = Remote ? (
    <RemoteBoundary key={attempt} id={id} onRetry={retry} onFailure={failed}>
      <Suspense fallback={loading}>
        <Remote {...props} />
        {shown !== null ? (
          <WhenMounted staticRoot={staticRoot} liveRoot={liveRoot} onMounted={dropStatic} />
        ) : null}
      </Suspense>
    </RemoteBoundary>
  ) : (
    loading
  );
  if (!page) return area;
  return (
    <div className={styles.page} ref={liveRoot}>
      {shown !== null ? <StaticRemote id={id} html={shown} ref={staticRoot} /> : null}
      {area}
    </div>
  );
}
