// The texts of the card's cases (disputes) on the card page, in the page's language (src/i18n).
// The agreement's figures come from packages/legal; the states and reasons are named by the
// codes the server answers.
import { ACCOUNT_TEXTS } from '../../i18n';

export const CASES_TEXTS = ACCOUNT_TEXTS.cases;
