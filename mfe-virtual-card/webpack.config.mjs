import { createAppConfig } from '@portal/build-config';

// modules and dev port: the app registry (packages/contracts/src/remotes-data.mjs)
export default createAppConfig({
  name: 'virtualCard',
  dir: import.meta.dirname,
  // dist/partner/v1/partner-embed.js: the one script a partner page includes to mount ./parcel
  // (src/partner/partner-embed.ts), served beside the remote under /remotes/mfe-virtual-card/partner/v1/ (a stable URL per major version)
  standaloneBundles: { 'partner/v1/partner-embed': './src/partner/partner-embed.ts' },
});
