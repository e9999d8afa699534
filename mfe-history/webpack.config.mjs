import { createAppConfig } from '@portal/build-config';

export default createAppConfig({
  name: 'history',
  dir: import.meta.dirname,
  exposes: {
    './HistoryPanel': './src/exposes/history-panel.tsx',
    './parcel': './src/exposes/parcel.tsx',
  },
});
