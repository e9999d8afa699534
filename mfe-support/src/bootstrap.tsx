// The remote's own page (dev, `pnpm dev` on its port): the support screens outside the host.
import { mountStandalone } from '@portal/remote-kit/standalone';
import { SupportRoutes } from './app/routes';

void mountStandalone(SupportRoutes);
