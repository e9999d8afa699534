// Module Federation `history/parcel`: single-spa lifecycles for a page without the host.
// createParcel applies the runtime config from the mount props (programme values, API base)
// before rendering the panel in the theme. The session (bearer token) is the shared store's.
import { createParcel } from '@portal/remote-kit';
import { HistoryPanel } from '../features/history/history-panel';

const lifecycles = createParcel(HistoryPanel, { rootClassName: 'portal-history' });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
