import { createAppConfig } from '@portal/build-config';

export default createAppConfig({
  name: 'support',
  dir: import.meta.dirname,
  exposes: {
    './ContactPage': './src/exposes/contact-page.tsx',
    './Agreements': './src/exposes/agreements.tsx',
    './parcel': './src/exposes/parcel.tsx',
  },
});
