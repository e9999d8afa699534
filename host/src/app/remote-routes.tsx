// Route screens that are remote modules, composed by the host (ARCHITECTURE.md §2): ids
// decoded from base64 before they reach a remote, slots filled with other remotes' modules.
import { useLocation, useParams } from 'react-router-dom';
import type { AgreementDocument } from '@portal/contracts/props';
import { PORTAL_ROUTES } from '@portal/contracts';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteArea } from '../features/remote/remote-area';

/** /ind: the account page with the history panel in its slot, each in its own boundary. */
export function AccountRoute() {
  return (
    <RemoteArea
      id="account/AccountPage"
      props={{ renderHistory: () => <RemoteArea id="history/HistoryPanel" props={{}} /> }}
    />
  );
}

/** /ind/registration: the physical card form. */
export function RegistrationRoute() {
  return <RemoteArea id="registration/RegistrationPage" props={{}} />;
}

/** ind/registration/{accountId}/{cardImageId}[/{email}]: the stepper; step 2 is the card info screen. */
export function VirtualRegistrationRoute() {
  // the decoded ids of the emailed link; null when a parameter is not valid base64
  const link = PORTAL_ROUTES.virtualRegistration.fromParams(useParams(), useLocation().search);
  if (!link) return <NotFoundPage />;
  return (
    <RemoteArea
      id="registration/VirtualRegistration"
      props={{ ...link, renderReady: () => <RemoteArea id="virtualCard/CardInfo" props={link} /> }}
    />
  );
}

/** ind/card/info/{accountId}/{cardImageId} */
export function CardInfoRoute() {
  const link = PORTAL_ROUTES.cardInfo.fromParams(useParams(), useLocation().search);
  if (!link) return <NotFoundPage />;
  return <RemoteArea id="virtualCard/CardInfo" props={link} />;
}

export function ContactRoute() {
  return <RemoteArea id="support/ContactPage" props={{}} />;
}

export function AgreementsRoute({ document }: { document?: AgreementDocument }) {
  return (
    <RemoteArea key={document ?? 'index'} id="support/Agreements" props={document ? { document } : {}} />
  );
}
