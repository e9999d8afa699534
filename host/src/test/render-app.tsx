// Renders the host's real route table in a memory router with the test runtime config.
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from '@portal/router';
import type { CardInfo } from '@portal/contracts';
import { useRuntimeConfig } from '@portal/session-store';
import { signIn, testCard } from '@portal/testing';
import { ThemeProvider } from '@portal/ui';
import { AppRoutes } from '../app/routes';
import { CONFIG } from './fixtures';

// the machine is shared: give findBy* more time than the 1 s default
configure({ asyncUtilTimeout: 4000 });

// jsdom has no scrolling; the shell's scroll restoration calls it
window.scrollTo = (() => undefined) as typeof window.scrollTo;

/** The memory router as a test sees it: its current location, and navigate. */
interface TestRouter {
  state: { location: ReturnType<typeof useLocation> };
  navigate: ReturnType<typeof useNavigate>;
}

/** Keeps the router's location and navigate where the test can read them. */
function RouterProbe({ router }: { router: Partial<TestRouter> }) {
  router.state = { location: useLocation() };
  router.navigate = useNavigate();
  return null;
}

export function renderApp(path = '/') {
  useRuntimeConfig.getState().setConfig(CONFIG);
  const router: Partial<TestRouter> = {};
  const view = render(
    <ThemeProvider program={CONFIG.program}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe router={router} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { ...view, router: router as TestRouter };
}

export function logIn(expInSeconds = 900, cardOverrides: Partial<CardInfo> = {}) {
  signIn({ token: 'token-1', expInSeconds, cardInfo: testCard(cardOverrides) });
}
