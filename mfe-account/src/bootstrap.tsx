// Standalone dev page: runs the account remote alone (`pnpm --filter @portal/mfe-account dev`,
// port 3001; /api and /config.json are proxied to the portal server). The host owns the real
// login; this page carries a bare sign-in only so the card page can be seen without the host.
import { Navigate, Route, Routes } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { DevSignIn, mountStandalone, useSignedIn } from '@portal/remote-kit/standalone';
import { AccountPage } from './app/account-page';

function Standalone() {
  const loggedIn = useSignedIn();
  return (
    <Routes>
      <Route
        path={PORTAL_ROUTES.account}
        element={loggedIn ? <AccountPage /> : <DevSignIn title="Account remote (standalone)" />}
      />
      <Route path="*" element={<Navigate to={PORTAL_ROUTES.account} replace />} />
    </Routes>
  );
}

void mountStandalone(Standalone);
