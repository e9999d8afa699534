// The registration remote's texts (spec §2, §5, §8), in the page's language (src/i18n): sections
// of its catalogue, read while rendering. A failure reads @portal/contracts' ERROR_TEXTS and a
// busy button @portal/ui's BUSY_LABEL where rendered, so none is kept here.
import { REGISTRATION_TEXTS } from '../i18n';

export const FIELD_LABELS = REGISTRATION_TEXTS.fieldLabels;
export const FIELD_HINTS = REGISTRATION_TEXTS.fieldHints;
export const REGISTRATION_TEXT = REGISTRATION_TEXTS.registration;
export const STEPPER_TEXT = REGISTRATION_TEXTS.stepper;
