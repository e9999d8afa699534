import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ComponentType } from 'react';
import { api } from '@portal/api-client';
import { ERROR_TEXTS } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import { serveTestApi } from '@portal/testing';
import { logIn, renderApp } from '#test/render-app';
import { loadRemoteComponent } from '../federation/federation';
import { landOnPage } from './layout/page-arrival';

const testApi = serveTestApi();
jest.mock('../federation/federation', () => jest.requireActual('#test/federation-stub'));

const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

/** What the shell's live region says now. */
const said = () => document.querySelector('[aria-live="polite"][data-live-announcer]')?.textContent ?? null;

/** Every remote's page shows its h1 a moment after it mounts (its own data loading first). */
let arrive: () => void = () => undefined;
function lateHeadingRemotes(heading: string) {
  load.mockImplementation(async () => {
    const Page: ComponentType = () => {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        arrive = () => setReady(true);
      }, []);
      return ready ? (
        <>
          <h1>{heading}</h1>
          <p>the remote&apos;s page</p>
        </>
      ) : (
        <p>loading its data</p>
      );
    };
    return { default: Page as ComponentType<never> };
  });
}

beforeEach(() => {
  load.mockImplementation(async () => ({ default: () => <p>account page</p> }));
  sessionStorage.clear();
  useSession.getState().logout();
  window.dataLayer = [];
});

describe('after every navigation the shell focuses the page heading and says its title', () => {
  it("the page's first load moves nothing and says nothing: the browser starts at the top", async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Prepaid Cards' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(document.body).toHaveFocus();
    expect(said()).toBe('');
  });

  it("a link to a host page: focus on its h1, its title said in the shell's polite live region", async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Prepaid Cards' });
    const nav = screen.getByRole('navigation', { name: /main/i });
    await user.click(within(nav).getByRole('link', { name: 'CHECK BALANCE' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Individual account login' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(said()).toBe('Individual account login'));
    // focusable by script only: Tab moves on into the page, never back onto the heading
    expect(heading).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(heading).not.toHaveFocus();
    expect(within(screen.getByRole('main')).getByLabelText(/card number/i)).toHaveFocus();
  });

  it("a remote's page: focus waits for the h1 the remote renders, then lands on it", async () => {
    lateHeadingRemotes('Contact Us');
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Prepaid Cards' });
    await user.click(screen.getAllByRole('link', { name: 'Contact Us' })[0]!);
    await screen.findByText('loading its data');
    expect(document.activeElement?.tagName).not.toBe('H1');
    act(() => arrive());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(said()).toBe('Contact Us'));
  });

  it('a jump within the page (the skip link, a #fragment) is no new page: focus stays, nothing is said', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Prepaid Cards' });
    const nav = screen.getByRole('navigation', { name: /main/i });
    await user.click(within(nav).getByRole('link', { name: 'CHECK BALANCE' }));
    await waitFor(() => expect(said()).toBe('Individual account login'));
    const main = screen.getByRole('main');
    main.focus();
    Element.prototype.scrollIntoView = jest.fn(); // jsdom has no scrolling; the shell scrolls to #main
    await act(() => router.navigate('/ind/login#main'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(router.state.location.hash).toBe('#main');
    expect(main).toHaveFocus();
    expect(said()).toBe('Individual account login');
  });

  it('going back is a navigation too: the page gone back to is landed on and said again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Prepaid Cards' });
    const nav = screen.getByRole('navigation', { name: /main/i });
    await user.click(within(nav).getByRole('link', { name: 'CHECK BALANCE' }));
    await screen.findByRole('heading', { level: 1, name: 'Individual account login' });
    await act(() => router.navigate(-1));
    const home = await screen.findByRole('heading', { level: 1, name: 'Prepaid Cards' });
    await waitFor(() => expect(home).toHaveFocus());
    await waitFor(() => expect(said()).toBe('Prepaid Cards'));
  });
});

describe('a session that times out', () => {
  it('says the session ended with the home page; the timeout dialog keeps focus, then the home heading takes it', async () => {
    const user = userEvent.setup();
    logIn();
    const { router } = renderApp('/ind');
    await screen.findByText('account page');
    act(() => useSession.setState({ authExp: Math.floor(Date.now() / 1000) - 1 }));
    const dialog = await waitFor(() => {
      act(() => {
        fireEvent.focus(window);
      });
      return screen.getByRole('alertdialog', { name: ERROR_TEXTS.sessionTimeoutTitle });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(said()).toBe('Your session has ended. Prepaid Cards'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Prepaid Cards', hidden: true });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('a session the server ends (a 403)', () => {
  it('says the session ended with the home page and lands on its heading', async () => {
    logIn();
    const { router } = renderApp('/ind');
    await screen.findByText('account page');
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
    const heading = await screen.findByRole('heading', { level: 1, name: 'Prepaid Cards' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(said()).toBe('Your session has ended. Prepaid Cards'));
  });
});

describe('landOnPage', () => {
  function Page({ children }: { children?: React.ReactNode }) {
    return (
      <main tabIndex={-1} data-testid="main">
        {children}
      </main>
    );
  }

  it('a page that shows no h1 in time: main takes focus', async () => {
    render(
      <Page>
        <p>No heading here</p>
      </Page>,
    );
    const main = screen.getByRole('main');
    const stop = landOnPage(main, 50);
    await waitFor(() => expect(main).toHaveFocus());
    stop();
  });

  it('a remote that failed to show the page: its message takes focus', async () => {
    render(
      <Page>
        <section
          role="alert"
          aria-label="This part of the page is not available right now"
          data-remote-failed=""
        />
      </Page>,
    );
    const stop = landOnPage(screen.getByRole('main'));
    expect(screen.getByRole('alert')).toHaveFocus();
    stop();
  });

  it('an open dialog keeps focus; the heading takes it once the dialog closes', async () => {
    const dialog = (open: boolean) => (
      <>
        <Page>
          <h1>Prepaid Cards</h1>
        </Page>
        {open ? (
          <div role="alertdialog" aria-label="Session Timeout">
            <button type="button">OK</button>
          </div>
        ) : null}
      </>
    );
    const { rerender } = render(dialog(true));
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    const stop = landOnPage(screen.getByRole('main'));
    expect(ok).toHaveFocus();
    rerender(dialog(false));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Prepaid Cards' })).toHaveFocus());
    stop();
  });

  it('a field of the new page the cardholder is already in keeps focus', async () => {
    render(
      <Page>
        <h1>Card Registration</h1>
        <label>
          Card number
          <input />
        </label>
      </Page>,
    );
    const field = screen.getByRole('textbox', { name: 'Card number' });
    field.focus();
    const stop = landOnPage(screen.getByRole('main'));
    expect(field).toHaveFocus();
    stop();
  });
});
