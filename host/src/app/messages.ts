// The shell's own copy, in the page's language (src/i18n): start-up failure and the page titles
// of the route table.
import { HOST_TEXTS } from '../i18n';

export const STARTUP_TEXT = HOST_TEXTS.startup;
/** Page titles (route data); the product name is appended (spec §2). */
export const PAGE_TITLES = HOST_TEXTS.pageTitles;
