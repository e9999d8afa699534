import { createAppConfig } from '@portal/build-config';

export default createAppConfig({
  name: 'host',
  dir: import.meta.dirname,
  title: 'Prepaid Cards',
  serverRender: './src/server-render.tsx',
});
