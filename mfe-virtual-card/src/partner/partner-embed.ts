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

export interface EmbedOptions {
  /** where the portal lives, e.g. https://cards.example.com (its /config.json is read) */
  portalUrl: string;
  domElement: HTMLElement;
  /** the emailed link's ids, decoded */
  accountId: string;
  cardImageId: string;
}

type PartnerParcelProps = CardInfoProps & { config: RuntimeConfig };

/** The config's URLs are relative to the portal; on a partner page they must be absolute. */
export function absoluteConfig(config: RuntimeConfig, portalUrl: string): RuntimeConfig {
  const abs = (url: string) => new URL(url, portalUrl).href;
  const remotes = Object.fromEntries(
    Object.entries(config.remotes).map(([name, url]) => [name, abs(url)]),
  ) as RuntimeConfig['remotes'];
  return {
    ...config,
    apiBaseUrl: abs(config.apiBaseUrl),
    remotes,
    captcha:
      config.captcha.provider === 'altcha'
        ? { ...config.captcha, challengeUrl: abs(config.captcha.challengeUrl) }
        : config.captcha,
    program: {
      ...config.program,
      imageHost: abs(config.program.imageHost),
      virtualAgreementPdfUrl: abs(config.program.virtualAgreementPdfUrl),
    },
  };
}

export async function mountVirtualCard(options: EmbedOptions): Promise<{ unmount(): Promise<unknown> }> {
  const response = await fetch(new URL('/config.json', options.portalUrl));
  if (!response.ok) throw new Error(`Cannot read the portal's config.json (HTTP ${response.status})`);
  const config = absoluteConfig((await response.json()) as RuntimeConfig, options.portalUrl);
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
