// @portal/ui's own words in the page's language (packages/contracts/src/i18n.ts): one chunk per
// language, only the page's downloaded. Every app that renders these components loads them with
// its own (loadAllTexts loads every catalogue defined so far). No release is named: the package
// ships inside each app's release, whose own catalogue names it.
import { defineTexts } from '@portal/contracts/i18n';
import type en from './en';

export const UI_TEXTS = defineTexts<typeof en>('ui', {
  en: () => import(/* webpackChunkName: "texts-en" */ './en'),
  es: () => import(/* webpackChunkName: "texts-es" */ './es'),
});
