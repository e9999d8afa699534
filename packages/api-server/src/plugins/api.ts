// The API under /api/ind/v1: the plugins every operation runs through, then one module per domain,
// each registering its operations from the contracts table, and the OpenAPI document of the table.
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '@portal/contracts/openapi';
import { authRoutes } from '../modules/auth/routes';
import { cardRoutes } from '../modules/card/routes';
import { disputeRoutes } from '../modules/disputes/routes';
import { historyRoutes } from '../modules/history/routes';
import { legalRoutes } from '../modules/legal/routes';
import { registrationRoutes } from '../modules/registration/routes';
import { replacementRoutes } from '../modules/replacement/routes';
import { supportRoutes } from '../modules/support/routes';
import { telemetryRoutes } from '../modules/telemetry/routes';
import { virtualCardRoutes } from '../modules/virtual-card/routes';
import { authPlugin } from './auth';
import { captchaPlugin } from './captcha';
import { rateLimitPlugin } from './rate-limit';
import { openApiPage } from '../render/openapi-page';

export const API_MODULES = [
  authRoutes,
  cardRoutes,
  replacementRoutes,
  historyRoutes,
  disputeRoutes,
  registrationRoutes,
  virtualCardRoutes,
  supportRoutes,
  legalRoutes,
  telemetryRoutes,
];

export async function apiPlugin(api: FastifyInstance): Promise<void> {
  await api.register(authPlugin);
  await api.register(rateLimitPlugin);
  await api.register(captchaPlugin);
  for (const module of API_MODULES) await api.register(module);
  const openApi = buildOpenApiDocument({ serverUrl: api.ctx.settings.publicApiBaseUrl });
  api.get('/openapi.json', async () => openApi);
  // the document as a page to read, outside production (operations, schemas, errors)
  if (!api.ctx.settings.production) {
    const page = openApiPage(openApi);
    api.get('/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
  }
}
