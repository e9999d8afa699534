// Module Federation `account/parcel`: single-spa lifecycles for a page without the host.
// createParcel puts the runtime config in place (programme values, API base) before
// rendering; the page's links need a router, which the host would otherwise provide.
import { BrowserRouter } from 'react-router-dom';
import type { AccountPageProps } from '@portal/contracts';
import { createParcel } from '@portal/ui';
import { AccountPage } from '../app/account-page';

function AccountParcel(props: AccountPageProps) {
  return (
    <BrowserRouter>
      <AccountPage {...props} />
    </BrowserRouter>
  );
}

const lifecycles = createParcel(AccountParcel, { rootClassName: 'portal-account' });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
