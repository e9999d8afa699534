// The login's texts for a card that cannot log in any more, in the page's language (src/i18n).
// What the replacement does, where it goes and what comes next are @portal/ui's replacement
// pieces, the same as the card page's report of a lost or stolen card.
import { HOST_TEXTS } from '../../i18n';

export const REPLACEMENT_TEXT = HOST_TEXTS.replacement;
