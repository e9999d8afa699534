// The route table of spec §2, its paths and patterns from the portal's one route list
// (PORTAL_ROUTES, packages/contracts/src/routes.ts), rendered by react-router's declarative
// routes (AppRoutes) in the browser (bootstrap.tsx) and on the server (server-render.tsx). A route's
// handle gives its title, the remote modules its page shows and where it redirects (checked by
// the shell as a location commits: a navigation counts as a pageview only with its final path);
// a remote's page waits for the remotes' freshness before it commits (FreshRemotes).
// Besides the host's own pages, the pages the remotes served declare (/config.json `pages`: a
// remote's src/pages.json, carried by its release) become routes of the same table, before the
// not-found route: a team adds a page with a release of its remote, and a release switched off or
// rolled back takes its pages with it (the not-found page answers them).
import { useMemo, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from '@portal/router';
import { declaredTitle, PORTAL_ROUTES, type RemoteModuleId, type RuntimePage } from '@portal/contracts';
import { currentLocale } from '@portal/contracts/i18n';
import type { AgreementDocument } from '@portal/contracts/props';
import { pagesNow, selectIsLoggedIn, usePages, useSession } from '@portal/session-store';
import { RootLayout, type MatchedRoute, type RouteHandle } from './root-layout';
import { routePattern } from './analytics';
import { HomePage } from './pages/home-page';
import { LoginPage } from '../features/login/login-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import {
  ACCOUNT_MODULES,
  AccountRoute,
  AgreementsRoute,
  CardInfoRoute,
  ContactRoute,
  DeclaredPageRoute,
  declaredModule,
  FreshRemotes,
  prefetchAfterLogin,
  refreshRuntimeRemotes,
  RegistrationRoute,
  VirtualRegistrationRoute,
} from './remote-routes';
import { PAGE_TITLES } from './messages';

const loggedIn = () => selectIsLoggedIn(useSession.getState(), Date.now() / 1000);

/** ind needs a session, otherwise ind/login. */
export function requireSession(): string | null {
  return loggedIn() ? null : PORTAL_ROUTES.login;
}

/** ind/login with a session goes to ind. */
export function redirectIfLoggedIn(): string | null {
  return loggedIn() ? PORTAL_ROUTES.account : null;
}

/** `title`: a page's title, or the key of one of the host's (read in the page's language when asked). */
const handle = (
  title: keyof typeof PAGE_TITLES | { text: () => string },
  remoteModules?: readonly RemoteModuleId[],
  redirect?: () => string | null,
): RouteHandle => ({
  get title() {
    return typeof title === 'string' ? PAGE_TITLES[title] : title.text();
  },
  ...(remoteModules && { remoteModules }),
  ...(redirect && { redirect }),
});

/** A remote's page: shown once the remotes' releases are fresh and `modules` loaded (FreshRemotes). */
const fresh = (page: ReactNode, modules: readonly RemoteModuleId[] = []) => (
  <FreshRemotes modules={modules}>{page}</FreshRemotes>
);

const AGREEMENT_TITLES: Record<AgreementDocument, keyof typeof PAGE_TITLES> = {
  ny: 'agreementNy',
  'outside-ny': 'agreementOutsideNy',
  'outside-ny-2-year': 'agreementOutsideNy2',
  vv: 'agreementVv',
};

/** The routes of the pages the remotes declare. */
function declaredRoutes(pages: readonly RuntimePage[]): RouteObject[] {
  return pages.map((page) => {
    const modules = [declaredModule(page)];
    return {
      path: page.path,
      element: fresh(<DeclaredPageRoute page={page} />, modules),
      handle: handle(
        { text: () => declaredTitle(page, currentLocale()) },
        modules,
        page.session === 'required' ? requireSession : undefined,
      ),
    };
  });
}

/** The route table with the pages `pages` declares. */
export function routesFor(pages: readonly RuntimePage[]): RouteObject[] {
  return [
    {
      path: PORTAL_ROUTES.home,
      element: <RootLayout routeOf={routeOf} />,
      children: [...HOST_PAGES, ...declaredRoutes(pages), NOT_FOUND],
    },
  ];
}

