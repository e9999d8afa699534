// The host's words in the page's language (packages/contracts/src/i18n.ts): one chunk per language,
// only the page's downloaded.
import { defineTexts } from '@portal/contracts/i18n';
import { RELEASE } from '../federation/report';
import type en from './en';

export const HOST_TEXTS = defineTexts<typeof en>(
  'host',
  {
    en: () => import(/* webpackChunkName: "texts-en" */ './en'),
    es: () => import(/* webpackChunkName: "texts-es" */ './es'),
  },
  { release: RELEASE },
);
