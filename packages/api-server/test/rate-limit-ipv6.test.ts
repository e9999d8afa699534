// Per-client limits count an IPv6 client by its /64 (rate-limit/client-key.ts): every
// address of one /64 shares a quota, two /64s do not; IPv4 and IPv4-mapped IPv6 stay per address.
import { PARTNER_BASE_PATH } from '@portal/contracts';
import { clientKey } from '../src/rate-limit/client-key';
import { API, harness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness({
    settings: { telemetryRateLimit: 2, partnerRateLimit: { perPartner: 1000, perClient: 2 } },
  });
});
afterAll(() => h.close());

const failure = { kind: 'remote-load', remote: 'support', release: 'other', route: '/contact-us' };

const report = (remoteAddress: string) =>
  h.app.inject({ method: 'POST', url: `${API}/telemetry/client-failure`, remoteAddress, payload: failure });

const partnerCall = (remoteAddress: string) =>
  h.app.inject({
    method: 'POST',
    url: `${PARTNER_BASE_PATH}/embed-sessions`,
    remoteAddress,
    headers: { authorization: 'Bearer ppk_not-a-key' },
    payload: { externalRef: 'member-1' },
  });

const status = async (res: Promise<{ statusCode: number; json(): unknown }>) => {
  const r = await res;
  return r.statusCode === 429 ? `429 ${(r.json() as { code: string }).code}` : r.statusCode;
};

describe('clientKey', () => {
  test.each([
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::ffff:c000:201', '192.0.2.1'],
    ['192.0.2.1', '192.0.2.1'],
  ])('%s → %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe('a per-client limit (the telemetry bucket, 2 an hour)', () => {
  test('two addresses of one /64 share the quota; an address of another /64 has its own', async () => {
    expect(await status(report('2001:db8:aa:1::1'))).toBe(204);
    expect(await status(report('2001:db8:aa:1:ffff:ffff:ffff:fffe'))).toBe(204);
    expect(await status(report('2001:db8:aa:1::2'))).toBe('429 locked');
    expect(await status(report('2001:db8:aa:2::1'))).toBe(204);
    const limited = await h.rows<{ client: string }>(
      "select client from audit_log where outcome = 'limited' and client like '2001:db8:aa:%'",
    );
    expect(limited.map((r) => r.client)).toEqual(['2001:db8:aa:1::2']);
  });

  test('IPv4 addresses stay one client each; an IPv4-mapped address is its IPv4 address', async () => {
    expect(await status(report('198.51.100.7'))).toBe(204);
    expect(await status(report('::ffff:198.51.100.7'))).toBe(204);
    expect(await status(report('198.51.100.7'))).toBe('429 locked');
    expect(await status(report('198.51.100.8'))).toBe(204);
  });
});

describe('the partner API per-client limit (2 a minute)', () => {
  test('two addresses of one /64 share it (wrong keys counted too); another /64 does not', async () => {
    expect(await status(partnerCall('2001:db8:bb:1::1'))).toBe(401);
    expect(await status(partnerCall('2001:db8:bb:1::2'))).toBe(401);
    expect(await status(partnerCall('2001:db8:bb:1::3'))).toBe('429 locked');
    expect(await status(partnerCall('2001:db8:bb:2::1'))).toBe(401);
  });
});
