// ./parcel: single-spa lifecycles for a page without the host. Mount props: the runtime config
// plus `view` ('contact' | 'agreements') and an optional agreement `document`.
import { MemoryRouter } from '@portal/router';
import { createParcel } from '@portal/remote-kit';
import { PORTAL_ROUTES } from '@portal/contracts';
import type { AgreementDocument } from '@portal/contracts/props';
import { SupportRoutes } from '../app/routes';

export interface SupportParcelProps {
  view?: 'contact' | 'agreements';
  document?: AgreementDocument;
}

function SupportParcel({ view = 'contact', document }: SupportParcelProps) {
  const path =
    view === 'contact'
      ? PORTAL_ROUTES.contact
      : document
        ? PORTAL_ROUTES.agreement.build(document)
        : PORTAL_ROUTES.agreements;
  return (
    <MemoryRouter initialEntries={[path]}>
      <SupportRoutes />
    </MemoryRouter>
  );
}

export default createParcel(SupportParcel);
