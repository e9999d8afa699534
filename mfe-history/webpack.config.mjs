import { createAppConfig } from '@portal/build-config';

// modules and dev port: the app registry (packages/contracts/src/remotes-data.mjs)
export default createAppConfig({ name: 'history', dir: import.meta.dirname });
