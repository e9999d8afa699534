// The texts of a card replacement that the card page (a card reported lost or stolen) and the
// login (an expired card with money on it) both show: what happens, where the new card goes and
// what comes next, in the page's language (src/i18n). One set, so the two read the same.
import { UI_TEXTS } from './i18n';

export const REPLACEMENT_TEXTS = {
  summary: UI_TEXTS.replacementSummary,
  address: UI_TEXTS.replacementAddress,
  done: UI_TEXTS.replacementDone,
};
