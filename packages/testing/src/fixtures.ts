// The test programme, runtime config and card payloads shared by the apps' and packages' tests.
// TEST_CONFIG is parsed with RuntimeConfigSchema when this module loads, so a fixture that drifts
// from the contract fails every test that uses it.
import * as v from 'valibot';
import {
  RuntimeConfigSchema,
  defaultRemoteManifests,
  type CardInfo,
  type Program,
  type RuntimeConfig,
} from '@portal/contracts';

export const TEST_PROGRAM: Program = {
  productName: 'Acme Rewards Card',
  supportPhone: '1-800-555-0100',
  supportHours: '8am to midnight EST, 7 days a week',
  balancePhone: '1-800-555-0199',
  balanceHours: '24/7',
  mailAddress: ['Acme Card Services', 'P.O. Box 1', 'Wilmington, DE 19850'],
  websiteUrl: 'https://acme.example',
  orderCardsUrl: 'https://acme.example/order',
  privacyPolicyUrl: 'https://acme.example/privacy',
  californiaPrivacyChoicesUrl: 'https://acme.example/ca-choices',
  californiaPrivacyNoticeUrl: 'https://acme.example/ca-notice',
  carouselImages: [1, 2, 3, 4, 5].map((n) => ({ src: `/cards/${n}.svg`, alt: `Card design ${n}` })),
  timeZone: 'America/New_York',
  imageHost: '/api/ind/v1/card/vv/image',
  issuerDisclaimer: 'Issued by Example Bank, N.A., Member FDIC, pursuant to a license from Visa U.S.A. Inc.',
  gamblingNotice: 'This card cannot be used for online gambling.',
  virtualAgreementPdfUrl: '/remotes/mfe-support/pdf/vv.pdf',
  colors: {
    primary: '#1a3d7c',
    primaryContrast: '#ffffff',
    accent: '#f2a900',
    surface: '#f5f7fb',
    text: '#1b1f24',
  },
};

export const TEST_API_BASE = '/api/ind/v1';

export const TEST_CONFIG: RuntimeConfig = v.parse(RuntimeConfigSchema, {
  apiBaseUrl: TEST_API_BASE,
  // every remote of the app registry at /remotes/<folder>/mf-manifest.json, as `pnpm start` serves them
  remotes: defaultRemoteManifests(),
  pages: [],
  program: TEST_PROGRAM,
  captcha: { provider: 'off' },
} satisfies RuntimeConfig);

export interface TestConfigOverrides extends Partial<Omit<RuntimeConfig, 'program'>> {
  program?: Partial<Program>;
}

/** TEST_CONFIG with some values replaced (validated against RuntimeConfigSchema too). */
export function testConfig(overrides: TestConfigOverrides = {}): RuntimeConfig {
  const { program, ...rest } = overrides;
  return v.parse(RuntimeConfigSchema, {
    ...TEST_CONFIG,
    ...rest,
    program: { ...TEST_CONFIG.program, ...program },
  } satisfies RuntimeConfig);
}

/** An activated, registered physical card of Ada Lovelace that may be frozen and have its PIN reset. */
export function testCard(overrides: Partial<CardInfo> = {}): CardInfo {
  return {
    status: 'ACTIVATED',
    virtual: false,
    freezeInfo: { frozen: false },
    permissions: { availableCardFreeze: true, availablePinReset: true, availableCardActivation: false },
    cardRegistered: true,
    maskedCardNumber: '4111 **** **** 1111',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gift2GoBin: false,
    ...overrides,
  };
}

/** A valid Visa test number (Luhn). */
export const VALID_CARD = '4111111111111111';
