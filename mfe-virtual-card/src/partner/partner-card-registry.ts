// Between the card's frame and the partner card script it loads (card-loader.ts,
// partner-card.ts): the global the script files its parcel under, keyed by the script's URL. Where
// the script sits in a release: PARTNER_CARD_SCRIPT of the app registry (contracts remotes-data).
import type { ParcelConfig } from 'single-spa';
import type { RuntimeConfig } from '@portal/contracts';
import type { Locale } from '@portal/contracts/i18n';
import type { EmbedTheme } from '@portal/contracts/partner';
import type { CardInfoProps } from '@portal/contracts/props';
import type { EmbedVerification } from '../features/verify/verify-code';

export type {
  CodeSentTo,
  EmbedVerification,
  NewCodeOutcome,
  VerifyOutcome,
} from '../features/verify/verify-code';

export const PARTNER_CARDS_GLOBAL = 'portal_virtualCard_partnerCards';

/**
 * What the card parcel is mounted with: the screen's props, the portal's config, the theme, the
 * language (the parcel loads its words in it before its first render), the member's code step (where the code went, and the frame's verify and new-code calls), and what
 * the frame tells the partner's page (the member accepted the agreement).
 */
export type PartnerParcelProps = CardInfoProps & {
  config: RuntimeConfig;
  theme?: EmbedTheme;
  locale?: Locale;
  verification?: EmbedVerification;
  onAgreementAccepted?: () => void;
};

/** The card parcels loaded into the page, by their script's URL. */
export type PartnerCards = Record<string, ParcelConfig<PartnerParcelProps>>;
