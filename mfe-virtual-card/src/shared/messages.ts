// The virtual-card remote's texts (spec §2 'Card ready / card information screen' and 'Virtual
// agreement modal', §8), in the page's language (src/i18n): sections of its catalogue, read while
// rendering. A failure reads @portal/contracts' ERROR_TEXTS where rendered, so none is kept here.
// `PARTNER_TEXTS` are the card screen's words inside a partner's site (the card frame).
import { VIRTUAL_CARD_TEXTS } from '../i18n';

export const SCREEN_TEXT = VIRTUAL_CARD_TEXTS.screen;
export const DETAILS_TEXT = VIRTUAL_CARD_TEXTS.details;
export const GUIDE_TEXT = VIRTUAL_CARD_TEXTS.guide;
export const EXPIRED_TEXT = VIRTUAL_CARD_TEXTS.expired;
export const AGREEMENT_TEXT = VIRTUAL_CARD_TEXTS.agreement;
export const VERIFY_TEXT = VIRTUAL_CARD_TEXTS.verify;
export const PARTNER_TEXTS = VIRTUAL_CARD_TEXTS.partner;
