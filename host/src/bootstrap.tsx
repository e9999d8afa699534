// Start-up: read /config.json (the one loader: ok answer, RuntimeConfigSchema, absolute URLs),
// configure the shared singletons (runtime config, api-client), register the remotes with the
// Module Federation runtime, then render the shell: hydrate the server's HTML (server-render.tsx)
// when it is what this browser would render, else render afresh.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { configureApiClientFromConfig } from '@portal/api-client';
import { loadRuntimeConfig, useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { initFederation, runtimeConfigUrl } from './features/remote/federation';
import { hydrationStateFor, routes } from './app/routes';
import { STARTUP_TEXT } from './app/messages';
import './app/global-reset';

const container = document.getElementById('root')!;

async function start() {
  let config;
  try {
    config = await loadRuntimeConfig(runtimeConfigUrl());
  } catch (error) {
    console.error('[host] cannot start:', error);
    createRoot(container).render(
      <div
        role="alert"
        style={{ maxWidth: '32rem', margin: '4rem auto', padding: '1rem', fontFamily: 'system-ui' }}
      >
        <p>{STARTUP_TEXT.failed}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{ minHeight: 44, padding: '0 1rem' }}
        >
          {STARTUP_TEXT.retry}
        </button>
      </div>,
    );
    return;
  }
  useRuntimeConfig.getState().setConfig(config);
  configureApiClientFromConfig(config);
  initFederation(config.remotes);
  // the server marks the markup it rendered; without it (a dev server, no server bundle) render
  const hydrationData = container.hasAttribute('data-ssr') ? hydrationStateFor(location.pathname) : null;
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  const app = (
    <ThemeProvider program={config.program}>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
  if (hydrationData) hydrateRoot(container, app);
  else createRoot(container).render(app); // replaces the server's markup
}

void start();
