// The card screen the frame mounts (frame.ts): the ./parcel lifecycles of the release the portal's
// /config.json names, from that release's partner/v1/card.js (partner-card.ts), loaded as a plain
// script on the portal's origin. A release or a rollback of this remote reaches the frame with the
// next mount, as it reaches the portal's pages.
import type { ParcelConfig } from 'single-spa';
import { defaultRemoteManifests } from '@portal/contracts/remotes';
import { PARTNER_CARD_SCRIPT } from '@portal/contracts/remotes-data';
import { PARTNER_CARDS_GLOBAL, type PartnerCards, type PartnerParcelProps } from './partner-card-registry';

/** The card could not be loaded (its script failed, or gave no card). */
export class CardUnavailable extends Error {
  readonly code = 'unavailable';
}

function loadScript(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new CardUnavailable(`${src} did not load`));
    document.head.append(script);
  });
}

/** The card's parcel from its script (`src`); a load that gave no card leaves no script behind. */
async function loadParcel(src: string): Promise<ParcelConfig<PartnerParcelProps>> {
  const card = () =>
    (window as unknown as Record<string, PartnerCards | undefined>)[PARTNER_CARDS_GLOBAL]?.[src];
  if (!card()) await loadScript(src).catch(() => undefined);
  const parcel = card();
  if (!parcel) {
    document.head.querySelector(`script[src="${CSS.escape(src)}"]`)?.remove();
    throw new CardUnavailable(`${src} gave no card`);
  }
  return parcel;
}

/**
 * The card of the release the config names (`manifest`: its mf-manifest.json, or its
 * remoteEntry.js; the card script sits beside it) or, when that release has none (one switched on
 * before releases carried it, rolled back to), the card of the portal's own build of this remote.
 */
export async function loadCard(
  manifest: string,
  portalUrl: string,
): Promise<ParcelConfig<PartnerParcelProps>> {
  const release = new URL(PARTNER_CARD_SCRIPT, manifest).href;
  const own = new URL(PARTNER_CARD_SCRIPT, new URL(defaultRemoteManifests().virtualCard, portalUrl)).href;
  try {
    return await loadParcel(release);
  } catch (error) {
    if (release === own) throw error;
    return loadParcel(own);
  }
}
