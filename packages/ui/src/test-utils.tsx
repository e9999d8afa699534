// Shared by the ui tests only (not exported).
import type { Program, RuntimeConfig } from '@portal/contracts';

export const testColors: Program['colors'] = {
  primary: '#5b21b6',
  primaryContrast: '#ffffff',
  accent: '#b45309',
  surface: '#ffffff',
  text: '#111827',
};

export const testConfig: RuntimeConfig = {
  apiBaseUrl: '/api/ind/v1',
  remotes: {},
  captcha: { provider: 'off' },
  program: {
    productName: 'Star Rewards',
    supportPhone: '1-800-555-0100',
    supportHours: '8am to midnight EST, seven days',
    balancePhone: '1-800-555-0199',
    balanceHours: '24/7',
    mailAddress: ['PO Box 100', 'Austin, TX 78701'],
    websiteUrl: 'https://star.example',
    orderCardsUrl: 'https://star.example/order',
    privacyPolicyUrl: 'https://star.example/privacy',
    californiaPrivacyChoicesUrl: 'https://star.example/ca-choices',
    californiaPrivacyNoticeUrl: 'https://star.example/ca-notice',
    carouselImages: [],
    imageHost: '/api/ind/v1/card/vv/image',
    issuerDisclaimer: 'Issued by Example Bank.',
    gamblingNotice: 'Cards cannot be used for online gambling.',
    virtualAgreementPdfUrl: '/agreements/vv.pdf',
    colors: testColors,
  },
};

/**
 * For the file's tests: React renders outside act(), the way a browser runs it (single-spa and
 * mountStandalone own their React roots; inside act React would wait for the act scope to end).
 */
export function renderOutsideAct(): void {
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironment: boolean | undefined;
  beforeAll(() => {
    actEnvironment = g.IS_REACT_ACT_ENVIRONMENT;
    g.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    g.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}
