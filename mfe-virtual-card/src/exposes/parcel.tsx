// Module Federation `virtualCard/parcel`: single-spa lifecycles of the card information screen
// for a page without the host; the partner frame gets them built into partner/v1/card.js
// (src/partner/partner-card.ts) and mounts them (src/partner/frame-session.ts). createParcel applies
// the runtime config from the mount props (API base, programme, captcha) before rendering it in the
// theme; the other mount props are CardInfoPageProps (accountId, cardImageId, decoded; the
// frame's onAgreementAccepted).
import { createParcel } from '@portal/remote-kit';
import { CardInfoPage, type CardInfoPageProps } from '../app/card-info-page';

const lifecycles = createParcel<CardInfoPageProps>(CardInfoPage, { rootClassName: 'portal-virtual-card' });

export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
