// Navigation bar, footer and language control copy (spec §2), in the page's language (src/i18n).
import { HOST_TEXTS } from '../../i18n';

export const SHELL_TEXT = HOST_TEXTS.shell;
