// Route screens that are remote modules, composed by the host (ARCHITECTURE.md §2): ids
// decoded from base64 before they reach a remote, slots filled with other remotes' modules.
import { useParams, useSearchParams } from 'react-router-dom';
import { decodeBase64Param } from '@portal/contracts';
import type { AgreementDocument, VirtualLinkProps } from '@portal/contracts/props';
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

/** The decoded ids of an emailed link; null when a parameter is not valid base64. */
function useVirtualLink(): VirtualLinkProps | null {
  const params = useParams();
  const [search] = useSearchParams();
  const accountId = params.accountId;
  const cardImageId = params.cardImageId ? decodeBase64Param(params.cardImageId) : null;
  const email = params.email === undefined ? null : decodeBase64Param(params.email);
  if (!accountId || cardImageId === null || (params.email !== undefined && email === null)) return null;
  const query = Object.fromEntries(search.entries());
  return {
    accountId,
    cardImageId,
    email,
    linkClickParams: Object.keys(query).length > 0 ? query : null,
  };
}

/** ind/registration/{accountId}/{cardImageId}[/{email}]: the stepper; step 2 is the card info screen. */
export function VirtualRegistrationRoute() {
  const link = useVirtualLink();
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
  const link = useVirtualLink();
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
