// Module Federation `account/parcel`: single-spa lifecycles for a page without the host.
// createParcel applies the runtime config from the mount props (programme values, API base)
// before rendering in the theme; the page's links need a router, which the host would
// otherwise provide.
import { BrowserRouter } from '@portal/router';
import { createParcel } from '@portal/remote-kit';
import { AccountPage } from '../app/account-page';

const lifecycles = createParcel(AccountPage, {
  rootClassName: 'portal-account',
  wrap: (page) => <BrowserRouter>{page}</BrowserRouter>,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
