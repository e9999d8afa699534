// The support screens under their portal paths, for use outside the host (the parcel and
// the remote's own dev page), where no host router exists.
import { Route, Routes } from 'react-router-dom';
import { AGREEMENT_DOCUMENTS } from '@portal/contracts/props';
import { ContactPage } from './features/contact/contact-page';
import { Agreements } from './features/agreements/agreements';

export function SupportRoutes() {
  return (
    <Routes>
      <Route path="/contact-us" element={<ContactPage />} />
      <Route path="/cardholder-agreement" element={<Agreements />} />
      {AGREEMENT_DOCUMENTS.map((id) => (
        <Route key={id} path={`/cardholder-agreement/${id}`} element={<Agreements document={id} />} />
      ))}
      <Route path="*" element={<ContactPage />} />
    </Routes>
  );
}
