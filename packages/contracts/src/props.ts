// Props of every exposed module and every ./parcel (docs/architecture.md#units-and-what-they-own).
// Ids arrive already decoded by the host; slots are render props, so a remote never imports another remote.
// The server render a remote exports (RemoteStaticRender) takes the same props, so it is here too.
import type { ReactNode } from 'react';
import type { RuntimeConfig } from './config';
import type { Locale } from './i18n';
import type { EmbedTheme } from './partner';
import type { RemoteModuleId } from './remotes';

/** account ./AccountPage — the host places the history panel in `renderHistory`. */
export interface AccountPageProps {
  renderHistory?: () => ReactNode;
}

/** history ./HistoryPanel */
// Record<never, never> (no props), not Record<string, never>: intersected with a parcel's `config`
// the latter would make every key, config included, `never`.
export type HistoryPanelProps = Record<never, never>;

/**
 * registration ./RegistrationPage — no props. Spec §2 puts the virtual-card agreement component in
 * its success view, but that component shows nothing without a link's route parameters, and
 * /ind/registration has none; the agreement is composed where a link is: the card information
 * screen (virtualCard ./CardInfo, also the stepper's step 2).
 */
export type RegistrationPageProps = Record<never, never>;

/** The ids of an emailed virtual-card link, decoded. */
export interface VirtualLinkProps {
  accountId: string;
  /** decoded from base64 by the host */
  cardImageId: string;
  /** decoded from base64 by the host; when present the email field is prefilled and disabled */
  email?: string | null;
  /** the page's query parameters, sent only when any exist */
  linkClickParams?: Record<string, string> | null;
}

/** registration ./VirtualRegistration — step 2 ('Ready') is the virtual-card remote's CardInfo. */
export interface VirtualRegistrationProps extends VirtualLinkProps {
  renderReady: () => ReactNode;
}

/** virtualCard ./CardInfo */
export type CardInfoProps = VirtualLinkProps;

/** support ./ContactPage */
export type ContactPageProps = Record<string, never>;

export const AGREEMENT_DOCUMENTS = ['outside-ny', 'outside-ny-2-year', 'ny', 'vv'] as const;
export type AgreementDocument = (typeof AGREEMENT_DOCUMENTS)[number];

/** support ./Agreements — no document: the index */
export interface AgreementsProps {
  document?: AgreementDocument;
}

/**
 * The props of every module the host renders, by module id. The ids come from the app registry
 * (remotes.ts): a module exposed there without props here, or props here for a module the
 * registry does not expose, fails the type check below.
 */
export interface ExposedModuleProps {
  'account/AccountPage': AccountPageProps;
  'history/HistoryPanel': HistoryPanelProps;
  'registration/RegistrationPage': RegistrationPageProps;
  'registration/VirtualRegistration': VirtualRegistrationProps;
  'virtualCard/CardInfo': CardInfoProps;
  'support/ContactPage': ContactPageProps;
  'support/Agreements': AgreementsProps;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Compile-time check: ExposedModuleProps has exactly the registry's module ids. */
export type ExposedModulesMatchRegistry = Holds<Same<keyof ExposedModuleProps, RemoteModuleId>>;

/** Every ./parcel takes the runtime config (a partner page has no host to fetch it) plus its component's props. */
export type ParcelProps<P> = P & {
  config: RuntimeConfig;
  /** a partner page's theme tokens (the embed validates them: EmbedThemeSchema); texts stay the programme's */
  theme?: EmbedTheme;
  /** the language of the parcel's words; without it, the page's (`<html lang>`, contracts i18n) */
  locale?: Locale;
};

/**
 * What a remote's server-render bundle exports (the first paint of its public pages in the
 * host's HTML): its build's ssr/render.cjs, which the api-server runs, apart from its own process,
 * for a page whose area shows `module`. The HTML of that module for `url` with the programme's
 * runtime config, or null for a module it does not render without the browser (one that needs a
 * session). The host composes it into its page; the browser shows it until the remote's code mounts.
 */
export type RemoteStaticRender = (request: {
  module: RemoteModuleId;
  props: unknown;
  url: string;
  config: RuntimeConfig;
  /** the page's language (the render loads its words, then renders in it: contracts i18n withLocale) */
  locale?: Locale;
}) => string | null | Promise<string | null>;
