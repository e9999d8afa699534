// Home copy (spec §2 Home), in the page's language (src/i18n).
import { HOST_TEXTS } from '../../i18n';

export const HOME_TEXT = HOST_TEXTS.home;
