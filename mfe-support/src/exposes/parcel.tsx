// ./parcel: single-spa lifecycles for a page without the host. Mount props: the runtime config
// plus `view` ('contact' | 'agreements') and an optional agreement `document`.
import { MemoryRouter } from 'react-router-dom';
import { createParcel } from '@portal/ui';
import type { AgreementDocument } from '@portal/contracts/props';
import { SupportRoutes } from '../support-routes';

export interface SupportParcelProps {
  view?: 'contact' | 'agreements';
  document?: AgreementDocument;
}

function SupportParcel({ view = 'contact', document }: SupportParcelProps) {
  const path = view === 'contact' ? '/contact-us' : `/cardholder-agreement${document ? `/${document}` : ''}`;
  return (
    <MemoryRouter initialEntries={[path]}>
      <SupportRoutes />
    </MemoryRouter>
  );
}

export default createParcel(SupportParcel);
