// Start-up: read /config.json (the one loader: ok answer, RuntimeConfigSchema, absolute URLs),
// configure the shared singletons (runtime config, api-client), register the remotes with the
// Module Federation runtime, then render the shell.
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { configureApiClientFromConfig } from '@portal/api-client';
import { loadRuntimeConfig, useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { initFederation, runtimeConfigUrl } from './features/remote/federation';
import { routes } from './app/routes';
import { STARTUP_TEXT } from './app/messages';
import './app/global-reset';

const root = createRoot(document.getElementById('root')!);

async function start() {
  let config;
  try {
    config = await loadRuntimeConfig(runtimeConfigUrl());
  } catch (error) {
    console.error('[host] cannot start:', error);
    root.render(
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
  const router = createBrowserRouter(routes);
  root.render(
    <ThemeProvider program={config.program}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

void start();
