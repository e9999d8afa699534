// Props of every exposed module and every ./parcel (ARCHITECTURE.md §2). Ids arrive already
// decoded by the host; slots are render props, so a remote never imports another remote.
import type { ReactNode } from 'react';
import type { InferInput } from 'valibot';
import type { RuntimeConfig } from './config';
import type { RegisterVirtualRequestSchema } from './api';

/** account ./AccountPage — the host places the history panel in `renderHistory`. */
export interface AccountPageProps {
  renderHistory?: () => ReactNode;
}

/** history ./HistoryPanel */
// Record<never, never> (no props), not Record<string, never>: intersected with a parcel's `config`
// the latter would make every key, config included, `never`.
export type HistoryPanelProps = Record<never, never>;

/** registration ./RegistrationPage — the virtual-card agreement component goes in `renderAgreement`. */
export interface RegistrationPageProps {
  renderAgreement?: () => ReactNode;
}

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

/** The holder's details the agreement flow registers the virtual card with (no ids, no captcha). */
export type VirtualRegistrationDetails = Omit<
  InferInput<typeof RegisterVirtualRequestSchema>,
  'accountId' | 'captchaResponse' | 'linkClickParams'
>;

/** virtualCard ./AgreementModal */
export interface AgreementModalProps extends VirtualLinkProps {
  /** agreement flow: Ok registers the card before signing (spec §4 Agreement) */
  registerOnAccept?: boolean;
  /** with registerOnAccept: the details Ok registers the card with (the caller's form values) */
  registration?: VirtualRegistrationDetails;
  onAccepted?: () => void;
}

/** support ./ContactPage */
export type ContactPageProps = Record<string, never>;

export const AGREEMENT_DOCUMENTS = ['outside-ny', 'outside-ny-2-year', 'ny', 'vv'] as const;
export type AgreementDocument = (typeof AGREEMENT_DOCUMENTS)[number];

/** support ./Agreements — no document: the index */
export interface AgreementsProps {
  document?: AgreementDocument;
}

/** Every ./parcel takes the runtime config (a partner page has no host to fetch it) plus its component's props. */
export type ParcelProps<P> = P & { config: RuntimeConfig };
