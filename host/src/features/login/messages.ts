// Login copy (spec §2 Login), in the page's language (src/i18n); error texts come from
// @portal/contracts ERROR_TEXTS.
import { HOST_TEXTS } from '../../i18n';

export const LOGIN_TEXT = HOST_TEXTS.login;
