import { createAppConfig } from '@portal/build-config';

// modules and dev port: the app registry (packages/contracts/src/remotes-data.mjs)
export default createAppConfig({ name: 'registration', dir: import.meta.dirname });
