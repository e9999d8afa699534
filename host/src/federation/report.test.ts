import { api } from '@portal/api-client';
import { defineTexts, loadAllTexts, setLocale, type Translation } from '@portal/contracts/i18n';
import { RELEASE, reportMissingTexts, reportRemoteFailure } from './report';

jest.mock('@portal/api-client', () => ({ api: { clientFailure: jest.fn() } }));
const send = api.clientFailure as jest.Mock;

afterEach(() => send.mockReset());

describe('the failure report a browser sends', () => {
  it('names the remote of the module, the release and the route, without the link capability', () => {
    send.mockResolvedValue(undefined);
    window.history.pushState({}, '', '/ind/card/info/acct-secret-id/aW1n');
    reportRemoteFailure('virtualCard/CardInfo', 'remote-load');
    expect(send).toHaveBeenCalledWith({
      kind: 'remote-load',
      remote: 'virtualCard',
      release: RELEASE,
      route: expect.stringMatching(/^\/ind\/card\/info\//),
    });
    expect(JSON.stringify(send.mock.calls)).not.toContain('acct-secret-id');
  });

  it('a report that cannot be sent is dropped quietly (no unhandled rejection)', async () => {
    send.mockRejectedValue(new Error('offline'));
    expect(() => reportRemoteFailure('support/ContactPage', 'crash')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});

describe('a text missing from the page’s language', () => {
  const en = { overview: { balance: 'Balance', status: 'Status' } };
  const texts = defineTexts<typeof en>(
    'account',
    {
      en: async () => ({ default: en }),
      // a release whose Spanish fell behind its code
      es: async () => ({ default: { overview: { balance: 'Saldo' } } as Translation<typeof en> }),
    },
    { release: 'account@2.4.0' },
  );
  afterEach(() => setLocale('en'));

  it('shows the English and is reported once, with the app, its release and the key', async () => {
    send.mockResolvedValue(undefined);
    const stop = reportMissingTexts();
    await loadAllTexts('en');
    await loadAllTexts('es');
    setLocale('es');
    window.history.pushState({}, '', '/ind');
    expect(texts.overview.balance).toBe('Saldo');
    expect(texts.overview.status).toBe('Status');
    expect(texts.overview.status).toBe('Status');
    stop();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      kind: 'missing-text',
      remote: 'account',
      release: 'account@2.4.0',
      route: '/ind',
      key: 'account:es:overview.status',
    });
  });
});
