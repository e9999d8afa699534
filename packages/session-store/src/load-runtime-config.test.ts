import { startTestServer, type TestServer } from '@portal/test-server';
import type { RuntimeConfig } from '@portal/contracts';
import { absoluteRuntimeConfig, loadRuntimeConfig } from './load-runtime-config';

const CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api/ind/v1',
  remotes: {
    account: '/remotes/mfe-account/mf-manifest.json',
    history: 'https://cdn.example/history/mf-manifest.json',
  },
  captcha: { provider: 'altcha', challengeUrl: '/api/ind/v1/captcha/challenge' },
  program: {
    productName: 'Star Rewards',
    supportPhone: '1-800-555-0100',
    supportHours: '8am to midnight EST, seven days',
    balancePhone: '1-800-555-0199',
    balanceHours: '24/7',
    mailAddress: ['PO Box 100', 'Austin, TX 78701'],
    websiteUrl: 'https://star.example',
    orderCardsUrl: 'https://star.example/order',
    privacyPolicyUrl: '/privacy',
    californiaPrivacyChoicesUrl: 'https://star.example/ca-choices',
    californiaPrivacyNoticeUrl: 'https://star.example/ca-notice',
    carouselImages: [{ src: '/assets/cards/1.svg', alt: 'Card design 1' }],
    timeZone: 'America/New_York',
    imageHost: '/api/ind/v1/card/vv/image',
    issuerDisclaimer: 'Issued by Example Bank.',
    gamblingNotice: 'Cards cannot be used for online gambling.',
    virtualAgreementPdfUrl: '/remotes/mfe-support/pdf/vv.pdf',
    logoUrl: 'logo.svg',
    colors: { primary: '#000', primaryContrast: '#fff', accent: '#f00', surface: '#fff', text: '#000' },
  },
};

// a real local server answers /config.json (no mocked fetch)
let server: TestServer;
let origin = '';
/** what /config.json and /portal/config.json answer */
function answer(status: number, body: string) {
  for (const route of ['GET /config.json', 'GET /portal/config.json'] as const)
    server.answer(route, { status, text: body, headers: { 'content-type': 'application/json' } });
}
beforeAll(async () => {
  server = await startTestServer({ apiPrefix: '' });
  origin = server.origin;
});
afterAll(() => server.close());
beforeEach(() => answer(200, JSON.stringify(CONFIG)));

/** Every string of a value, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe('loadRuntimeConfig (the one /config.json loader)', () => {
  it('loads, validates and makes every URL absolute against where the config came from', async () => {
    const config = await loadRuntimeConfig(`${origin}/portal/config.json`);
    expect(config.apiBaseUrl).toBe(`${origin}/api/ind/v1`);
    expect(config.remotes).toEqual({
      account: `${origin}/remotes/mfe-account/mf-manifest.json`,
      history: 'https://cdn.example/history/mf-manifest.json',
    });
    expect(config.captcha).toEqual({
      provider: 'altcha',
      challengeUrl: `${origin}/api/ind/v1/captcha/challenge`,
    });
    expect(config.program.carouselImages).toEqual([
      { src: `${origin}/assets/cards/1.svg`, alt: 'Card design 1' },
    ]);
    // relative to the config's own folder, as a browser resolves it
    expect(config.program.logoUrl).toBe(`${origin}/portal/logo.svg`);
    expect(config.program.productName).toBe('Star Rewards');
    // no origin-relative URL is left anywhere
    const relative = strings(config).filter(([, s]) => s.startsWith('/'));
    expect(relative).toEqual([]);
  });

  it('an answer that is not ok is an error, whatever its body', async () => {
    answer(503, JSON.stringify(CONFIG));
    await expect(loadRuntimeConfig(`${origin}/config.json`)).rejects.toThrow(
      `GET ${origin}/config.json answered 503`,
    );
  });

  it('a body that is not JSON, or not a runtime config, is an error naming where it fails', async () => {
    answer(200, '<html>');
    await expect(loadRuntimeConfig(`${origin}/config.json`)).rejects.toThrow('is not JSON');
    answer(200, JSON.stringify({ ...CONFIG, program: { productName: 'Star Rewards' } }));
    await expect(loadRuntimeConfig(`${origin}/config.json`)).rejects.toThrow(
      /does not match RuntimeConfigSchema at program\.supportPhone/,
    );
  });
});

describe('absoluteRuntimeConfig', () => {
  it('leaves absolute URLs and the texts alone, and is idempotent', () => {
    const once = absoluteRuntimeConfig(CONFIG, 'https://portal.example/config.json');
    expect(once.program.websiteUrl).toBe('https://star.example');
    expect(once.program.privacyPolicyUrl).toBe('https://portal.example/privacy');
    expect(once.program.issuerDisclaimer).toBe(CONFIG.program.issuerDisclaimer);
    expect(absoluteRuntimeConfig(once, 'https://elsewhere.example/')).toEqual(once);
  });

  it('keeps a captcha without URL as it is', () => {
    const off = absoluteRuntimeConfig({ ...CONFIG, captcha: { provider: 'off' } }, 'https://portal.example/');
    expect(off.captcha).toEqual({ provider: 'off' });
  });
});
