// The card screen on a partner's page (issue 10, PARTNERS.md): the single-spa lifecycles of
// ./parcel in a plain script, dist/partner/v1/card.js, built with preact/compat in place of React
// (webpack.config.mjs). The embed (partner-embed.ts) loads it from the release the portal's
// /config.json names and mounts it with single-spa. The script files its lifecycles under its own
// URL: two releases loaded into one page (a switch between two mounts) keep theirs apart.
import lifecycles from '../exposes/parcel';
import { PARTNER_CARDS_GLOBAL, type PartnerCards } from './partner-card-registry';

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const cards: PartnerCards = ((window as unknown as Record<string, PartnerCards | undefined>)[
    PARTNER_CARDS_GLOBAL
  ] ??= {});
  cards[script.src] = lifecycles;
}
