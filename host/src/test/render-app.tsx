// Renders the host's real route table in a memory router with the test runtime config.
import { configure, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useRuntimeConfig, useSession } from '@portal/session-store';
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

export function logIn(expInSeconds = 900, cardOverrides = {}) {
  const session = useSession.getState();
  session.setAuth({ token: 'token-1', exp: Math.floor(Date.now() / 1000) + expInSeconds });
  session.setCardInfo({
    status: 'ACTIVATED',
    virtual: false,
    freezeInfo: { frozen: false },
    permissions: { availableCardFreeze: true, availablePinReset: true, availableCardActivation: false },
    cardRegistered: true,
    maskedCardNumber: '4111 **** **** 1111',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gift2GoBin: false,
    ...cardOverrides,
  });
}
