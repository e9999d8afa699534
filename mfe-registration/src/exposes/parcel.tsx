// Module Federation `registration/parcel`: single-spa lifecycles for a page without the host.
// It mounts the physical registration page; createParcel applies the runtime config from the
// mount props. The page's Home button needs a router, which the host would otherwise provide.
import { BrowserRouter } from '@portal/router';
import { createParcel } from '@portal/remote-kit';
import { RegistrationPage } from '../features/physical-registration/registration-page';

const lifecycles = createParcel(RegistrationPage, {
  rootClassName: 'portal-registration',
  wrap: (page) => <BrowserRouter>{page}</BrowserRouter>,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
