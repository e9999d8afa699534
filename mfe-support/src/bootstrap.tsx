// The remote's own page (dev, `pnpm dev` on its port): the support screens outside the host.
import { mountStandalone } from '@portal/ui/standalone';
import { SupportRoutes } from './support-routes';

void mountStandalone(SupportRoutes);
