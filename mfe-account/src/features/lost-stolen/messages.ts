// The texts of reporting a card lost or stolen, in the page's language (src/i18n). What happens,
// where the new card goes and what comes next are @portal/ui's replacement pieces (the expired
// card's offer shows the same). `{…}` are filled from the server's answer and the programme config
// (`{phone}`), never written in a catalogue.
import { ACCOUNT_TEXTS } from '../../i18n';

export const LOST_STOLEN_TEXT = ACCOUNT_TEXTS.lostStolen;
