// The card screen in a partner's card frame (PARTNERS.md): the single-spa lifecycles of ./parcel in
// a plain script, dist/partner/v1/card.js, on React as the portal runs it (webpack.config.mjs).
// The frame (frame-session.ts, card-loader.ts) loads it from the release the portal's /config.json
// names and mounts it with single-spa. The script files its lifecycles under its own URL: two
// releases loaded into one document keep theirs apart.
import lifecycles from '../exposes/parcel';
import { PARTNER_CARDS_GLOBAL, type PartnerCards } from './partner-card-registry';

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const cards: PartnerCards = ((window as unknown as Record<string, PartnerCards | undefined>)[
    PARTNER_CARDS_GLOBAL
  ] ??= {});
  cards[script.src] = lifecycles;
}
