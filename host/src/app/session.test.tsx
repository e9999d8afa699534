import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_TEXTS } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import { logIn, renderApp } from '#test/render-app';
import { api } from '@portal/api-client';
import { serveTestApi } from '@portal/testing';
import { CLOSE_MODALS_EVENT } from '@portal/session-store';

const testApi = serveTestApi();
jest.mock('../federation/federation', () => jest.requireActual('#test/federation-stub'));

beforeEach(() => {
  sessionStorage.clear();
  useSession.getState().logout();
});

describe('session timeout on window focus (spec §4)', () => {
  it('an expired token clears everything, goes home, closes modals and shows Session Timeout', async () => {
    logIn();
    const { router } = renderApp('/ind');
    await screen.findByText('account page');
    const closed = jest.fn();
    window.addEventListener(CLOSE_MODALS_EVENT, closed);
    // the stored expiry passes while the tab is in the background
    act(() => useSession.setState({ authExp: Math.floor(Date.now() / 1000) - 1 }));
    // focus until the dialog shows: on a loaded machine the shell's focus listener (an effect) can
    // be attached a moment after the account page is found
    const dialog = await waitFor(() => {
      act(() => {
        fireEvent.focus(window);
      });
      return screen.getByRole('alertdialog', { name: ERROR_TEXTS.sessionTimeoutTitle });
    });
    expect(dialog).toHaveTextContent(ERROR_TEXTS.sessionTimeout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSession.getState()).toMatchObject({
      authToken: null,
      authExp: null,
      cardInfo: null,
      cardBalance: null,
    });
    expect(closed).toHaveBeenCalled();
    window.removeEventListener(CLOSE_MODALS_EVENT, closed);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a valid token on focus changes nothing', async () => {
    logIn();
    const { router } = renderApp('/ind');
    await screen.findByText('account page');
    act(() => {
      fireEvent.focus(window);
    });
    expect(router.state.location.pathname).toBe('/ind');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useSession.getState().authToken).toBe('token-1');
  });
});

describe('a 403 from any call but login (spec §7)', () => {
  it('goes home with no modal', async () => {
    logIn();
    const { router } = renderApp('/ind');
    await screen.findByText('account page');
    // a remote's call answered 403: the api client clears the session and tells the host
    testApi.server.answer('GET /card/info', {
      status: 403,
      json: { code: 'session_ended', message: 'Session ended' },
    });
    await act(() =>
      api.cardInfo().then(
        () => undefined,
        () => undefined,
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Prepaid Cards' })).toBeInTheDocument();
  });
});

describe('stay signed in (WCAG 2.2.1)', () => {
  it('two minutes before expiry a dialog offers Stay signed in, which refreshes the session', async () => {
    const user = userEvent.setup();
    const newExp = Math.floor(Date.now() / 1000) + 900;
    testApi.server.answer('POST /auth/refresh', { status: 200, json: { token: 'token-2', exp: newExp } });
    logIn(100); // 100 s left: inside the two-minute warning window
    renderApp('/ind');
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    // the countdown is the question's description; staying, the safe action, has the focus
    expect(dialog).toHaveAccessibleDescription(/logged out in (99|100) seconds/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(testApi.server.calls('POST /auth/refresh')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ authToken: 'token-2', authExp: newExp });
  });

  it('no warning while more than two minutes remain', async () => {
    logIn(600);
    renderApp('/ind');
    await screen.findByText('account page');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Log out from the warning ends the session and goes home', async () => {
    const user = userEvent.setup();
    testApi.server.answer('POST /auth/logout', { status: 204 });
    logIn(60);
    const { router } = renderApp('/ind');
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSession.getState().authToken).toBeNull();
    expect(testApi.server.calls('POST /auth/logout')).not.toHaveLength(0);
  });
});
