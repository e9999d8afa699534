// The login form of a first visit (issue 8): the server's form paints and takes typing; its code
// is fetched when the cardholder reaches for it, then hydrates it, keeping what was typed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from '@portal/router';
import { useRuntimeConfig } from '@portal/session-store';
import { TEST_CONFIG as CONFIG, VALID_CARD } from '@portal/testing';
import { DeferredLoginForm } from './deferred-login-form';

const TITLE = 'Check your balance';

/**
 * The server's HTML of the form, rendered by a copy of the modules of its own (as the server's
 * bundle is): this file's copy has not fetched the form's code, as a browser on a first visit.
 */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderToString } = await import('react-dom/server');
    const React = await import('react');
    const router = await import('@portal/router');
    const store = await import('@portal/session-store');
    const form = await import('./deferred-login-form');
    store.useRuntimeConfig.getState().setConfig(CONFIG);
    await form.preloadLoginForm();
    html = renderToString(
      React.createElement(
        router.MemoryRouter,
        null,
        React.createElement(form.DeferredLoginForm, { title: TITLE }),
      ),
    );
  });
  return html;
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

async function hydrate(app: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  const onRecoverableError = jest.fn();
  await act(async () => {
    roots.push(hydrateRoot(container, app, { onRecoverableError }));
  });
  return { container, onRecoverableError };
}

it("the server's form waits for the cardholder, then hydrates with what was typed", async () => {
  useRuntimeConfig.getState().setConfig(CONFIG);
  const user = userEvent.setup();
  const onStart = jest.fn();
  const { onRecoverableError } = await hydrate(
    <MemoryRouter>
      <DeferredLoginForm title={TITLE} onStart={onStart} />
    </MemoryRouter>,
  );
  const form = screen.getByRole('form', { name: TITLE });
  const submit = within(form).getByRole('button', { name: 'Log in' });
  // the page has started, the form's code is not fetched: its Log in waits, nothing has started
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(submit).toBeDisabled();
  expect(onStart).not.toHaveBeenCalled();

  // the cardholder types into the server's form: that starts it, and hydration keeps the typing
  await user.type(within(form).getByLabelText(/Card number/), VALID_CARD);
  await waitFor(() => expect(within(form).getByRole('button', { name: 'Log in' })).toBeEnabled());
  expect(onStart).toHaveBeenCalled(); // the host fetches what /ind needs
  expect(within(form).getByLabelText(/Card number/)).toHaveValue('4111 1111 1111 1111');
  expect(onRecoverableError).not.toHaveBeenCalled();
});

it('a form rendered in the browser alone loads its code at once', async () => {
  useRuntimeConfig.getState().setConfig(CONFIG);
  const { render } = await import('@testing-library/react');
  render(
    <MemoryRouter>
      <DeferredLoginForm title={TITLE} />
    </MemoryRouter>,
  );
  const form = await screen.findByRole('form', { name: TITLE });
  expect(within(form).getByRole('button', { name: 'Log in' })).toBeEnabled();
});
