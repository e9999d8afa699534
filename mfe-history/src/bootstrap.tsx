// Standalone dev page: runs the history remote alone (`pnpm --filter @portal/mfe-history dev`,
// port 3004; /api and /config.json are proxied to the portal server). The host owns the real
// login; this page carries a bare sign-in only so the panel can be tried without the host.
import { DevSignIn, mountStandalone, useSignedIn } from '@portal/remote-kit/standalone';
import { HistoryPanel } from './features/history/history-panel';

function Standalone() {
  const loggedIn = useSignedIn();
  return (
    <main style={{ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
      {loggedIn ? <HistoryPanel /> : <DevSignIn title="History remote (standalone)" />}
    </main>
  );
}

void mountStandalone(Standalone);
