// The API under /api/ind/v1: the plugins every operation runs through, then one module per domain,
// each registering its operations from the contracts table, and the OpenAPI document of the table.
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '@portal/contracts/openapi';
import { authRoutes } from '../modules/auth/routes';
import { cardRoutes } from '../modules/card/routes';
import { historyRoutes } from '../modules/history/routes';
import { registrationRoutes } from '../modules/registration/routes';
import { supportRoutes } from '../modules/support/routes';
import { virtualCardRoutes } from '../modules/virtual-card/routes';
import { authPlugin } from './auth';
import { captchaPlugin } from './captcha';
import { rateLimitPlugin } from './rate-limit';

export const API_MODULES = [
  authRoutes,
  cardRoutes,
  historyRoutes,
  registrationRoutes,
  virtualCardRoutes,
  supportRoutes,
];

export async function apiPlugin(api: FastifyInstance): Promise<void> {
  await api.register(authPlugin);
  await api.register(rateLimitPlugin);
  await api.register(captchaPlugin);
  for (const module of API_MODULES) await api.register(module);
  const openApi = buildOpenApiDocument({ serverUrl: api.ctx.settings.publicApiBaseUrl });
  api.get('/openapi.json', async () => openApi);
}
