// Start-up: read /config.json (the one loader: ok answer, RuntimeConfigSchema, absolute URLs),
// configure the shared singletons (runtime config, api-client), register the remotes with the
// Module Federation runtime, then render the shell: hydrate the server's HTML (server-render.tsx)
// when it is what this browser would render, else render afresh.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/router';
import { configureApiClientFromConfig } from '@portal/api-client';
import { pagesMark } from '@portal/contracts';
import { loadAllTexts, localeOfTag, setLocale } from '@portal/contracts/i18n';
import { loadRuntimeConfig, useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { initFederation, prefetchRemoteModules, runtimeConfigUrl } from './federation/federation';
import { reportMissingTexts } from './federation/report';
import { AppRoutes, canHydrate, remoteModulesOf } from './app/routes';
import { STARTUP_TEXT } from './app/messages';
import './app/global-reset';

const container = document.getElementById('root')!;

/** Said when not even the words of the page's language could load: in both languages. */
const NO_WORDS = {
  failed:
    'The portal is not available right now. Please try again in a few minutes. / El portal no está disponible en este momento. Vuelva a intentarlo en unos minutos.',
  retry: 'Try again / Volver a intentar',
};

async function start() {
  // the page's language, as the server chose it (the remembered choice, else the browser's)
  setLocale(localeOfTag(document.documentElement.lang));
  reportMissingTexts();
  // the shell's words, fetched beside the config (a chunk per language, only this page's)
  const words = loadAllTexts().then(
    () => true,
    () => false,
  );
  let config;
  try {
    config = await loadRuntimeConfig(runtimeConfigUrl());
    if (!(await words)) throw new Error("the page language's words did not load");
  } catch (error) {
    console.error('[host] cannot start:', error);
    const text = (await words) ? STARTUP_TEXT : NO_WORDS;
    createRoot(container).render(
      <div
        role="alert"
        style={{ maxWidth: '32rem', margin: '4rem auto', padding: '1rem', fontFamily: 'system-ui' }}
      >
        <p>{text.failed}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{ minHeight: 44, padding: '0 1rem' }}
        >
          {text.retry}
        </button>
      </div>,
    );
    return;
  }
  useRuntimeConfig.getState().setConfig(config);
  configureApiClientFromConfig(config);
  initFederation(config.remotes);
  // the server marks the markup it rendered; without it (a dev server, no server bundle) render;
  // and afresh too when the server rendered other declared pages than this browser's (a canary)
  const hydrate =
    container.hasAttribute('data-ssr') &&
    container.dataset.pages === pagesMark(config.pages ?? []) &&
    canHydrate(location.pathname);
  // A remote's page starts fetching its remote now, while the shell hydrates, rather than when its
  // area mounts after hydration; unless the server composed the remote's render into the page (a
  // public page: /contact-us, the agreements), which shows and works without it: its area fetches
  // the code when the visitor first acts on it, or never (RemoteArea staticUntil).
  if (!hydrate || !container.querySelector('[data-remote-static]'))
    prefetchRemoteModules(remoteModulesOf(location.pathname));
  const app = (
    <ThemeProvider program={config.program}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
  // hydration as a transition (as Next.js does): React yields to the browser every few ms instead
  // of holding the main thread for the whole tree, so a tap or a keystroke on the server's HTML is
  // not kept waiting (Total Blocking Time on a phone)
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app); // replaces the server's markup
}

void start();
