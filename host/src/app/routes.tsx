// The route table of spec §2. Redirects run in loaders, so a navigation commits (and is
// counted as a pageview) only with its final path.
import { redirect, type RouteObject } from 'react-router-dom';
import { selectIsLoggedIn, useSession } from '@portal/session-store';
import { RootLayout, type RouteHandle } from './root-layout';
import { routePattern } from './analytics';
import { HomePage } from './pages/home-page';
import { LoginPage } from '../features/login/login-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteLoading } from '../features/remote/remote-area';
import {
  AccountRoute,
  AgreementsRoute,
  CardInfoRoute,
  ContactRoute,
  RegistrationRoute,
  VirtualRegistrationRoute,
} from './remote-routes';
import { PAGE_TITLES } from './messages';

const loggedIn = () => selectIsLoggedIn(useSession.getState(), Date.now() / 1000);

/** ind needs a session, otherwise ind/login. */
export function requireSession() {
  return loggedIn() ? null : redirect('/ind/login');
}

/** ind/login with a session goes to ind. */
export function redirectIfLoggedIn() {
  return loggedIn() ? redirect('/ind') : null;
}

const handle = (title: string): RouteHandle => ({ title });

/** A pageview names the route a path matches in this table, not the path (analytics.ts). */
const pageName = (pathname: string): string => routePattern(routes, pathname);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout pageName={pageName} />,
    // shown for the instant the first navigation's loaders take
    hydrateFallbackElement: <RemoteLoading />,
    children: [
      { index: true, element: <HomePage />, handle: handle(PAGE_TITLES.home) },
      { path: 'ind', loader: requireSession, element: <AccountRoute />, handle: handle(PAGE_TITLES.account) },
      {
        path: 'ind/login',
        loader: redirectIfLoggedIn,
        element: <LoginPage />,
        handle: handle(PAGE_TITLES.login),
      },
      {
        path: 'ind/card/info/:accountId/:cardImageId',
        element: <CardInfoRoute />,
        handle: handle(PAGE_TITLES.cardInfo),
      },
      {
        path: 'ind/registration/:accountId/:cardImageId/:email',
        element: <VirtualRegistrationRoute />,
        handle: handle(PAGE_TITLES.virtualRegistration),
      },
      {
        path: 'ind/registration/:accountId/:cardImageId',
        element: <VirtualRegistrationRoute />,
        handle: handle(PAGE_TITLES.virtualRegistration),
      },
      { path: 'ind/registration', element: <RegistrationRoute />, handle: handle(PAGE_TITLES.registration) },
      { path: 'cardholder-agreement', element: <AgreementsRoute />, handle: handle(PAGE_TITLES.agreements) },
      {
        path: 'cardholder-agreement/ny',
        element: <AgreementsRoute document="ny" />,
        handle: handle(PAGE_TITLES.agreementNy),
      },
      {
        path: 'cardholder-agreement/outside-ny',
        element: <AgreementsRoute document="outside-ny" />,
        handle: handle(PAGE_TITLES.agreementOutsideNy),
      },
      {
        path: 'cardholder-agreement/outside-ny-2-year',
        element: <AgreementsRoute document="outside-ny-2-year" />,
        handle: handle(PAGE_TITLES.agreementOutsideNy2),
      },
      {
        path: 'cardholder-agreement/vv',
        element: <AgreementsRoute document="vv" />,
        handle: handle(PAGE_TITLES.agreementVv),
      },
      { path: 'contact-us', element: <ContactRoute />, handle: handle(PAGE_TITLES.contact) },
      { path: '*', element: <NotFoundPage />, handle: handle(PAGE_TITLES.notFound) },
    ],
  },
];
