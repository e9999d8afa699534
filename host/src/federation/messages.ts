// Copy of the remote loading and failure states, in the page's language (src/i18n).
import { HOST_TEXTS } from '../i18n';

export const REMOTE_TEXT = HOST_TEXTS.remote;
