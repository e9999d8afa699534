// A remote's standalone dev page (`pnpm --filter <remote> dev`): loads /config.json (proxied
// to the portal server) with the one loader, applies it as a parcel mount does, and renders
// the page in the programme's theme and a BrowserRouter. DevSignIn is the bare sign-in for
// pages that need a session: the host owns the real login.
import { StrictMode, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/router';
import { api } from '@portal/api-client';
import { normaliseCardNumber } from '@portal/contracts';
import { loadAllTexts, localeOfTag, setLocale } from '@portal/contracts/i18n';
import { loadRuntimeConfig, selectIsLoggedIn, useSession } from '@portal/session-store';
import { Alert, Button, TextField, ThemeProvider } from '@portal/ui';
import { applyRuntimeConfig } from './parcel';

export interface StandaloneOptions {
  /** id of the element to render into; 'root' unless told */
  rootId?: string;
  /** where the runtime config comes from; '/config.json' unless told */
  configUrl?: string;
}

/** Mounts `Component` as the whole page, or an alert when the runtime config cannot be loaded. */
export async function mountStandalone(
  Component: ComponentType,
  options: StandaloneOptions = {},
): Promise<void> {
  const { rootId = 'root', configUrl = '/config.json' } = options;
  const element = document.getElementById(rootId);
  if (!element) throw new Error(`No #${rootId} element to mount the standalone page in`);
  const root = createRoot(element);
  let program;
  try {
    // checks the answer and validates it; then set the programme values and configure the api client
    program = applyRuntimeConfig(await loadRuntimeConfig(configUrl)).program;
    setLocale(localeOfTag(document.documentElement.lang));
    await loadAllTexts();
  } catch (e) {
    root.render(
      <p role="alert">
        Cannot load {configUrl}: is the portal server running? ({String(e)})
      </p>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <ThemeProvider program={program}>
        <BrowserRouter>
          <Component />
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}

/** A bare card-number + CVV sign-in for a standalone page; stores the session like the host does. */
export function DevSignIn({ title }: { title: string }) {
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
      if (auth === null) {
        setError('This card is frozen: no session.');
      } else {
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
      <h1>{title}</h1>
      <TextField label="Card number" mask="0000 0000 0000 0000" value={cardNumber} onChange={setCardNumber} />
      <TextField label="CVV" type="password" maxLength={3} value={cardCvv} onChange={setCardCvv} />
      {error !== null && <Alert tone="error">{error}</Alert>}
      <Button type="submit" isBusy={busy}>
        Sign in
      </Button>
    </form>
  );
}

/** Whether a session is open (DevSignIn or a stored one). */
export function useSignedIn(): boolean {
  return useSession((s) => selectIsLoggedIn(s));
}