const NOT_FOUND: RouteObject = { path: '*', element: <NotFoundPage />, handle: handle('notFound') };

/** The host's own pages (spec §2). */
const HOST_PAGES: RouteObject[] = [
  { index: true, element: <HomePage />, handle: handle('home') },
  {
    path: PORTAL_ROUTES.account,
    element: fresh(<AccountRoute />, ACCOUNT_MODULES),
    handle: handle('account', ACCOUNT_MODULES, requireSession),
  },
  {
    path: PORTAL_ROUTES.login,
    element: <LoginPage onStart={prefetchAfterLogin} onSubmitting={refreshRuntimeRemotes} />,
    handle: handle('login', undefined, redirectIfLoggedIn),
  },
  {
    path: PORTAL_ROUTES.cardInfo.pattern,
    element: fresh(<CardInfoRoute />),
    handle: handle('cardInfo', ['virtualCard/CardInfo']),
  },
  {
    path: PORTAL_ROUTES.virtualRegistration.patternWithEmail,
    element: fresh(<VirtualRegistrationRoute />),
    handle: handle('virtualRegistration', ['registration/VirtualRegistration']),
  },
  {
    path: PORTAL_ROUTES.virtualRegistration.pattern,
    element: fresh(<VirtualRegistrationRoute />),
    handle: handle('virtualRegistration', ['registration/VirtualRegistration']),
  },
  {
    path: PORTAL_ROUTES.registration,
    element: fresh(<RegistrationRoute />),
    handle: handle('registration', ['registration/RegistrationPage']),
  },
  {
    path: PORTAL_ROUTES.agreements,
    element: fresh(<AgreementsRoute />),
    handle: handle('agreements', ['support/Agreements']),
  },
  ...PORTAL_ROUTES.agreement.documents.map((document) => ({
    path: PORTAL_ROUTES.agreement.build(document),
    element: fresh(<AgreementsRoute document={document} />),
    handle: handle(AGREEMENT_TITLES[document], ['support/Agreements']),
  })),
  {
    path: PORTAL_ROUTES.contact,
    element: fresh(<ContactRoute />),
    handle: handle('contact', ['support/ContactPage']),
  },
];

/** The route table with the pages declared now (the runtime config's). */
let cached: { pages: readonly RuntimePage[]; routes: RouteObject[] } | null = null;
function routesNow(): RouteObject[] {
  const pages = pagesNow();
  if (cached?.pages !== pages) cached = { pages, routes: routesFor(pages) };
  return cached.routes;
}

/** The route a path matches: its pattern, title, redirect and the remote modules its page shows. */
export function routeOf(
  pathname: string,
): MatchedRoute & { notFound: boolean; remoteModules: RemoteModuleId[] } {
  const routes = routesNow();
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = matches.flatMap(({ route }) => (route.handle ? [route.handle as RouteHandle] : []));
  return {
    pattern: routePattern(routes, pathname),
    title: handles.at(-1)?.title ?? null,
    redirect: () => {
      for (const { redirect } of handles) {
        const to = redirect?.() ?? null;
        if (to !== null) return to;
      }
      return null;
    },
    notFound: matches.some(({ route }) => route.path === '*'),
    remoteModules: handles.flatMap((handle) => handle.remoteModules ?? []),
  };
}

/** The remote modules a path's page shows, e.g. ['support/ContactPage']: fetched as it starts. */
export const remoteModulesOf = (pathname: string): RemoteModuleId[] => routeOf(pathname).remoteModules;

/** The portal's pages, in a router (BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  const pages = usePages();
  return useRoutes(useMemo(() => (pages === pagesNow() ? routesNow() : routesFor(pages)), [pages]));
}

/**
 * Whether the server's HTML for `pathname` is what this browser renders: the server renders as an
 * anonymous visitor with no redirect, so a session (a different home page and nav) or a route
 * that redirects renders afresh instead.
 */
export function canHydrate(pathname: string): boolean {
  return !loggedIn() && routeOf(pathname).redirect() === null;
}
