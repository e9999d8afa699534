// What the plugins put on the Fastify instance and on each request, typed once for every module
// (fastify/demo's pattern: decorators declared through `declare module 'fastify'`).
import type { OperationName } from '@portal/contracts';
import type { OperatorScope } from '../operator/scopes';
import type { Ctx } from '../context';
import type { CardRow } from '../modules/card/repository';
import type { LinkRow } from '../modules/virtual-card/repository';
import type { Dispatcher } from '../notify/outbox';
import type { AuditExtra } from '../plugins/audit';

/** What the auth plugin proved for this request (see AuthKind in contracts operations). */
export interface RequestAuth {
  /** auth 'session': the live session */
  session?: { sid: string };
  /** auth 'session' (the session's own card) or 'holder' (the card its number + CVV proved) */
  card?: CardRow;
  /** auth 'link' or 'image': the emailed link */
  link?: LinkRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
    dispatcher: Dispatcher;
  }
  interface FastifyRequest {
    /** one audit row for this call: action from the operation, session, card and client filled in */
    audit(outcome: string, extra?: AuditExtra): Promise<void>;
    /** a row was written for this call, or its handler said none: route() writes no row of its own */
    audited: boolean;
    auth: RequestAuth;
    /** the parsed body, query and path parameters of an operation */
    input: { body: unknown; query: unknown; params: unknown };
    /** the operator of an admin call (set by the admin listener's hook) */
    operator: string | null;
  }
  interface FastifyContextConfig {
    /** the operation of the table this route serves */
    operation?: OperationName;
    /** the audit action of a route outside the table (the operator API) */
    auditAction?: string;
    /** an operator route that leaves no audit row (the metrics scrape) */
    quiet?: boolean;
    /** the scope an operator token needs for this route (the operator listener refuses routes without one) */
    operatorScope?: OperatorScope;
  }
}
