import { createAppConfig } from '@portal/build-config';
import { PARTNER_CARD_SCRIPT } from '@portal/contracts/remotes-data';

// modules and dev port: the app registry (packages/contracts/src/remotes-data.mjs)
export default createAppConfig({
  name: 'virtualCard',
  dir: import.meta.dirname,
  // The partner embed (PARTNERS.md), three plain scripts beside the remote, no Module Federation:
  // - dist/partner/v1/partner-embed.js (src/partner/partner-embed.ts): the one script a partner page
  //   includes, at a stable URL per major version (/remotes/mfe-virtual-card/partner/v1/); it puts
  //   the card's frame on the page and talks to it by postMessage;
  // - dist/partner/v1/frame.js (src/partner/frame.ts): the script of the portal's embed page, the
  //   frame on the portal's origin: the token's exchange, the card's mount;
  // - dist/partner/v1/card.js (src/partner/partner-card.ts; PARTNER_CARD_SCRIPT of the app
  //   registry): the card screen's parcel on React, as the portal runs it, which the frame loads
  //   from the release /config.json names, so a release or a rollback of this remote reaches
  //   partners as it reaches the portal (publish refuses a release without it).
  standaloneBundles: {
    'partner/v1/partner-embed': './src/partner/partner-embed.ts',
    'partner/v1/frame': './src/partner/frame.ts',
    [PARTNER_CARD_SCRIPT.replace(/\.js$/, '')]: './src/partner/partner-card.ts',
  },
});
