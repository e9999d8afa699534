// Not-found page copy (spec §2), in the page's language (src/i18n).
import { HOST_TEXTS } from '../../i18n';

export const NOT_FOUND_TEXT = HOST_TEXTS.notFound;
