// The operator API: its own Fastify instance on its own listener (ADMIN_HOST:ADMIN_PORT or
// ADMIN_SOCKET); the public listener answers 404 under /admin. Every call names its operator by
// token (401 otherwise) and leaves one audit row naming the operator; every route names the scope
// it needs (contracts OPERATOR_SCOPES) and a token without it is 403 forbidden_scope, audited.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Ctx, Operator } from '../../context';
import { ApiFailure, errorBody } from '../../errors';
import { auditPlugin } from '../../plugins/audit';
import { sendError } from '../../http/error-answer';
import type { Metrics } from '../../plugins/metrics';
import { recordRoutes } from '../../http/route-table';
import { adminCallCentreRoutes } from './call-centre';
import { adminCardRoutes } from './cards';
import { adminDataRoutes } from './data';
import { adminReplacementRoutes } from '../replacement/admin';
import { adminKeyRoutes } from './keys';
import { adminRetentionRoutes } from './retention';
import { adminPartnerRoutes } from './partners';
import { adminRemoteRoutes } from './remotes';
import { adminDisputeRoutes } from '../disputes/admin';

function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** The operator a bearer token names, or null (every token compared, in constant time each). */
function operatorOf(operators: Operator[], header: string | undefined): Operator | null {
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) return null;
  let found: Operator | null = null;
  for (const op of operators) if (sameSecret(token, op.token)) found = op;
  return found;
}

export async function createAdminListener(
  ctx: Ctx,
  logger: FastifyBaseLogger,
  metrics: Metrics,
): Promise<FastifyInstance> {
  const admin = Fastify({
    loggerInstance: logger,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    frameworkErrors: sendError,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    genReqId: () => randomUUID(),
  }) as unknown as FastifyInstance;
  admin.decorate('ctx', ctx);
  admin.decorate('metrics', metrics);
  recordRoutes(admin);
  admin.decorateRequest('auth', null as never);
  // fail closed: a route that names no scope would be refused to every token, so it may not exist
  admin.addHook('onRoute', (route) => {
    if (!route.config?.operatorScope) throw new Error(`operator route ${route.url} names no scope`);
  });
  admin.setErrorHandler(sendError);
  admin.setNotFoundHandler(async (_req, reply) => reply.code(404).send(errorBody('not_found')));
  await admin.register(auditPlugin);
  admin.addHook('onRequest', async (req) => {
    req.auth = {};
    const op = operatorOf(ctx.operators, req.headers.authorization);
    if (!op) {
      await req.audit('denied', { action: 'admin' });
      throw new ApiFailure('unauthorized');
    }
    req.operator = op.name;
    if (req.is404) return;
    const scope = req.routeOptions.config.operatorScope!;
    if (!op.scopes.includes(scope)) {
      await req.audit('forbidden_scope', {
        action: 'admin',
        detail: { scope, route: `${req.method} ${req.routeOptions.url ?? ''}` },
      });
      throw new ApiFailure('forbidden_scope', `The token '${op.name}' does not have the '${scope}' scope`);
    }
  });
  admin.addHook('onResponse', async (req, reply) => {
    // a scrape every few seconds would bury the operators' actions: the metrics are not audited
    if (!req.operator || req.routeOptions.config.quiet) return;
    await req.audit(String(reply.statusCode), {
      action: 'admin_call',
      detail: { route: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}` },
    });
  });
  await admin.register(adminCardRoutes);
  await admin.register(adminCallCentreRoutes);
  await admin.register(adminDataRoutes);
  await admin.register(adminReplacementRoutes);
  await admin.register(adminKeyRoutes);
  await admin.register(adminRetentionRoutes);
  await admin.register(adminPartnerRoutes);
  await admin.register(adminRemoteRoutes);
  await admin.register(adminDisputeRoutes);
  // Prometheus text format; scrape with a token of its own with only that scope
  // (ADMIN_TOKENS=…,prometheus:<token>:metrics)
  admin.get('/metrics', { config: { quiet: true, operatorScope: 'metrics' } }, async (_req, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.scrape()),
  );
  return admin;
}
