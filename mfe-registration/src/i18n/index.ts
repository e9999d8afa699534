// The registration remote's words in the page's language (packages/contracts/src/i18n.ts): one
// chunk per language, only the page's downloaded; the host, a parcel or the standalone page loads
// it before the first render (loadAllTexts).
import { defineTexts } from '@portal/contracts/i18n';
import type en from './en';

declare const __PORTAL_RELEASE__: string | undefined;
/** This remote's release (set at build), named when a Spanish text is missing. */
const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'registration@dev';

export const REGISTRATION_TEXTS = defineTexts<typeof en>(
  'registration',
  {
    en: () => import(/* webpackChunkName: "texts-en" */ './en'),
    es: () => import(/* webpackChunkName: "texts-es" */ './es'),
  },
  { release: RELEASE },
);
