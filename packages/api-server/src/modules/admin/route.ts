// Operator routes from the operator table (contracts ADMIN_OPERATIONS): its method and path, its
// scope (checked by the listener: 403), the body (a GET: the query) parsed with its schema (400),
// test data refused unless allowed (409), its audit action.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_BASE_PATH,
  ADMIN_OPERATIONS,
  type AdminOperation,
  type AdminOperationName,
  type AdminRequestOf,
} from '../../operator/operations';
import { ApiFailure, parseWith } from '../../errors';

export function adminRoute<N extends AdminOperationName>(
  app: FastifyInstance,
  name: N,
  handler: (call: { req: FastifyRequest; reply: FastifyReply; body: AdminRequestOf<N> }) => Promise<unknown>,
): void {
  const op: AdminOperation = ADMIN_OPERATIONS[name];
  app.route({
    method: op.method.toUpperCase() as 'GET' | 'POST',
    url: `${ADMIN_BASE_PATH}${op.path}`,
    config: { operatorScope: op.scope, ...(op.audit ? { auditAction: op.audit } : {}) },
    handler: async (req, reply) => {
      if (op.testData && !app.ctx.settings.testData) {
        throw new ApiFailure(
          'not_permitted',
          'Creating cards or money is test data: refused in production unless ALLOW_TEST_DATA=true',
        );
      }
      // a GET's options travel in its query
      const input = op.method === 'get' ? req.query : req.body;
      const body = (op.request ? parseWith(op.request, input) : undefined) as AdminRequestOf<N>;
      return handler({ req, reply, body });
    },
  });
}
