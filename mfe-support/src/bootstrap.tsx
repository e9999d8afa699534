// The remote's own page (dev, `pnpm dev` on its port): the support screens outside the host.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import * as v from 'valibot';
import { RuntimeConfigSchema } from '@portal/contracts/config';
import { configureApiClient, createCaptchaFromConfig } from '@portal/api-client';
import { useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { SupportRoutes } from './support-routes';

const root = createRoot(document.getElementById('root')!);

async function start() {
  const config = v.parse(RuntimeConfigSchema, await (await fetch('/config.json')).json());
  useRuntimeConfig.getState().setConfig(config);
  configureApiClient({ apiBaseUrl: config.apiBaseUrl, captcha: createCaptchaFromConfig(config) });
  root.render(
    <ThemeProvider program={config.program}>
      <BrowserRouter>
        <SupportRoutes />
      </BrowserRouter>
    </ThemeProvider>,
  );
}

start().catch((error: unknown) => {
  root.render(<p role="alert">The support pages could not start: {String(error)}</p>);
});
