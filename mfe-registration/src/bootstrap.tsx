// Standalone dev page: runs the registration remote alone (`pnpm --filter @portal/mfe-registration
// dev`; /api and /config.json are proxied to the portal server). The host owns the real routes;
// this page mounts the physical form and the stepper (with a plain step 2) so both can be seen.
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { decodeBase64Param } from '@portal/contracts';
import { mountStandalone } from '@portal/ui/standalone';
import { RegistrationPage } from './features/physical-registration/registration-page';
import { VirtualRegistration } from './features/virtual-registration/virtual-registration';

function VirtualLink() {
  const params = useParams();
  const [search] = useSearchParams();
  const cardImageId = decodeBase64Param(params.cardImageId ?? '');
  if (!params.accountId || cardImageId === null) return <p role="alert">Not a registration link.</p>;
  const query = Object.fromEntries(search.entries());
  return (
    <VirtualRegistration
      accountId={params.accountId}
      cardImageId={cardImageId}
      email={params.email ? decodeBase64Param(params.email) : null}
      linkClickParams={Object.keys(query).length > 0 ? query : null}
      renderReady={() => <p>Step 2: the virtual-card remote&apos;s CardInfo renders here in the portal.</p>}
    />
  );
}

function Standalone() {
  return (
    <Routes>
      <Route path="/ind/registration" element={<RegistrationPage />} />
      <Route path="/ind/registration/:accountId/:cardImageId/:email?" element={<VirtualLink />} />
      <Route path="*" element={<Navigate to="/ind/registration" replace />} />
    </Routes>
  );
}

void mountStandalone(Standalone);
