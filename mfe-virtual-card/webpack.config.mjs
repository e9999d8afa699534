import { createAppConfig } from '@portal/build-config';

export default createAppConfig({
  name: 'virtualCard',
  dir: import.meta.dirname,
  exposes: {
    './CardInfo': './src/exposes/card-info.tsx',
    './AgreementModal': './src/exposes/agreement-modal.tsx',
    './parcel': './src/exposes/parcel.tsx',
  },
  // dist/partner/partner-embed.js: the one script a partner page includes to mount ./parcel
  // (src/partner/partner-embed.ts), served beside the remote under /remotes/mfe-virtual-card/partner/
  standaloneBundles: { 'partner/partner-embed': './src/partner/partner-embed.ts' },
});
