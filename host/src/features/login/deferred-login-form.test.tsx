// The login form of a first visit: the server's form paints and takes typing; its code
// is fetched when the cardholder reaches for it, then hydrates it, keeping what was typed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from '@portal/router';
import { useRuntimeConfig } from '@portal/session-store';
import { MESSAGES } from '@portal/contracts';
import { TEST_CONFIG as CONFIG, VALID_CARD, testCard as card } from '@portal/testing';
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
/** the pages of their own (firstVisit), unmounted by their own React */
const pageCleanups: (() => void)[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  pageCleanups.splice(0).forEach((cleanup) => cleanup());
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
  // the page has started, the form's code is not fetched: nothing has started, and Log in is not
  // shown disabled, but cannot send the form natively (a plain button: no GET with the card number)
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(submit).toBeEnabled();
  expect(submit).toHaveAttribute('type', 'button');
  expect(onStart).not.toHaveBeenCalled();

  // the cardholder types into the server's form: that starts it, and hydration keeps the typing
  await user.type(within(form).getByLabelText(/Card number/), VALID_CARD);
  await waitFor(() =>
    expect(within(form).getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit'),
  );
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
  expect(within(form).getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
});

/**
 * A page of its own, as a first visit has it: a fresh copy of the modules (the form's code not
 * fetched, nothing pressed yet) hydrating the server's HTML of the form at /ind/login; /ind says
 * "account". Its React runs outside act(), as a browser's does: the tests wait for what shows.
 */
async function firstVisit() {
  jest.resetModules();
  const React = await import('react');
  const { hydrateRoot } = await import('react-dom/client');
  const router = await import('@portal/router');
  const store = await import('@portal/session-store');
  const apiClient = await import('@portal/api-client');
  const { DeferredLoginForm: Form } = await import('./deferred-login-form');
  store.useRuntimeConfig.getState().setConfig(CONFIG);
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  const h = React.createElement;
  const app = h(
    router.MemoryRouter,
    { initialEntries: ['/ind/login'] },
    h(
      router.Routes,
      null,
      h(router.Route, { path: '/ind/login', element: h(Form, { title: TITLE }) }),
      h(router.Route, { path: '/ind', element: h('p', null, 'account') }),
    ),
  );
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const onRecoverableError = jest.fn();
  const root = hydrateRoot(container, app, { onRecoverableError });
  pageCleanups.push(() => {
    root.unmount();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  // the page's code has started (hydrating, or hydrated); the form is the server's HTML
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { api: apiClient.api, store, onRecoverableError };
}

/** the form's code is loaded and evaluated afresh for each page: on a busy machine, seconds */
const LOADING = { timeout: 15_000 };

/** A tap as a phone sends it: the pointer goes down (which fetches the form's code), then the click. */
function tap(element: HTMLElement) {
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true }));
  element.click();
}

describe("a press on the server's form before its code runs", () => {
  it('a first tap on "What is CVV?" fetches the code and opens the help once it runs', async () => {
    const { onRecoverableError } = await firstVisit();
    const form = screen.getByRole('form', { name: TITLE });
    const help = within(form).getByRole('button', { name: 'What is CVV?' });
    expect(help).toBeEnabled();
    tap(help);
    const dialog = await screen.findByRole('dialog', { name: 'What is CVV?' }, LOADING);
    expect(dialog).toHaveTextContent(/3-digit security code/);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('Log in pressed before the code runs (twice, impatiently) logs in once, with what was typed', async () => {
    const { api, store } = await firstVisit();
    const login = jest
      .spyOn(api, 'login')
      .mockResolvedValue({ card: card(), auth: { token: 'session-token', exp: Date.now() / 1000 + 600 } });
    const form = screen.getByRole('form', { name: TITLE });
    // typed into the server's HTML, before any of the form's code
    (within(form).getByLabelText(/Card number/) as HTMLInputElement).value = '4111 1111 1111 1111';
    (within(form).getByLabelText(/CVV/) as HTMLInputElement).value = '123';
    const submit = within(form).getByRole('button', { name: 'Log in' });
    expect(submit).toBeEnabled();
    tap(submit);
    tap(submit);
    expect(await screen.findByText('account', undefined, LOADING)).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ cardNumber: VALID_CARD, cardCvv: '123' });
    expect(store.useSession.getState().authToken).toBe('session-token');
  });

  it('Enter in a field before the code runs sends the form once it has', async () => {
    const { api } = await firstVisit();
    const login = jest
      .spyOn(api, 'login')
      .mockResolvedValue({ card: card({ freezeInfo: { frozen: true } }), auth: null });
    const form = screen.getByRole('form', { name: TITLE });
    (within(form).getByLabelText(/Card number/) as HTMLInputElement).value = VALID_CARD;
    const cvv = within(form).getByLabelText(/CVV/) as HTMLInputElement;
    cvv.value = '123';
    cvv.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(await within(form).findByRole('alert', undefined, LOADING)).toBeInTheDocument(); // the frozen card's answer
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('Log in pressed on an empty form shows what is missing once the code runs, and sends nothing', async () => {
    const { api } = await firstVisit();
    const login = jest.spyOn(api, 'login');
    const form = screen.getByRole('form', { name: TITLE });
    tap(within(form).getByRole('button', { name: 'Log in' }));
    expect(
      await within(form).findByText(MESSAGES.cardNumberRequired, undefined, LOADING),
    ).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });
});
