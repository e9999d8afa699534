// The support screens under their portal paths, for use outside the host (the parcel and
// the remote's own dev page), where no host router exists.
import { Route, Routes } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { ContactPage } from '../features/contact/contact-page';
import { Agreements } from '../features/agreements/agreements';

export function SupportRoutes() {
  return (
    <Routes>
      <Route path={PORTAL_ROUTES.contact} element={<ContactPage />} />
      <Route path={PORTAL_ROUTES.agreements} element={<Agreements />} />
      {PORTAL_ROUTES.agreement.documents.map((id) => (
        <Route key={id} path={PORTAL_ROUTES.agreement.build(id)} element={<Agreements document={id} />} />
      ))}
      <Route path="*" element={<ContactPage />} />
    </Routes>
  );
}
