// Between the partner embed and the partner card script it loads (partner-embed.ts,
// partner-card.ts): where the script sits in a release of this remote and the global it files its
// parcel under, keyed by the script's URL.
import type { ParcelConfig } from 'single-spa';
import type { RuntimeConfig } from '@portal/contracts';
import type { EmbedTheme } from '@portal/contracts/partner';
import type { CardInfoProps } from '@portal/contracts/props';

/** The card script, relative to the release's mf-manifest.json (or remoteEntry.js). */
export const PARTNER_CARD_PATH = 'partner/v1/card.js';

export const PARTNER_CARDS_GLOBAL = 'portal_virtualCard_partnerCards';

/** What the card parcel is mounted with: the screen's props, the portal's config, the theme. */
export type PartnerParcelProps = CardInfoProps & { config: RuntimeConfig; theme?: EmbedTheme };

/** The card parcels loaded into the page, by their script's URL. */
export type PartnerCards = Record<string, ParcelConfig<PartnerParcelProps>>;
