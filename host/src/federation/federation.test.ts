import { canaryBucket } from '@portal/contracts';
import { createHostFederation } from './federation-runtime';
import {
  initFederation,
  loadRemoteComponent,
  loadRouteModules,
  prefetchRemoteModules,
  refreshRemotes,
  remoteEntry,
  resetRemote,
  runtimeConfigUrl,
} from './federation';

// the runtime chunk (federation-runtime.ts): an instance whose calls the tests watch
const runtime = {
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => []),
  registerRemotes: jest.fn(),
};
jest.mock('./federation-runtime', () => ({ createHostFederation: jest.fn(() => runtime) }));
const { loadRemote, preloadRemote, registerRemotes } = runtime;

const mockedLoad = loadRemote;

describe('runtime federation', () => {
  it('a page that needs no remote never starts the runtime; the first that does starts it with every remote, by absolute URL', async () => {
    initFederation(
      {
        support: '/remotes/mfe-support/mf-manifest.json',
        account: 'http://cdn.example:3001/mf-manifest.json',
      },
      'http://portal.example/ind/login',
    );
    expect(createHostFederation).not.toHaveBeenCalled();
    loadRemote.mockResolvedValueOnce({ default: () => null });
    await loadRemoteComponent('support/ContactPage');
    expect(createHostFederation).toHaveBeenCalledTimes(1);
    expect(createHostFederation).toHaveBeenCalledWith(
      [
        { name: 'support', entry: 'http://portal.example/remotes/mfe-support/mf-manifest.json' },
        { name: 'account', entry: 'http://cdn.example:3001/mf-manifest.json' },
      ],
      [expect.objectContaining({ name: 'portal-report-remote-errors' })],
    );
    // started once: a later config registers its remotes on the running instance
    initFederation({ support: '/remotes/mfe-support/mf-manifest.json' }, 'http://portal.example/');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'support', entry: 'http://portal.example/remotes/mfe-support/mf-manifest.json' }],
      undefined,
    );
    expect(createHostFederation).toHaveBeenCalledTimes(1);
  });

  it('a retry re-registers the failed remote with force, so its manifest is fetched again', () => {
    initFederation({ support: 'http://s.example/mf-manifest.json' }, 'http://portal.example/');
    resetRemote('support/ContactPage');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'support', entry: 'http://s.example/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('loads the default export, retrying a transient failure once', async () => {
    const Page = () => null;
    mockedLoad.mockClear();
    mockedLoad.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ default: Page });
    await expect(loadRemoteComponent('support/ContactPage')).resolves.toEqual({ default: Page });
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('a module loaded once is given at once to the next area; another release of it loads again', async () => {
    const Page = () => null;
    initFederation({ support: 'http://s.example/v1/mf-manifest.json' }, 'http://portal.example/');
    mockedLoad.mockReset();
    mockedLoad.mockResolvedValue({ default: Page });
    await loadRemoteComponent('support/ContactPage');
    // not a promise: the area renders it without suspending (remote-area.tsx)
    expect(loadRemoteComponent('support/ContactPage')).toEqual({ default: Page });
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    initFederation({ support: 'http://s.example/v2/mf-manifest.json' }, 'http://portal.example/');
    await expect(loadRemoteComponent('support/ContactPage')).resolves.toEqual({ default: Page });
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('an area and its route loading a module at once share one load; after a failure the next loads anew', async () => {
    const Page = () => null;
    initFederation({ support: 'http://s.example/v5/mf-manifest.json' }, 'http://portal.example/');
    mockedLoad.mockReset();
    let answer!: (module: { default: typeof Page }) => void;
    mockedLoad.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const area = loadRemoteComponent('support/Agreements');
    const route = loadRemoteComponent('support/Agreements');
    expect(route).toBe(area);
    answer({ default: Page });
    await expect(area).resolves.toEqual({ default: Page });
    expect(mockedLoad).toHaveBeenCalledTimes(1);

    initFederation({ support: 'http://s.example/v6/mf-manifest.json' }, 'http://portal.example/');
    mockedLoad.mockReset();
    mockedLoad.mockRejectedValue(new Error('offline'));
    await expect(loadRemoteComponent('support/Agreements')).rejects.toBeDefined();
    mockedLoad.mockResolvedValue({ default: Page });
    await expect(loadRemoteComponent('support/Agreements')).resolves.toEqual({ default: Page });
  });

  it('a route waits for its modules, but never fails: a failed module is left to its area', async () => {
    initFederation({ support: 'http://s.example/v3/mf-manifest.json' }, 'http://portal.example/');
    mockedLoad.mockReset();
    mockedLoad.mockRejectedValue(new Error('offline'));
    await expect(loadRouteModules(['support/ContactPage'], 5000)).resolves.toBeUndefined();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('fails after the second attempt, and when the module has no default export', async () => {
    initFederation({ support: 'http://s.example/v4/mf-manifest.json' }, 'http://portal.example/');
    mockedLoad.mockReset();
    mockedLoad.mockRejectedValue(new Error('offline'));
    // a load failure, told apart from a crash while rendering (the failure report's kind)
    await expect(loadRemoteComponent('support/ContactPage')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      message: 'support/ContactPage could not be loaded',
      cause: expect.objectContaining({ message: 'offline' }),
    });
    mockedLoad.mockReset();
    mockedLoad.mockResolvedValue({});
    await expect(loadRemoteComponent('support/Agreements')).rejects.toMatchObject({
      name: 'RemoteLoadError',
      cause: expect.objectContaining({ message: 'support/Agreements has no default export' }),
    });
  });

  it('prefetches a module once per page: its remote, its expose, the synchronous chunks only', async () => {
    const preload = preloadRemote;
    prefetchRemoteModules(['account/AccountPage', 'history/HistoryPanel']);
    prefetchRemoteModules(['account/AccountPage']);
    await new Promise((r) => setTimeout(r, 0)); // the runtime is asked once it has started
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith([
      { nameOrAlias: 'account', exposes: ['AccountPage'], resourceCategory: 'sync' },
      { nameOrAlias: 'history', exposes: ['HistoryPanel'], resourceCategory: 'sync' },
    ]);
    // a failed prefetch is tried again next time (the real load retries on its own)
    preload.mockRejectedValueOnce(new Error('offline'));
    prefetchRemoteModules(['support/ContactPage']);
    await new Promise((r) => setTimeout(r, 0));
    prefetchRemoteModules(['support/ContactPage']);
    await new Promise((r) => setTimeout(r, 0));
    expect(preload).toHaveBeenCalledTimes(3);
  });
});

describe('a release switched while the portal runs', () => {
  const v1 = 'http://portal.example/remotes/releases/account/1.0.0%2Ba/mf-manifest.json';
  const v2 = 'http://portal.example/remotes/releases/account/1.1.0%2Bb/mf-manifest.json';
  const history = 'http://portal.example/remotes/mfe-history/mf-manifest.json';

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z'), doNotFake: ['setTimeout'] });
    registerRemotes.mockClear();
    mockedLoad.mockReset();
    mockedLoad.mockResolvedValue({ default: () => null });
    initFederation({ account: v1, history }, 'http://portal.example/ind');
  });
  afterEach(() => jest.useRealTimers());

  it('the next navigation reads /config.json again and the next load re-registers the changed remote only, with force', async () => {
    const read = jest.fn(async () => ({ account: v2, history }));
    // read at start a moment ago: fresh, not read again
    await refreshRemotes(read, 'http://portal.example/ind', Date.now() + 500);
    expect(read).not.toHaveBeenCalled();
    jest.setSystemTime(Date.now() + 1500);
    await refreshRemotes(read, 'http://portal.example/ind');
    expect(read).toHaveBeenCalledTimes(1);
    expect(remoteEntry('account')).toBe(v2);
    // nothing is re-registered until an area of the remote loads (an area on screen keeps its module)
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    await loadRemoteComponent('account/AccountPage');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'account', entry: v2 }], { force: true });
    await loadRemoteComponent('history/HistoryPanel');
    await loadRemoteComponent('account/AccountPage');
    // history did not change, account is registered once
    expect(registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('a /config.json that fails or hangs never holds the navigation: the known releases serve', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.setSystemTime(Date.now() + 5000);
    await refreshRemotes(async () => {
      throw new Error('offline');
    });
    expect(remoteEntry('account')).toBe(v1);
    jest.setSystemTime(Date.now() + 5000);
    const started = performance.now();
    await refreshRemotes(() => new Promise(() => undefined));
    expect(performance.now() - started).toBeLessThan(2500);
    expect(remoteEntry('account')).toBe(v1);
  });

  it('the runtime config names the browser’s canary bucket, a stable hash of its session id', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(runtimeConfigUrl(id)).toBe(`/config.json?bucket=${canaryBucket(id)}`);
    expect(runtimeConfigUrl(id)).toBe(runtimeConfigUrl(id));
    expect(runtimeConfigUrl()).toMatch(/^\/config\.json\?bucket=\d{1,2}$/);
  });
});
