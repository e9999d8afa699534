import { api } from '@portal/api-client';
import { RELEASE, reportRemoteFailure } from './report';

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
