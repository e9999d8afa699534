// Standalone dev page: runs the virtual-card remote alone (`pnpm --filter @portal/mfe-virtual-card
// dev`, port 3003; /api and /config.json are proxied to the portal server). Open
// /ind/card/info/{accountId}/{base64 cardImageId}, the path of an emailed link.
import { useLocation } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { mountStandalone } from '@portal/remote-kit/standalone';
import { CardInfoPage } from './app/card-info-page';

function Standalone() {
  const { pathname, search } = useLocation();
  // not a card-info link: no ids, so the page shows the expired-link view
  const link = PORTAL_ROUTES.cardInfo.parse(pathname, search) ?? { accountId: '', cardImageId: '' };
  return <CardInfoPage {...link} />;
}

void mountStandalone(Standalone);
