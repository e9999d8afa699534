// The words @portal/contracts owns, in the page's language (./i18n.ts): the rules' messages, the
// error texts of spec §8 and the card statuses. English in i18n/messages.en.ts, Spanish in
// i18n/messages.es.ts; each a chunk of its own, only the page's downloaded.
//
// A rule names its message by key (MESSAGE_KEYS), never by text: the schemas are built when the
// module loads, before any catalogue has, and the server answers keys, not English. Where a
// person reads a rule's message it is worded then (wordMessage; form-errors.ts does it for forms,
// the api-client for a server's field errors). `{phone}` and `{product}` are filled from the
// programme config (see fill()).
import { defineTexts } from './i18n';
import type en from './i18n/messages.en';

export const CONTRACTS_TEXTS = defineTexts<typeof en>('contracts', {
  en: () => import(/* webpackChunkName: "texts-en" */ './i18n/messages.en'),
  es: () => import(/* webpackChunkName: "texts-es" */ './i18n/messages.es'),
});

/** The rules' messages (spec §5), by key: read while rendering. */
export const MESSAGES = CONTRACTS_TEXTS.messages;
/** The error texts (spec §8): read while rendering. */
export const ERROR_TEXTS = CONTRACTS_TEXTS.errors;
/** The card statuses as the cardholder reads them, by code (card-status.ts). */
export const STATUS_TEXTS = CONTRACTS_TEXTS.statuses;

/** The key of a rule's message: what a schema carries and the server answers. */
export type MessageKey = keyof typeof en.messages;

/**
 * Each message's key, as a schema names it (`MESSAGE_KEYS.cvvRequired` is 'cvvRequired'). Reading
 * one reads no catalogue, so a schema built at module load may name it.
 */
export const MESSAGE_KEYS: { readonly [K in MessageKey]: K } = new Proxy(
  {},
  { get: (_, key) => (typeof key === 'string' ? key : undefined) },
) as { readonly [K in MessageKey]: K };

/** A message key is one camel-case word; any other text (valibot's own, a sentence) is not. */
const KEY_PATTERN = /^[a-z][A-Za-z0-9]*$/;

/**
 * A rule's message as a person reads it, in the page's language: the text of a message key, or
 * the message itself when it names none (a schema's message written for developers).
 */
export function wordMessage(message: string): string {
  if (!KEY_PATTERN.test(message)) return message;
  const text = (MESSAGES as Record<string, string | undefined>)[message];
  return text || message;
}

/** Fill `{name}` placeholders from programme values. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
