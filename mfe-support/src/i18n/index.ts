// The support remote's words in the page's language (packages/contracts/src/i18n.ts): one chunk
// per language in this remote's release, only the page's downloaded. Whoever starts the remote
// loads them before its first render (the host, the parcel, the standalone page, its server
// render, jest's setup).
import { defineTexts } from '@portal/contracts/i18n';
import type en from './en';

/** This build's release (the build defines it), named when a Spanish text is missing. */
declare const __PORTAL_RELEASE__: string | undefined;
const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'support@dev';

export const SUPPORT_TEXTS = defineTexts<typeof en>(
  'support',
  {
    en: () => import(/* webpackChunkName: "texts-en" */ './en'),
    es: () => import(/* webpackChunkName: "texts-es" */ './es'),
  },
  { release: RELEASE },
);
