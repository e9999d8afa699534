// The card's saved language (the one its mail and SMS are written in) follows the page's: the
// language control saves the holder's choice before it reloads the page in it, and a login saves
// the page's language when the card's differs. Best effort: a slow or refused save never holds
// the holder, who may choose again.
import { api } from '@portal/api-client';
import { currentLocale, type Language } from '@portal/contracts/i18n';

/** Long enough for a save on a working connection; short enough that a click never seems stuck. */
export const LANGUAGE_SAVE_TIMEOUT_MS = 1500;

/** The page's language as a card keeps it: the pseudo-language of development is English. */
export function pageLanguage(): Language {
  return currentLocale() === 'es' ? 'es' : 'en';
}

/** Saves `language` as the session's card's; resolves when saved, refused or timed out. */
export async function saveCardLanguage(
  language: Language,
  timeoutMs = LANGUAGE_SAVE_TIMEOUT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([api.cardLanguage({ language }), late]);
  } catch {
    // best effort: the page's language is remembered by its cookie whatever the card keeps
  } finally {
    clearTimeout(timer);
  }
}

/** After a login: the page's language saved when the card's (absent from older servers) differs. */
export function keepPageLanguage(card: { language?: Language }): void {
  const page = pageLanguage();
  if (card.language !== undefined && card.language !== page) void saveCardLanguage(page);
}

/** Follows a link with a full page load (the language route answers with a redirect). */
export function followLink(href: string): void {
  window.location.assign(href);
}
