// Standalone dev page: runs the history remote alone (`pnpm --filter @portal/mfe-history dev`,
// port 3004; /api and /config.json are proxied to the portal server). The host owns the real
// login; this page carries a bare sign-in only so the panel can be tried without the host.
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { api, configureApiClient, createCaptchaFromConfig } from '@portal/api-client';
import { normaliseCardNumber, RuntimeConfigSchema, type RuntimeConfig } from '@portal/contracts';
import { selectIsLoggedIn, useRuntimeConfig, useSession } from '@portal/session-store';
import { Alert, Button, TextField, ThemeProvider } from '@portal/ui';
import { HistoryPanel } from './features/history/history-panel';

function DevSignIn() {
  const [cardNumber, setCardNumber] = useState('');
  const [cardCvv, setCardCvv] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { card, auth } = await api.login({ cardNumber: normaliseCardNumber(cardNumber), cardCvv });
      if (auth === null) setError('This card is frozen: no session.');
      else {
        useSession.getState().setAuth(auth);
        useSession.getState().setCardInfo(card);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    setBusy(false);
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      style={{ maxWidth: '24rem', margin: '2rem auto', display: 'grid', gap: '1rem' }}
    >
      <h1>History remote (standalone)</h1>
      <TextField label="Card number" mask="0000 0000 0000 0000" value={cardNumber} onChange={setCardNumber} />
      <TextField label="CVV" type="password" maxLength={3} value={cardCvv} onChange={setCardCvv} />
      {error !== null && <Alert tone="error">{error}</Alert>}
      <Button type="submit" isBusy={busy}>
        Sign in
      </Button>
    </form>
  );
}

function Standalone() {
  const loggedIn = useSession((s) => selectIsLoggedIn(s));
  return (
    <main style={{ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
      {loggedIn ? <HistoryPanel /> : <DevSignIn />}
    </main>
  );
}

async function start() {
  const root = createRoot(document.getElementById('root')!);
  let config: RuntimeConfig;
  try {
    const response = await fetch('/config.json');
    config = v.parse(RuntimeConfigSchema, await response.json());
  } catch (e) {
    root.render(<p role="alert">Cannot load /config.json: is the portal server running? ({String(e)})</p>);
    return;
  }
  useRuntimeConfig.getState().setConfig(config);
  configureApiClient({ apiBaseUrl: config.apiBaseUrl, captcha: createCaptchaFromConfig(config) });
  root.render(
    <StrictMode>
      <ThemeProvider program={config.program}>
        <Standalone />
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
