// The pages a visitor reaches without logging in, and a path that is none (the not-found page):
// the journeys that walk every public page read them from here.
import { AGREEMENT_DOCUMENTS } from '@portal/contracts/props';

export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/ind/login',
  '/ind/registration',
  '/contact-us',
  '/cardholder-agreement',
  ...AGREEMENT_DOCUMENTS.map((document) => `/cardholder-agreement/${document}`),
  '/accessibility',
  '/no-such-page',
];
