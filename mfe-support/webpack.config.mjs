import { createAppConfig } from '@portal/build-config';

// modules and dev port: the app registry (packages/contracts/src/remotes-data.mjs)
// serverRender: the static render of its public pages, composed into the host's page by the server
export default createAppConfig({
  name: 'support',
  dir: import.meta.dirname,
  serverRender: './src/server-render.tsx',
});
