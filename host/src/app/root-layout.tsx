// The shell of spec §2: navigation bar, routed area, footer; page title, scroll restoration,
// a dataLayer pageview (the route pattern) after every completed navigation, focus on the new
// page's heading with its title said in the shell's live region (page-arrival.tsx), redirects,
// and the session lifecycle.
import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from '@portal/router';
import { useProgram } from '@portal/session-store';
import { NavBar } from './layout/nav-bar';
import { Footer } from './layout/footer';
import { ScrollRestoration } from './layout/scroll-restoration';
import { PageAnnouncement, usePageArrival } from './layout/page-arrival';
import { SessionLifecycle, takeSessionEndedNotice } from '../features/session/session-lifecycle';
import { SESSION_TEXT } from '../features/session/messages';
import { ShellBoundary } from './shell-boundary';
import { RemoteLoading } from '../federation/remote-area';
import type { RemoteModuleId } from '@portal/contracts';
import { pushPageview } from './analytics';
import styles from './root-layout.module.css';

export interface RouteHandle {
  title: string;
  /** the remote modules the route's page shows: fetched as the page starts (bootstrap.tsx) */
  remoteModules?: readonly RemoteModuleId[];
  /** where a visitor of this route is sent instead (e.g. /ind without a session), else null */
  redirect?: () => string | null;
}

/** What the shell needs of the route a path matches (app/routes.tsx: routeOf). */
export interface MatchedRoute {
  /** the route's pattern, e.g. /ind/card/info/:accountId/:cardImageId: a pageview names it */
  pattern: string;
  /** the deepest matching route's title */
  title: string | null;
  /** where the visitor is sent instead, else null (the routes' `redirect`, outermost first) */
  redirect: () => string | null;
}

/** Title of the page, plus the product-name suffix (spec §2); kept as it is while `redirecting`. */
export function usePageTitle(title: string | null, redirecting = false): void {
  const program = useProgram();
  const text = title ? `${title} | ${program.productName}` : program.productName;
  useEffect(() => {
    if (!redirecting) document.title = text;
  }, [text, redirecting]);
}

const onServer = typeof window === 'undefined';

export interface RootLayoutProps {
  routeOf: (pathname: string) => MatchedRoute;
}

export function RootLayout({ routeOf }: RootLayoutProps) {
  const location = useLocation();
  const program = useProgram();
  const main = useRef<HTMLElement>(null);
  const route = routeOf(location.pathname);
  // The server renders every page as an anonymous visitor sees it (it cannot know the session),
  // with no redirect; the browser hydrates only pages that do not redirect (bootstrap.tsx), so the
  // check agrees with the server's HTML, and redirects every other location as it commits.
  const redirect = onServer ? null : route.redirect();
  usePageTitle(route.title, redirect !== null);
  // navigations are transitions (react-router): a location commits once its page is ready (the
  // remotes' freshness, remote-routes.tsx), so this runs once per completed navigation, and a
  // redirected one counts only with its final path
  useEffect(() => {
    if (redirect === null) pushPageview(route.pattern);
  }, [location.key, route.pattern, redirect]);
  // the page's title is said as it arrives; after a session ended (a timeout, a 403), that first,
  // even when the page stays the same (the home page a timeout sends to)
  const title = route.title ?? program.productName;
  const announcement = usePageArrival(main, {
    key: location.key,
    page: location.pathname + location.search,
    settled: redirect === null,
    announcement: (samePage) => {
      if (takeSessionEndedNotice()) return `${SESSION_TEXT.session.ended} ${title}`;
      return samePage ? null : title;
    },
  });
  return (
    <div className={styles.shell}>
      <ScrollRestoration />
      {/* Each part of the shell is its own Suspense boundary: hydration adopts the server's HTML
          one boundary at a time, each in its own short task, where the whole page was one long
          task on a phone (Total Blocking Time). Nothing in them suspends on the server. */}
      <Suspense>
        <NavBar />
      </Suspense>
      <PageAnnouncement text={announcement} />
      <main id="main" className={styles.main} tabIndex={-1} ref={main}>
        <ShellBoundary resetKey={location.key}>
          <Suspense>
            {redirect === null ? (
              <Outlet />
            ) : (
              <>
                {/* the page it goes to may wait for its remotes: the area says so meanwhile */}
                <Navigate to={redirect} replace />
                <RemoteLoading />
              </>
            )}
          </Suspense>
        </ShellBoundary>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <SessionLifecycle />
    </div>
  );
}
