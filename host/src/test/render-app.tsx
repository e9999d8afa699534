// Renders the host's real route table in a memory router with the test runtime config.
import { configure, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@portal/router';
import type { CardInfo } from '@portal/contracts';
import { useRuntimeConfig } from '@portal/session-store';
import { signIn, testCard } from '@portal/testing';
import { ThemeProvider } from '@portal/ui';
import { routes } from '../app/routes';
import { CONFIG } from './fixtures';

// the machine is shared: give findBy* more time than the 1 s default
configure({ asyncUtilTimeout: 4000 });

// jsdom has no scrolling; ScrollRestoration calls it
window.scrollTo = (() => undefined) as typeof window.scrollTo;

export function renderApp(path = '/') {
  useRuntimeConfig.getState().setConfig(CONFIG);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ThemeProvider program={CONFIG.program}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { ...view, router };
}

export function logIn(expInSeconds = 900, cardOverrides: Partial<CardInfo> = {}) {
  signIn({ token: 'token-1', expInSeconds, cardInfo: testCard(cardOverrides) });
}
