import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { initFederation, loadRemoteComponent, prefetchRemoteModules, resetRemote } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => []),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('runtime federation (ARCHITECTURE.md §3)', () => {
  it('registers every remote of /config.json with an absolute manifest URL, same origin or not', () => {
    initFederation(
      {
        support: '/remotes/mfe-support/mf-manifest.json',
        account: 'http://cdn.example:3001/mf-manifest.json',
      },
      'http://portal.example/ind/login',
    );
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'support', entry: 'http://portal.example/remotes/mfe-support/mf-manifest.json' },
      { name: 'account', entry: 'http://cdn.example:3001/mf-manifest.json' },
    ]);
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
    mockedLoad.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ default: Page });
    await expect(loadRemoteComponent('support/ContactPage')).resolves.toEqual({ default: Page });
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('fails after the second attempt, and when the module has no default export', async () => {
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
    const preload = preloadRemote as jest.Mock;
    prefetchRemoteModules(['account/AccountPage', 'history/HistoryPanel']);
    prefetchRemoteModules(['account/AccountPage']);
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
    expect(preload).toHaveBeenCalledTimes(3);
  });
});
