// The history remote's words in the page's language (packages/contracts/src/i18n.ts): one chunk
// per language, only the page's downloaded, shipped in this remote's release.
import { defineTexts } from '@portal/contracts/i18n';
import type en from './en';

declare const __PORTAL_RELEASE__: string | undefined;

/** This remote's release, set at build (packages/build-config), named when a text is missing. */
const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'history@dev';

export const HISTORY_TEXTS = defineTexts<typeof en>(
  'history',
  {
    en: () => import(/* webpackChunkName: "texts-en" */ './en'),
    es: () => import(/* webpackChunkName: "texts-es" */ './es'),
  },
  { release: RELEASE },
);
