// Shared by the ui tests only (not exported).
import type { Program } from '@portal/contracts';

export const testColors: Program['colors'] = {
  primary: '#5b21b6',
  primaryContrast: '#ffffff',
  accent: '#b45309',
  surface: '#ffffff',
  text: '#111827',
};

export const testProgram: Program = {
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
  timeZone: 'America/New_York',
  imageHost: '/api/ind/v1/card/vv/image',
  issuerDisclaimer: 'Issued by Example Bank.',
  gamblingNotice: 'Cards cannot be used for online gambling.',
  virtualAgreementPdfUrl: '/agreements/vv.pdf',
  colors: testColors,
};
