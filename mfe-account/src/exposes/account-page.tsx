// Module Federation `account/AccountPage`: the card page the host renders at /ind.
import { AccountPage } from '../app/account-page';

export default AccountPage;
