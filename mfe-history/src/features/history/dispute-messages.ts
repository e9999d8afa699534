// The texts of "Report a problem" (a dispute of a posted purchase), in its sheet, in the page's
// language (src/i18n). The agreement's notice window (`{days}`) comes from packages/legal, the
// phone from the programme; the field messages are the contracts' (formErrors).
import { HISTORY_TEXTS } from '../../i18n';

export const DISPUTE_TEXTS = HISTORY_TEXTS.dispute;
