// The shell of spec §2: navigation bar, routed area, footer; page title, scroll restoration,
// a dataLayer pageview (the route pattern) after every completed navigation, and the session
// lifecycle.
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from '@portal/router';
import { useProgram } from '@portal/session-store';
import { NavBar } from '../features/shell/nav-bar';
import { Footer } from '../features/shell/footer';
import { SessionLifecycle } from '../features/session/session-lifecycle';
import type { RemoteModuleId } from '@portal/contracts';
import { pushPageview } from './analytics';
import styles from './root-layout.module.css';

export interface RouteHandle {
  title: string;
  /** the remote modules the route's page shows: fetched as the page starts (bootstrap.tsx) */
  remoteModules?: readonly RemoteModuleId[];
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** Title of the deepest route with one, plus the product-name suffix (spec §2). */
export function usePageTitle(): void {
  const matches = useMatches();
  const program = useProgram();
  const title = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const text = isRouteHandle(title) ? `${title.title} | ${program.productName}` : program.productName;
  useEffect(() => {
    document.title = text;
  }, [text]);
}

export interface RootLayoutProps {
  /** the page a pageview names for a path: its route pattern, never the concrete path (analytics.ts) */
  pageName: (pathname: string) => string;
}

export function RootLayout({ pageName }: RootLayoutProps) {
  const location = useLocation();
  usePageTitle();
  // the data router commits a location only once its loaders (and redirects) are done, so
  // this runs once per completed navigation, with the final path
  useEffect(() => {
    pushPageview(pageName(location.pathname));
  }, [location.key, location.pathname, pageName]);
  return (
    <div className={styles.shell}>
      {/* Each part of the shell is its own Suspense boundary: hydration adopts the server's HTML
          one boundary at a time, each in its own short task, where the whole page was one long
          task on a phone (issue 8: Total Blocking Time). Nothing in them suspends on the server. */}
      <Suspense>
        <NavBar />
      </Suspense>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <SessionLifecycle />
      <ScrollRestoration />
    </div>
  );
}
