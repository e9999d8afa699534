// Route screens that are remote modules, composed by the host (ARCHITECTURE.md §2): ids
// decoded from base64 before they reach a remote, slots filled with other remotes' modules.
import { useLocation, useParams } from '@portal/router';
import type { AgreementDocument } from '@portal/contracts/props';
import { PORTAL_ROUTES } from '@portal/contracts';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteArea } from '../features/remote/remote-area';
import { loadRuntimeConfig } from '@portal/session-store';
import {
  loadRouteModules,
  prefetchRemoteModules,
  refreshRemotes,
  runtimeConfigUrl,
  type RemoteModuleId,
} from '../features/remote/federation';

/** /config.json read again, unless a read is under way or less than a second old. */
export const refreshRuntimeRemotes = () =>
  refreshRemotes(async () => (await loadRuntimeConfig(runtimeConfigUrl())).remotes);

/**
 * The loader of a remote's route: /config.json read again (at most once a second) before the
 * navigation commits, so a release switched while the portal runs shows on this navigation; then
 * the route's `modules` are loaded, so the page and the areas nested in it show together.
 */
export function withFreshRemotes<T>(loader?: () => T | null, modules: readonly RemoteModuleId[] = []) {
  return async (): Promise<T | null> => {
    // a redirect (no session) goes first: no remote is shown
    const redirected = loader ? loader() : null;
    if (redirected) return redirected;
    await refreshRuntimeRemotes();
    await loadRouteModules(modules);
    return null;
  };
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

export function ContactRoute() {
  return <RemoteArea page id="support/ContactPage" props={{}} />;
}

export function AgreementsRoute({ document }: { document?: AgreementDocument }) {
  return (
    <RemoteArea page key={document ?? 'index'} id="support/Agreements" props={document ? { document } : {}} />
  );
}
