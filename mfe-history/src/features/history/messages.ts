// The history remote's words, in the page's language (src/i18n): read while rendering. The range
// messages are the contracts' (MESSAGES, shared with the server); `{phone}` comes from the
// programme config (useProgram()).
import { HISTORY_TEXTS } from '../../i18n';

export const TEXTS = HISTORY_TEXTS;
