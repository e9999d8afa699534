// Standalone dev page: runs the virtual-card remote alone (`pnpm --filter @portal/mfe-virtual-card
// dev`, port 3003; /api and /config.json are proxied to the portal server). Open
// /ind/card/info/{accountId}/{base64 cardImageId}, the path of an emailed link.
import { useLocation } from 'react-router-dom';
import { decodeBase64Param } from '@portal/contracts';
import { mountStandalone } from '@portal/ui/standalone';
import { CardInfoPage } from './app/card-info-page';

function linkFromPath(pathname: string): { accountId: string; cardImageId: string } {
  const match = /\/ind\/card\/info\/([^/]+)\/([^/]+)/.exec(pathname);
  return {
    accountId: match?.[1] ?? '',
    cardImageId: (match?.[2] && decodeBase64Param(match[2])) || '',
  };
}

function Standalone() {
  return <CardInfoPage {...linkFromPath(useLocation().pathname)} />;
}

void mountStandalone(Standalone);
