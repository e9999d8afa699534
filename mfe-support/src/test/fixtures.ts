import type { RuntimeConfig } from '@portal/contracts';

export const CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api/ind/v1',
  remotes: {
    account: '/remotes/mfe-account/mf-manifest.json',
    registration: '/remotes/mfe-registration/mf-manifest.json',
    virtualCard: '/remotes/mfe-virtual-card/mf-manifest.json',
    history: '/remotes/mfe-history/mf-manifest.json',
    support: '/remotes/mfe-support/mf-manifest.json',
  },
  program: {
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
    imageHost: '/api/ind/v1/card/vv/image',
    issuerDisclaimer:
      'Issued by Example Bank, N.A., Member FDIC, pursuant to a license from Visa U.S.A. Inc.',
    gamblingNotice: 'This card cannot be used for online gambling.',
    virtualAgreementPdfUrl: '/remotes/mfe-support/pdf/vv.pdf',
    colors: {
      primary: '#1a3d7c',
      primaryContrast: '#ffffff',
      accent: '#f2a900',
      surface: '#f5f7fb',
      text: '#1b1f24',
    },
  },
  captcha: { provider: 'off' },
};
