// The card page's texts (spec §1, §2, §8) in the page's language (src/i18n): the sections each
// panel reads while rendering. `{phone}` and `{product}` are filled from the program config
// (useProgram()), never written in a catalogue; the result texts of spec §8 are
// @portal/contracts' ERROR_TEXTS, read where they are shown.
import { ACCOUNT_TEXTS } from '../i18n';

export const TEXTS = {
  page: ACCOUNT_TEXTS.page,
  overview: ACCOUNT_TEXTS.overview,
  loadFailed: ACCOUNT_TEXTS.loadFailed,
  legacy: ACCOUNT_TEXTS.legacy,
  freeze: ACCOUNT_TEXTS.freeze,
  pinReset: ACCOUNT_TEXTS.pinReset,
  activation: ACCOUNT_TEXTS.activation,
};
