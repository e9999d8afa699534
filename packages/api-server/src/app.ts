// The Fastify application factory (src/main.ts, the tests, the bench, the CLI): it only
// registers plugins, in order. What each does is in its own file.
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { API_BASE_PATH, PARTNER_BASE_PATH } from '@portal/contracts';
import { createContext, settingsOf, type ConfigOptions, type Ctx } from './context';
import { fastifyTrustProxy } from './config/trust-proxy';
import { sendError } from './http/error-answer';
import { createLogger } from './http/logging';
import { recordRoutes } from './http/route-table';
import { createAdminListener } from './modules/admin/listener';
import { auditPlugin } from './plugins/audit';
import { createMetrics, instrumentDb, metricsPlugin } from './plugins/metrics';
import { lifecyclePlugin } from './plugins/lifecycle';
import { outboxPlugin } from './plugins/outbox';
import { retentionPlugin } from './plugins/retention';
import { securityPlugin } from './plugins/security';
import { apiPlugin } from './plugins/api';
import { hostingPlugin } from './hosting/plugin';
import { partnerRoutes } from './modules/partner/routes';
import type { DeliveryAdapter, Dispatcher } from './notify/outbox';
import './http/types';

export { REDACT_PATHS, redactUrl } from './http/logging';
export { PERMISSIONS_POLICY } from './plugins/security';

export interface BuildAppOptions extends ConfigOptions {
  /** where log lines go (tests capture them); default stdout */
  logStream?: Writable;
  adapters?: { email?: DeliveryAdapter; sms?: DeliveryAdapter };
}

export interface PortalApp extends FastifyInstance {
  ctx: Ctx;
  dispatcher: Dispatcher;
  /** the operator API: its own Fastify instance, listened on ADMIN_HOST:ADMIN_PORT or ADMIN_SOCKET */
  admin: FastifyInstance;
}

const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(options: BuildAppOptions): Promise<PortalApp> {
  const settings = settingsOf(options);
  const logger = createLogger(settings, options.logStream);
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: 64 * 1024,
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    requestIdHeader: false,
    frameworkErrors: sendError,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    genReqId: (req) => {
      const header = req.headers['x-correlation-id'];
      return typeof header === 'string' && CORRELATION_ID.test(header) ? header : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }) as unknown as PortalApp;
  const metrics = createMetrics(options.db, () => app.ctx);
  app.decorate(
    'ctx',
    createContext(settings, { ...options, db: instrumentDb(options.db, metrics) }, app.log),
  );
  app.setErrorHandler(sendError);
  await app.register(lifecyclePlugin);
  recordRoutes(app);
  await app.register(metricsPlugin, { metrics });
  await app.register(auditPlugin);
  await app.register(securityPlugin);
  await app.register(outboxPlugin, { adapters: options.adapters ?? {} });
  await app.register(retentionPlugin);
  await app.register(apiPlugin, { prefix: API_BASE_PATH });
  await app.register(partnerRoutes, { prefix: PARTNER_BASE_PATH });
  await app.register(hostingPlugin);
  const admin = await createAdminListener(app.ctx, logger, metrics);
  app.decorate('admin', admin);
  app.addHook('onClose', async () => admin.close());
  return app;
}
