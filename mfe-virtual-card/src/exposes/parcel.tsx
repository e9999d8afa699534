// Module Federation `virtualCard/parcel`: single-spa lifecycles of the card information screen
// for a page without the host; partner pages get them built into partner/v1/card.js
// (src/partner/partner-card.ts, on preact/compat) and mounted by the embed. createParcel applies the
// runtime config from the mount props (API base, programme, captcha) before rendering it in the
// theme; the other mount props are CardInfoProps (accountId, cardImageId, decoded).
import type { CardInfoProps } from '@portal/contracts/props';
import { createParcel } from '@portal/remote-kit';
import { CardInfoPage } from '../app/card-info-page';

const lifecycles = createParcel<CardInfoProps>(CardInfoPage, { rootClassName: 'portal-virtual-card' });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
