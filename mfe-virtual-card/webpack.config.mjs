import { createAppConfig } from '@portal/build-config';
import { PARTNER_CARD_SCRIPT } from '@portal/contracts/remotes-data';

// modules and dev port: the app registry (packages/contracts/src/remotes-data.mjs)
export default createAppConfig({
  name: 'virtualCard',
  dir: import.meta.dirname,
  // The partner embed (issue 10, PARTNERS.md), two plain scripts beside the remote, no Module
  // Federation on a partner page:
  // - dist/partner/v1/partner-embed.js (src/partner/partner-embed.ts): the one script a partner page
  //   includes, at a stable URL per major version (/remotes/mfe-virtual-card/partner/v1/);
  // - dist/partner/v1/card.js (src/partner/partner-card.ts; PARTNER_CARD_SCRIPT of the app
  //   registry): the card screen's parcel, which the embed loads from the release /config.json
  //   names, so a release or a rollback of this remote reaches partner pages as it reaches the
  //   portal's (publish refuses a release without it).
  standaloneBundles: {
    'partner/v1/partner-embed': './src/partner/partner-embed.ts',
    [PARTNER_CARD_SCRIPT.replace(/\.js$/, '')]: './src/partner/partner-card.ts',
  },
  // a partner page has no React: the card renders there with preact/compat (about 10 KB gzip
  // instead of 68), from the same source as the portal's
  standaloneRenderer: 'preact',
});
