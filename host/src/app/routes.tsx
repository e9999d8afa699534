// The route table of spec §2, its paths and patterns from the portal's one route list
// (PORTAL_ROUTES, packages/contracts/src/routes.ts). Redirects run in loaders, so a navigation
// commits (and is counted as a pageview) only with its final path.
import { matchRoutes, redirect, type HydrationState, type RouteObject } from '@portal/router';
import { PORTAL_ROUTES, type RemoteModuleId } from '@portal/contracts';
import type { AgreementDocument } from '@portal/contracts/props';
import { selectIsLoggedIn, useSession } from '@portal/session-store';
import { RootLayout, type RouteHandle } from './root-layout';
import { routePattern } from './analytics';
import { HomePage } from './pages/home-page';
import { LoginPage } from '../features/login/login-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteLoading } from '../features/remote/remote-area';
import {
  ACCOUNT_MODULES,
  AccountRoute,
  AgreementsRoute,
  CardInfoRoute,
  ContactRoute,
  prefetchAfterLogin,
  refreshRuntimeRemotes,
  RegistrationRoute,
  VirtualRegistrationRoute,
  withFreshRemotes,
} from './remote-routes';
import { PAGE_TITLES } from './messages';

const loggedIn = () => selectIsLoggedIn(useSession.getState(), Date.now() / 1000);

/** ind needs a session, otherwise ind/login. */
export function requireSession() {
  return loggedIn() ? null : redirect(PORTAL_ROUTES.login);
}

/** ind/login with a session goes to ind. */
export function redirectIfLoggedIn() {
  return loggedIn() ? redirect(PORTAL_ROUTES.account) : null;
}

const handle = (title: string, remoteModules?: readonly RemoteModuleId[]): RouteHandle =>
  remoteModules ? { title, remoteModules } : { title };

/** Every route showing a remote reads the remotes' releases again before it commits (remote-routes). */
const freshRemotes = withFreshRemotes();

const AGREEMENT_TITLES: Record<AgreementDocument, string> = {
  ny: PAGE_TITLES.agreementNy,
  'outside-ny': PAGE_TITLES.agreementOutsideNy,
  'outside-ny-2-year': PAGE_TITLES.agreementOutsideNy2,
  vv: PAGE_TITLES.agreementVv,
};

/** A pageview names the route a path matches in this table, not the path (analytics.ts). */
const pageName = (pathname: string): string => routePattern(routes, pathname);

export const routes: RouteObject[] = [
  {
    path: PORTAL_ROUTES.home,
    element: <RootLayout pageName={pageName} />,
    // shown for the instant the first navigation's loaders take
    hydrateFallbackElement: <RemoteLoading />,
    children: [
      { index: true, element: <HomePage />, handle: handle(PAGE_TITLES.home) },
      {
        id: 'account',
        path: PORTAL_ROUTES.account,
        loader: withFreshRemotes(requireSession, ACCOUNT_MODULES),
        element: <AccountRoute />,
        handle: handle(PAGE_TITLES.account, ACCOUNT_MODULES),
      },
      {
        id: 'login',
        path: PORTAL_ROUTES.login,
        loader: redirectIfLoggedIn,
        element: <LoginPage onStart={prefetchAfterLogin} onSubmitting={refreshRuntimeRemotes} />,
        handle: handle(PAGE_TITLES.login),
      },
      {
        path: PORTAL_ROUTES.cardInfo.pattern,
        loader: freshRemotes,
        element: <CardInfoRoute />,
        handle: handle(PAGE_TITLES.cardInfo, ['virtualCard/CardInfo']),
      },
      {
        path: PORTAL_ROUTES.virtualRegistration.patternWithEmail,
        loader: freshRemotes,
        element: <VirtualRegistrationRoute />,
        handle: handle(PAGE_TITLES.virtualRegistration, ['registration/VirtualRegistration']),
      },
      {
        path: PORTAL_ROUTES.virtualRegistration.pattern,
        loader: freshRemotes,
        element: <VirtualRegistrationRoute />,
        handle: handle(PAGE_TITLES.virtualRegistration, ['registration/VirtualRegistration']),
      },
      {
        path: PORTAL_ROUTES.registration,
        loader: freshRemotes,
        element: <RegistrationRoute />,
        handle: handle(PAGE_TITLES.registration, ['registration/RegistrationPage']),
      },
      {
        path: PORTAL_ROUTES.agreements,
        loader: freshRemotes,
        element: <AgreementsRoute />,
        handle: handle(PAGE_TITLES.agreements, ['support/Agreements']),
      },
      ...PORTAL_ROUTES.agreement.documents.map((document) => ({
        path: PORTAL_ROUTES.agreement.build(document),
        loader: freshRemotes,
        element: <AgreementsRoute document={document} />,
        handle: handle(AGREEMENT_TITLES[document], ['support/Agreements']),
      })),
      {
        path: PORTAL_ROUTES.contact,
        loader: freshRemotes,
        element: <ContactRoute />,
        handle: handle(PAGE_TITLES.contact, ['support/ContactPage']),
      },
      { path: '*', element: <NotFoundPage />, handle: handle(PAGE_TITLES.notFound) },
    ],
  },
];

/** The remote modules a path's page shows (its routes' handles), e.g. ['support/ContactPage']. */
export function remoteModulesOf(pathname: string): RemoteModuleId[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.remoteModules ?? [],
  );
}

/**
 * The routes as the server renders them (server-render.tsx): without loaders, which read the
 * browser's session. The server cannot know it, so it renders every page as an anonymous visitor
 * sees it; `hydrationStateFor` decides in the browser whether that HTML can be adopted.
 */
export function withoutLoaders(table: RouteObject[]): RouteObject[] {
  return table.map(
    ({ loader: _loader, children, ...route }) =>
      (children ? { ...route, children: withoutLoaders(children) } : route) as RouteObject,
  );
}

/** Each route's id as the data router gives it (its own, else its index path: "0-2"). */
function routeIds(table: RouteObject[], parent: string[] = [], ids = new Map<RouteObject, string>()) {
  table.forEach((route, index) => {
    const path = [...parent, String(index)];
    ids.set(route, route.id ?? path.join('-'));
    if (route.children) routeIds(route.children, path, ids);
  });
  return ids;
}

/**
 * Whether the server's HTML for `pathname` is what this browser would render, and the loaders'
 * answers to hydrate with. The server renders as an anonymous visitor: a session (a different home
 * page and nav) or a route whose loader redirects cannot adopt it and renders afresh (null). The
 * other loaders answer nothing (null): the remotes' freshness check has nothing to do on the page
 * that was just loaded with a fresh /config.json.
 */
export function hydrationStateFor(pathname: string): HydrationState | null {
  if (loggedIn()) return null;
  const ids = routeIds(routes);
  const loaderData: Record<string, null> = {};
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (route.id === 'account') return null; // requireSession redirects an anonymous visitor
    if (route.loader) loaderData[ids.get(route)!] = null;
  }
  return { loaderData };
}
