import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemoteArea } from './remote-area';
import { RemoteLoadError } from './report';

jest.mock('./federation', () => ({
  loadRemoteComponent: jest.fn(),
  resetRemote: jest.fn(),
  remoteEntry: jest.fn(() => 'http://portal.example/remotes/mfe-support/mf-manifest.json'),
}));
jest.mock('./report', () => ({ ...jest.requireActual('./report'), reportRemoteFailure: jest.fn() }));

const Contact: ComponentType<never> = () => <h1>Contact Us</h1>;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a remote area (ARCHITECTURE.md §3)', () => {
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
    expect(await screen.findByRole('alert')).toHaveTextContent('not available');
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
