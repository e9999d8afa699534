// The virtual-card remote's words in the page's language (packages/contracts/src/i18n.ts): one
// chunk per language, only the page's downloaded; the host, a parcel (the partner frame's card
// too) or the standalone page loads it before the first render (loadAllTexts). The partner
// scripts read the `embed` section without it (partner/embed-texts.ts).
import { defineTexts } from '@portal/contracts/i18n';
import type en from './en';

declare const __PORTAL_RELEASE__: string | undefined;
/** This remote's release (set at build), named when a Spanish text is missing. */
const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'virtualCard@dev';

export const VIRTUAL_CARD_TEXTS = defineTexts<typeof en>(
  'virtualCard',
  {
    en: () => import(/* webpackChunkName: "texts-en" */ './en'),
    es: () => import(/* webpackChunkName: "texts-es" */ './es'),
  },
  { release: RELEASE },
);
