// Session dialogs' copy, in the page's language (src/i18n); the timeout texts come from
// @portal/contracts ERROR_TEXTS.
import { HOST_TEXTS } from '../../i18n';

export const SESSION_TEXT = HOST_TEXTS.session;
