import { createAppConfig } from '@portal/build-config';

export default createAppConfig({
  name: 'virtualCard',
  dir: import.meta.dirname,
  exposes: {
    './CardInfo': './src/exposes/card-info.tsx',
    './AgreementModal': './src/exposes/agreement-modal.tsx',
    './parcel': './src/exposes/parcel.tsx',
  },
});
