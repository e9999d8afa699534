import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { REMOTE_TEXT } from './messages';
import { RemoteArea } from './remote-area';
import { RemoteLoadError } from './report';
import { StaticRemotesContext } from './static-remote';

jest.mock('./federation', () => ({
  loadRemoteComponent: jest.fn(),
  resetRemote: jest.fn(),
  remoteEntry: jest.fn(() => 'http://portal.example/remotes/mfe-support/mf-manifest.json'),
}));
jest.mock('./report', () => ({ ...jest.requireActual('./report'), reportRemoteFailure: jest.fn() }));

const Contact: ComponentType<never> = () => <h1>Contact Us</h1>;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a remote area', () => {
  it('shows a loading state, then the remote component', async () => {
    let resolve: (m: { default: ComponentType<never> }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ default: ComponentType<never> }>((r) => (resolve = r)));
    render(<RemoteArea id="support/ContactPage" props={{}} load={load} onReset={jest.fn()} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    resolve({ default: Contact });
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('a module its route already loaded shows at once, with no loading state', () => {
    const load = jest.fn(() => ({ default: Contact }));
    render(<RemoteArea id="support/ContactPage" props={{}} load={load} onReset={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a remote that cannot load shows a clear message, and Try again loads it anew', async () => {
    const user = userEvent.setup();
    const onReset = jest.fn();
    const onFailure = jest.fn();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new RemoteLoadError('support/ContactPage', new Error('manifest unreachable')))
      .mockResolvedValueOnce({ default: Contact });
    render(
      <main>
        <RemoteArea id="support/ContactPage" props={{}} load={load} onReset={onReset} onFailure={onFailure} />
        <p>the rest of the page</p>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page is not available right now');
    // the server is told, once, which remote could not load
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith('support/ContactPage', 'remote-load');
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(onReset).toHaveBeenCalledWith('support/ContactPage');
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('a remote that throws while rendering is contained in its area, and reported as a crash', async () => {
    const onFailure = jest.fn();
    const Broken: ComponentType<never> = () => {
      throw new Error('render failed');
    };
    render(
      <>
        <RemoteArea
          id="account/AccountPage"
          props={{}}
          load={async () => ({ default: Broken })}
          onReset={jest.fn()}
          onFailure={onFailure}
        />
        <RemoteArea
          id="support/ContactPage"
          props={{}}
          load={async () => ({ default: Contact })}
          onReset={jest.fn()}
        />
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('not available');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledWith('account/AccountPage', 'crash');
  });

  it('a release switched while an area is on screen reaches the next area mounted, never the one on screen', async () => {
    let release = 'v1';
    const v1: ComponentType<never> = () => <h1>Contact v1</h1>;
    const v2: ComponentType<never> = () => <h1>Contact v2</h1>;
    const load = jest.fn(async () => ({ default: release === 'v1' ? v1 : v2 }));
    const area = (key: string) => (
      <RemoteArea
        key={key}
        id="support/ContactPage"
        props={{}}
        load={load}
        onReset={jest.fn()}
        releaseOf={() => release}
      />
    );
    const { rerender } = render(area('first'));
    expect(await screen.findByRole('heading', { name: 'Contact v1' })).toBeInTheDocument();
    release = 'v2';
    // the same area re-rendered (the cardholder is on it, maybe mid-form): it stays on v1
    rerender(area('first'));
    expect(screen.getByRole('heading', { name: 'Contact v1' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // the next navigation mounts the area anew: v2
    rerender(area('second'));
    expect(await screen.findByRole('heading', { name: 'Contact v2' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a page area with its remote’s static render', () => {
  const ID = 'support/ContactPage';
  const SERVER_HTML = '<h1>Contact Us</h1><input name="name" />';

  // the remote's live page: the same form, controlled, its state on screen
  const LiveContact = (() => {
    const [name, setName] = useState('');
    return (
      <>
        <h1>Contact Us (live)</h1>
        <input aria-label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
        <p>Hello, {name || 'stranger'}</p>
      </>
    );
  }) as ComponentType<never>;

  interface Deferred {
    promise: Promise<{ default: ComponentType<never> }>;
    resolve: (m: { default: ComponentType<never> }) => void;
    reject: (e: unknown) => void;
  }
  const deferred = (): Deferred => {
    const d = {} as Deferred;
    d.promise = new Promise((resolve, reject) => Object.assign(d, { resolve, reject }));
    return d;
  };

  /** What the server renders for the page's area: its static HTML, or (none) its placeholder. */
  const serverRender = (
    html: string | undefined,
    want: (id: string, props: unknown) => void = jest.fn(),
    props = {},
  ) =>
    renderToString(
      <StaticRemotesContext.Provider value={{ html: () => html, want }}>
        <RemoteArea page id={ID} props={props} load={jest.fn()} onReset={jest.fn()} onFailure={jest.fn()} />
      </StaticRemotesContext.Provider>,
    );

  const roots: Root[] = [];
  const containers: HTMLElement[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    containers.splice(0).forEach((c) => c.remove());
  });

  /** The browser: the server's HTML in the page, then hydrated with the area. */
  async function hydrate(area: ReactElement, html = serverRender(SERVER_HTML)) {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    containers.push(container);
    const staticHeading = within(container).getByRole('heading', { name: 'Contact Us' });
    const onRecoverableError = jest.fn();
    await act(async () => {
      roots.push(hydrateRoot(container, area, { onRecoverableError }));
    });
    // hydration adopted the server's HTML as it was: no mismatch, no client re-render of it
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
    return { container, staticHeading };
  }

  it('shows the static page while the remote loads, then the remote’s page with what was typed', async () => {
    const user = userEvent.setup();
    const loading = deferred();
    const load = jest.fn(() => loading.promise);
    const { container, staticHeading } = await hydrate(
      <RemoteArea page id={ID} props={{}} load={load} onReset={jest.fn()} onFailure={jest.fn()} />,
    );

    // hydrated, the remote loading: the server's page stays as it was, no loading state
    expect(load).toHaveBeenCalledWith(ID);
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBe(staticHeading);
    expect(container.querySelector(`[data-remote-static="${ID}"]`)).toContainElement(staticHeading);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    // the cardholder types into the static form
    const staticInput = screen.getByRole('textbox');
    await user.type(staticInput, 'Ada Lovelace');
    expect(staticInput).toHaveValue('Ada Lovelace');
    expect(staticInput).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBe(staticHeading);

    await act(async () => loading.resolve({ default: LiveContact }));

    // the remote's page in its place, with what was typed (in its state) and the focus
    expect(container.querySelector('[data-remote-static]')).toBeNull();
    expect(staticHeading).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Us (live)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact Us' })).not.toBeInTheDocument();
    const live = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getAllByRole('textbox')).toEqual([live]);
    expect(live).toHaveValue('Ada Lovelace');
    expect(live).toHaveFocus();
    expect(screen.getByText('Hello, Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a public page waits for the visitor: the first key typed in its form fetches the code and is in the live field', async () => {
    const user = userEvent.setup();
    const loading = deferred();
    const load = jest.fn(() => loading.promise);
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    document.body.append(outside);
    containers.push(outside);
    const { container, staticHeading } = await hydrate(
      <RemoteArea
        page
        staticUntil="intent"
        id={ID}
        props={{}}
        load={load}
        onReset={jest.fn()}
        onFailure={jest.fn()}
      />,
    );

    // hydrated and read: no code fetched, the server's page as it was; acting elsewhere fetches none
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.click(outside);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBe(staticHeading);

    // the first key into the static form: the code is fetched, the key is in the field meanwhile
    const staticInput = screen.getByRole('textbox');
    await user.click(staticInput);
    await user.keyboard('A');
    expect(load).toHaveBeenCalledWith(ID);
    expect(staticInput).toHaveValue('A');

    await act(async () => loading.resolve({ default: LiveContact }));
    expect(container.querySelector('[data-remote-static]')).toBeNull();
    const live = screen.getByRole('textbox', { name: 'Name' });
    expect(live).toHaveValue('A');
    expect(live).toHaveFocus();
    expect(screen.getByText('Hello, A')).toBeInTheDocument();
  });

  it('a page only read (staticUntil always) never fetches its code, whatever the visitor does on it', async () => {
    const user = userEvent.setup();
    const load = jest.fn(() => new Promise<{ default: ComponentType<never> }>(() => undefined));
    const { container, staticHeading } = await hydrate(
      <RemoteArea
        page
        staticUntil="always"
        id={ID}
        props={{}}
        load={load}
        onReset={jest.fn()}
        onFailure={jest.fn()}
      />,
    );
    await user.type(screen.getByRole('textbox'), 'Ada');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBe(staticHeading);
    expect(container.querySelector(`[data-remote-static="${ID}"]`)).toContainElement(staticHeading);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a remote already loaded replaces the static page at once after hydration', async () => {
    const load = jest.fn(() => ({ default: LiveContact }));
    const { container } = await hydrate(
      <RemoteArea page id={ID} props={{}} load={load} onReset={jest.fn()} onFailure={jest.fn()} />,
    );
    expect(container.querySelector('[data-remote-static]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Contact Us (live)' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('a remote that cannot load takes the static page away and shows the failure message', async () => {
    const user = userEvent.setup();
    const loading = deferred();
    const onFailure = jest.fn();
    const load = jest
      .fn()
      .mockReturnValueOnce(loading.promise)
      .mockReturnValueOnce(new Promise(() => undefined));
    const { container, staticHeading } = await hydrate(
      <RemoteArea page id={ID} props={{}} load={load} onReset={jest.fn()} onFailure={onFailure} />,
    );
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBe(staticHeading);

    await act(async () => loading.reject(new RemoteLoadError(ID, new Error('manifest unreachable'))));

    expect(container.querySelector('[data-remote-static]')).toBeNull();
    expect(staticHeading).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(REMOTE_TEXT.remote.failedTitle);
    expect(alert).toHaveTextContent(REMOTE_TEXT.remote.failedText);
    expect(onFailure).toHaveBeenCalledWith(ID, 'remote-load');

    // Try again: the static page is gone for good, so the area shows it is loading
    await user.click(screen.getByRole('button', { name: REMOTE_TEXT.remote.retry }));
    expect(await screen.findByRole('status')).toHaveTextContent(REMOTE_TEXT.remote.loading);
    expect(container.querySelector('[data-remote-static]')).toBeNull();
  });

  it('a page area reached after hydration loads the remote as before, whatever static HTML is elsewhere', async () => {
    // another page's static render still in the document (not this area's)
    const stray = document.createElement('div');
    stray.setAttribute('data-remote-static', ID);
    stray.innerHTML = '<h1>Contact Us</h1>';
    document.body.append(stray);
    containers.push(stray);
    let resolve: (m: { default: ComponentType<never> }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ default: ComponentType<never> }>((r) => (resolve = r)));

    const { container } = render(<RemoteArea page id={ID} props={{}} load={load} onReset={jest.fn()} />);

    expect(await within(container).findByRole('status')).toHaveTextContent(REMOTE_TEXT.remote.loading);
    expect(container.querySelector('[data-remote-static]')).toBeNull();
    expect(within(container).queryByRole('heading')).not.toBeInTheDocument();
    act(() => resolve({ default: LiveContact }));
    expect(await within(container).findByRole('heading', { name: 'Contact Us (live)' })).toBeInTheDocument();
    expect(within(container).queryByRole('status')).not.toBeInTheDocument();
  });

  it('a page area mounted in the hydrated page (a client navigation) shows the loading state', async () => {
    const load = jest.fn(() => new Promise<{ default: ComponentType<never> }>(() => undefined));
    function App() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Contact
          </button>
          {shown ? <RemoteArea page id={ID} props={{}} load={load} onReset={jest.fn()} /> : null}
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App />);
    document.body.append(container);
    containers.push(container);
    await act(async () => {
      roots.push(hydrateRoot(container, <App />));
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Contact' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REMOTE_TEXT.remote.loading);
    expect(load).toHaveBeenCalledWith(ID);
  });

  it('on the server, without the remote’s HTML: asks for it and renders the loading placeholder', () => {
    const want = jest.fn();
    const props = {};
    const html = serverRender(undefined, want, props);
    expect(want).toHaveBeenCalledWith(ID, props);
    expect(want.mock.calls[0]?.[1]).toBe(props);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(within(page).getByRole('status')).toHaveTextContent(REMOTE_TEXT.remote.loading);
    expect(page.querySelector('[data-remote-static]')).toBeNull();
  });

  it('on the server, with the remote’s HTML: renders it in the area, with no loading placeholder', () => {
    const want = jest.fn();
    const html = serverRender(SERVER_HTML, want);
    expect(want).not.toHaveBeenCalled();
    const page = document.createElement('div');
    page.innerHTML = html;
    const area = page.querySelector(`[data-remote-static="${ID}"]`);
    expect(area).not.toBeNull();
    expect(within(area as HTMLElement).getByRole('heading', { name: 'Contact Us' })).toHaveTextContent(
      'Contact Us',
    );
    expect(within(area as HTMLElement).getByRole('textbox')).toHaveAttribute('name', 'name');
    expect(within(page).queryByRole('status')).not.toBeInTheDocument();
    expect(html).toContain(`<div data-remote-static="${ID}"><h1>Contact Us</h1><input name="name" /></div>`);
  });
});
