// Standalone dev page: runs the registration remote alone (`pnpm --filter @portal/mfe-registration
// dev`; /api and /config.json are proxied to the portal server). The host owns the real routes;
// this page mounts the physical form and the stepper (with a plain step 2) so both can be seen.
import { Navigate, Route, Routes, useLocation, useParams } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { RegistrationPage } from './features/physical-registration/registration-page';
import { VirtualRegistration } from './features/virtual-registration/virtual-registration';

function VirtualLink() {
  const link = PORTAL_ROUTES.virtualRegistration.fromParams(useParams(), useLocation().search);
  if (!link) return <p role="alert">Not a registration link.</p>;
  return (
    <VirtualRegistration
      {...link}
      renderReady={() => <p>Step 2: the virtual-card remote&apos;s CardInfo renders here in the portal.</p>}
    />
  );
}

function Standalone() {
  return (
    <Routes>
      <Route path={PORTAL_ROUTES.registration} element={<RegistrationPage />} />
      <Route path={PORTAL_ROUTES.virtualRegistration.pattern} element={<VirtualLink />} />
      <Route path={PORTAL_ROUTES.virtualRegistration.patternWithEmail} element={<VirtualLink />} />
      <Route path="*" element={<Navigate to={PORTAL_ROUTES.registration} replace />} />
    </Routes>
  );
}

void mountStandalone(Standalone);
