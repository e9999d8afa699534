import { createAppConfig } from '@portal/build-config';

export default createAppConfig({
  name: 'account',
  dir: import.meta.dirname,
  exposes: {
    './AccountPage': './src/exposes/account-page.tsx',
    './parcel': './src/exposes/parcel.tsx',
  },
});
