// Contact Us copy (spec §2), in the page's language (src/i18n); the result texts come from
// @portal/contracts ERROR_TEXTS.
import { SUPPORT_TEXTS } from '../../i18n';

export const CONTACT_TEXT = SUPPORT_TEXTS.contact;
