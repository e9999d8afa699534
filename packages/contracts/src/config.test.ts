import * as v from 'valibot';
import { REMOTE_NAMES, RuntimeConfigSchema, type RuntimeConfig } from './config';

const complete: RuntimeConfig = {
  apiBaseUrl: '/api/ind/v1',
  remotes: {
    account: '/remotes/mfe-account/mf-manifest.json',
    registration: '/remotes/mfe-registration/mf-manifest.json',
    virtualCard: '/remotes/mfe-virtual-card/mf-manifest.json',
    history: '/remotes/mfe-history/mf-manifest.json',
    support: '/remotes/mfe-support/mf-manifest.json',
  },
  pages: [],
  program: {
    productName: 'Acme Rewards',
    supportPhone: '1-800-555-0100',
    timeZone: 'America/New_York',
    supportHours: '8am to midnight EST, seven days a week',
    balancePhone: '1-800-555-0101',
    balanceHours: '24/7',
    mailAddress: ['PO Box 1', 'Springfield, IL 62701'],
    websiteUrl: 'https://example.com',
    orderCardsUrl: 'https://example.com/order',
    privacyPolicyUrl: 'https://example.com/privacy',
    californiaPrivacyChoicesUrl: 'https://example.com/ca-choices',
    californiaPrivacyNoticeUrl: 'https://example.com/ca-notice',
    carouselImages: [1, 2, 3, 4, 5].map((n) => ({ src: `/img/card-${n}.svg`, alt: `Card ${n}` })),
    imageHost: '/api/ind/v1/card/vv/image',
    issuerDisclaimer: 'Issued by Example Bank, N.A.',
    gamblingNotice: 'Cards cannot be used for online gambling.',
    virtualAgreementPdfUrl: '/agreements/vv.pdf',
    colors: { primary: '#003', primaryContrast: '#fff', accent: '#f90', surface: '#fff', text: '#111' },
  },
  captcha: { provider: 'altcha', challengeUrl: '/api/ind/v1/captcha/challenge' },
};

/** The dotted paths of a failed parse. */
const failedPaths = (value: unknown) => {
  const result = v.safeParse(RuntimeConfigSchema, value);
  return result.success ? [] : result.issues.map((i) => v.getDotPath(i));
};

test('a complete runtime config is accepted as it is', () => {
  const result = v.safeParse(RuntimeConfigSchema, complete);
  expect(result.success).toBe(true);
  expect(result.output).toEqual(complete);
});

test.each([
  [{ provider: 'altcha', challengeUrl: '/c' }],
  [{ provider: 'recaptcha', siteKey: 'site-key' }],
  [{ provider: 'off' }],
])('captcha settings %p are accepted', (captcha) => {
  expect(failedPaths({ ...complete, captcha })).toEqual([]);
});

test.each([
  [
    'no product name',
    { ...complete, program: { ...complete.program, productName: undefined } },
    'program.productName',
  ],
  ['an empty API base URL', { ...complete, apiBaseUrl: '' }, 'apiBaseUrl'],
  ['an unknown remote', { ...complete, remotes: { ...complete.remotes, billing: '/x' } }, 'remotes.billing'],
  ['an empty remote URL', { ...complete, remotes: { ...complete.remotes, history: '' } }, 'remotes.history'],
  ['an unknown captcha provider', { ...complete, captcha: { provider: 'hcaptcha' } }, 'captcha.provider'],
  [
    'altcha without its challenge URL',
    { ...complete, captcha: { provider: 'altcha' } },
    'captcha.challengeUrl',
  ],
  [
    'colours missing the primary',
    { ...complete, program: { ...complete.program, colors: { text: '#000' } } },
    'program.colors.primary',
  ],
  [
    'a mail address that is not a list',
    { ...complete, program: { ...complete.program, mailAddress: 'PO Box 1' } },
    'program.mailAddress',
  ],
])('a config with %s is rejected at %p', (_case, config, path) => {
  expect(failedPaths(config)).toContain(path);
});

test('the five remotes have their federation names', () => {
  expect(REMOTE_NAMES).toEqual(['account', 'registration', 'virtualCard', 'history', 'support']);
});

test("the programme's time zone defaults to US Eastern and must be a zone this runtime knows", () => {
  const { timeZone: _omitted, ...rest } = complete.program;
  void _omitted;
  const withoutZone = v.parse(RuntimeConfigSchema, { ...complete, program: rest });
  expect(withoutZone.program.timeZone).toBe('America/New_York');
  const wrong = v.safeParse(RuntimeConfigSchema, {
    ...complete,
    program: { ...rest, timeZone: 'Mars/Olympus' },
  });
  expect(wrong.success).toBe(false);
  expect(wrong.issues?.[0]?.message).toBe('an IANA time zone, e.g. America/New_York');
});
