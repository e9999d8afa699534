// The partner embed (ARCHITECTURE.md §1, §3): a page with no React of its own loads the
// virtual-card remote through the Module Federation runtime and mounts its ./parcel with
// single-spa, passing the portal's runtime config as props (there is no host to apply it).
// Built by this remote's webpack config as dist/partner/partner-embed.js: a plain script with
// no federation plugin and no shared scope, so the remote brings its own React.
// Usage: PortalVirtualCard.mountVirtualCard({ portalUrl, domElement, accountId, cardImageId }).
import { createInstance } from '@module-federation/enhanced/runtime';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { RuntimeConfig } from '@portal/contracts';
import type { CardInfoProps } from '@portal/contracts/props';
import { loadRuntimeConfig } from '@portal/session-store';

export interface EmbedOptions {
  /** where the portal lives, e.g. https://cards.example.com (its /config.json is read) */
  portalUrl: string;
  domElement: HTMLElement;
  /** the emailed link's ids, decoded */
  accountId: string;
  cardImageId: string;
}

type PartnerParcelProps = CardInfoProps & { config: RuntimeConfig };

export async function mountVirtualCard(options: EmbedOptions): Promise<{ unmount(): Promise<unknown> }> {
  // the portal's config with every URL absolute against it: on the partner's page relative ones
  // would point at the partner (the one loader: ok answer, RuntimeConfigSchema, absolute URLs)
  const config = await loadRuntimeConfig(new URL('/config.json', options.portalUrl));
  const entry = config.remotes.virtualCard;
  if (!entry) throw new Error('The portal config names no virtualCard remote');

  const federation = createInstance({
    name: 'portal_partner_page',
    remotes: [{ name: 'virtualCard', entry }],
  });
  const parcelModule = await federation.loadRemote<{ default: ParcelConfig<PartnerParcelProps> }>(
    'virtualCard/parcel',
  );
  if (!parcelModule) throw new Error('The virtualCard remote did not provide ./parcel');

  const parcel = mountRootParcel<PartnerParcelProps>(parcelModule.default, {
    domElement: options.domElement,
    config,
    accountId: options.accountId,
    cardImageId: options.cardImageId,
  });
  await parcel.mountPromise;
  return { unmount: () => parcel.unmount() };
}

declare global {
  interface Window {
    PortalVirtualCard?: { mountVirtualCard: typeof mountVirtualCard };
  }
}

window.PortalVirtualCard = { mountVirtualCard };
