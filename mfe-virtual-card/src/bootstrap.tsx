// Standalone dev page: runs the virtual-card remote alone (`pnpm --filter @portal/mfe-virtual-card
// dev`, port 3003; /api and /config.json are proxied to the portal server). Open
// /ind/card/info/{accountId}/{base64 cardImageId}, the path of an emailed link.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { decodeBase64Param, type RuntimeConfig } from '@portal/contracts';
import { ThemeProvider, applyRuntimeConfig } from '@portal/ui';
import { CardInfoPage } from './app/card-info-page';

function linkFromPath(pathname: string): { accountId: string; cardImageId: string } {
  const match = /\/ind\/card\/info\/([^/]+)\/([^/]+)/.exec(pathname);
  return {
    accountId: match?.[1] ?? '',
    cardImageId: (match?.[2] && decodeBase64Param(match[2])) || '',
  };
}

async function start() {
  const root = createRoot(document.getElementById('root')!);
  let config: RuntimeConfig;
  try {
    const response = await fetch('/config.json');
    // validates it, sets the programme values and configures the api client
    config = applyRuntimeConfig(await response.json());
  } catch (e) {
    root.render(<p role="alert">Cannot load /config.json: is the portal server running? ({String(e)})</p>);
    return;
  }
  root.render(
    <StrictMode>
      <ThemeProvider program={config.program}>
        <CardInfoPage {...linkFromPath(window.location.pathname)} />
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
