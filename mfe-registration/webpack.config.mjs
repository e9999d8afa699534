import { createAppConfig } from '@portal/build-config';

export default createAppConfig({
  name: 'registration',
  dir: import.meta.dirname,
  exposes: {
    './RegistrationPage': './src/exposes/registration-page.tsx',
    './VirtualRegistration': './src/exposes/virtual-registration.tsx',
    './parcel': './src/exposes/parcel.tsx',
  },
});
