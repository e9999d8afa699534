// Route screens that are remote modules, composed by the host
// (docs/architecture.md#units-and-what-they-own): ids decoded from base64 before they reach a
// remote, slots filled with other remotes' modules.
import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation, useParams } from '@portal/router';
import type { AgreementDocument } from '@portal/contracts/props';
import { PORTAL_ROUTES, type RuntimePage } from '@portal/contracts';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteArea } from '../federation/remote-area';
import { loadRuntimeConfig, updatePages } from '@portal/session-store';
import {
  loadRouteModules,
  prefetchRemoteModules,
  refreshRemotes,
  runtimeConfigUrl,
  type RemoteModuleId,
} from '../federation/federation';

/**
 * /config.json read again, unless a read is under way or less than a second old: the remotes'
 * releases, and the pages they declare (a page switched on or off shows in the routes and links).
 */
export const refreshRuntimeRemotes = () =>
  refreshRemotes(async () => {
    const config = await loadRuntimeConfig(runtimeConfigUrl());
    updatePages(config.pages ?? []);
    return config.remotes;
  });

/** The key of the page's first location (react-router keeps it in history.state across reloads). */
const firstLocationKey =
  typeof window === 'undefined'
    ? 'default'
    : ((window.history.state as { key?: string } | null)?.key ?? 'default');

/** Renders nothing: a navigation's gate once it is open. */
type Gate = ComponentType;
const Open: Gate = () => null;

/**
 * Each navigation's gate, by location key and modules: a lazy component, which suspends the page
 * until it opens (React.lazy, where `use` of a promise would do the same, because lazy also works
 * in the unit tests' act() scopes). The last few kept.
 */
const gates = new Map<string, Gate>();

function gateFor(key: string, modules: readonly RemoteModuleId[]): Gate {
  const id = `${key} ${modules.join(' ')}`;
  let gate = gates.get(id);
  if (!gate) {
    gate = lazy(async () => {
      await refreshRuntimeRemotes();
      await loadRouteModules(modules);
      return { default: Open };
    });
    gates.set(id, gate);
    if (gates.size > 20) gates.delete(gates.keys().next().value!);
  }
  return gate;
}

/**
 * A remote's route: before its page commits, /config.json is read again (at most once a second),
 * so a release switched while the portal runs shows on this navigation; then the route's
 * `modules` are loaded, so the page and the areas nested in it show together. Navigations are
 * transitions, so the page the cardholder is on stays until then (neither step ever fails: on an
 * error the releases known serve, and an area shows its own loading and error states).
 * The page's first location waits on nothing (nor does the server's render of it): /config.json was
 * just read, and the server's HTML is already showing.
 */
export function FreshRemotes({
  modules = [],
  children,
}: {
  modules?: readonly RemoteModuleId[];
  children: ReactNode;
}) {
  const { key } = useLocation();
  const Gate = key === firstLocationKey ? null : gateFor(key, modules);
  // before the page, so it renders once the gate is open (its areas find their modules loaded),
  // and beside it, not around it: the page's own elements keep their identity (and a remote's
  // state) when the same page is navigated to again
  return (
    <>
      {Gate ? <Gate /> : null}
      {children}
    </>
  );
}

/** What /ind shows: the account page and the history panel in its slot. */
export const ACCOUNT_MODULES = ['account/AccountPage', 'history/HistoryPanel'] as const;

/**
 * A cardholder who starts on a login form is about to see /ind: fetch the account page and the
 * history panel (manifest, entry, synchronous chunks) while they type, not after the answer.
 */
export const prefetchAfterLogin = () => prefetchRemoteModules(ACCOUNT_MODULES);

/** /ind: the account page with the history panel in its slot, each in its own boundary. */
export function AccountRoute() {
  return (
    <RemoteArea
      page
      id="account/AccountPage"
      props={{ renderHistory: () => <RemoteArea id="history/HistoryPanel" props={{}} /> }}
    />
  );
}

/** /ind/registration: the physical card form. */
export function RegistrationRoute() {
  return <RemoteArea page id="registration/RegistrationPage" props={{}} />;
}

/** ind/registration/{accountId}/{cardImageId}[/{email}]: the stepper; step 2 is the card info screen. */
export function VirtualRegistrationRoute() {
  // the decoded ids of the emailed link; null when a parameter is not valid base64
  const link = PORTAL_ROUTES.virtualRegistration.fromParams(useParams(), useLocation().search);
  // the card screen of the step after the form is fetched while the cardholder types: Next then
  // shows the card, not a screen-wide loading message under a page scrolled to the form's end
  useEffect(() => {
    prefetchRemoteModules(['virtualCard/CardInfo']);
  }, []);
  if (!link) return <NotFoundPage />;
  return (
    <RemoteArea
      page
      id="registration/VirtualRegistration"
      props={{ ...link, renderReady: () => <RemoteArea id="virtualCard/CardInfo" props={link} /> }}
    />
  );
}

/** ind/card/info/{accountId}/{cardImageId} */
export function CardInfoRoute() {
  const link = PORTAL_ROUTES.cardInfo.fromParams(useParams(), useLocation().search);
  if (!link) return <NotFoundPage />;
  return <RemoteArea page id="virtualCard/CardInfo" props={link} />;
}

/**
 * /contact-us: a first visit shows the server's render of the page, its phones and links working
 * without code; the form's code comes when the visitor first acts on the page (RemoteArea
 * staticUntil), and takes what they typed meanwhile.
 */
export function ContactRoute() {
  return <RemoteArea page staticUntil="intent" id="support/ContactPage" props={{}} />;
}

/**
 * The agreements: read, never used; on a first visit the server's render is the page (its HTML and
 * PDF links work without code), and no remote code is fetched.
 */
export function AgreementsRoute({ document }: { document?: AgreementDocument }) {
  return (
    <RemoteArea
      page
      staticUntil="always"
      key={document ?? 'index'}
      id="support/Agreements"
      props={document ? { document } : {}}
    />
  );
}

/** The module a declared page shows: its remote's expose, e.g. 'support/AccessibilityStatement'. */
export const declaredModule = (page: RuntimePage): RemoteModuleId =>
  `${page.remote}/${page.expose.slice(2)}` as RemoteModuleId;

/** A page a remote declares (/config.json `pages`): its expose, in the remote's own boundary. */
export function DeclaredPageRoute({ page }: { page: RuntimePage }) {
  const id = declaredModule(page) as 'support/ContactPage';
  // a declared page may hold a form: its code comes at the visitor's first act on it, as contact's
  return <RemoteArea page staticUntil="intent" key={page.path} id={id} props={{}} />;
}
