import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { initFederation, loadRemoteComponent, resetRemote } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
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
    await expect(loadRemoteComponent('support/ContactPage')).rejects.toThrow('offline');
    mockedLoad.mockReset();
    mockedLoad.mockResolvedValue({});
    await expect(loadRemoteComponent('support/Agreements')).rejects.toThrow(
      'support/Agreements has no default export',
    );
  });
});
