import { createAppConfig } from '@portal/build-config';

// modules and dev port: the app registry (packages/contracts/src/remotes-data.mjs)
export default createAppConfig({
  name: 'virtualCard',
  dir: import.meta.dirname,
  // dist/partner/partner-embed.js: the one script a partner page includes to mount ./parcel
  // (src/partner/partner-embed.ts), served beside the remote under /remotes/mfe-virtual-card/partner/
  standaloneBundles: { 'partner/partner-embed': './src/partner/partner-embed.ts' },
});
