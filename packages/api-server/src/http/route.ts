// Routes from the operation table: `route(app, name, handler)` registers the table's method and
// path, and before the handler runs, in this order: the session (auth 'session'), the body, query
// and path parameters parsed with the table's schemas (400), the rate-limit bucket (429), the
// captcha (400, or 403 for login), the link, image token or holder proof (auth plugin), then the
// buckets keyed by what auth found. A holder proof answers no sooner than LOGIN_FLOOR_MS. After
// the handler, the operation's audit row unless the handler wrote one (auditByDefault below).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OPERATIONS,
  type Operation,
  type OperationName,
  type Operations,
  type ParamsOf,
  type ParsedRequestOf,
  type QueryOf,
  type ResponseOf,
} from '@portal/contracts';
import { ApiFailure, parseWith } from '../errors';
import type { CardRow } from '../modules/card/repository';
import type { LinkRow } from '../modules/virtual-card/repository';
import { authenticateSession } from '../plugins/auth';

type Kind<N extends OperationName> = Operations[N]['auth'];
/** What auth put on the request, typed by the operation's auth kind. */
export type AuthOf<N extends OperationName> =
  Kind<N> extends 'session'
    ? { session: { sid: string }; card: CardRow }
    : Kind<N> extends 'holder'
      ? { card: CardRow }
      : Kind<N> extends 'image'
        ? { link: LinkRow; card: CardRow }
        : Kind<N> extends 'link'
          ? { link: LinkRow }
          : Record<string, never>;

export interface Call<N extends OperationName> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: ParsedRequestOf<N>;
  query: QueryOf<N>;
  params: ParamsOf<N>;
  auth: AuthOf<N>;
  /** this call leaves no audit row: route() writes none for it (rows the handler writes stay) */
  skipAudit(): void;
}

export type Handler<N extends OperationName> = (call: Call<N>) => Promise<ResponseOf<N> | FastifyReply>;

async function sleep(ms: number): Promise<void> {
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The operation's audit row (contracts `audit`) is route()'s to write, so that a handler calls
 * `req.audit` only to say more: a detail, another card, an outcome other than the answer's, or a row
 * inside its transaction (written with the change or not at all). Unless the handler wrote a row or
 * called `skipAudit()`, route() writes one with the outcome of the answer: `success` for a 2xx,
 * before the answer goes out (onSend, so an answer the handler sends itself is covered too); the
 * code of an ApiFailure the handler throws, before the error answer. Not `invalid_request`: a
 * request found malformed is no action, as one the schemas refuse before the handler is none. Any
 * other error (the database gone) writes nothing, and a refusal before the handler (session,
 * schemas, rate limit, captcha, proof) writes its plugin's row or none. The row goes through the
 * same batched writer as `req.audit`: no extra database round trip.
 */
function auditByDefault(op: Operation) {
  if (!op.audit) return null;
  return {
    onSend: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.audited && reply.statusCode >= 200 && reply.statusCode < 300) await req.audit('success');
    },
    onError: async (req: FastifyRequest, error: unknown) => {
      if (!req.audited && error instanceof ApiFailure && error.code !== 'invalid_request')
        await req.audit(error.code);
    },
  };
}

export function route<N extends OperationName>(app: FastifyInstance, name: N, handler: Handler<N>): void {
  const op: Operation = OPERATIONS[name];
  const { ctx } = app;
  const body = op.requestAt ? op.requestAt(ctx.today) : op.request;
  // a session was checked before the body; any other proof (link, image token, holder) after it
  const proof = op.auth !== 'session' && op.auth !== 'none';
  const audit = auditByDefault(op);
  const onSend: ((req: FastifyRequest, reply: FastifyReply) => Promise<void>)[] = [];
  if (audit) onSend.push(audit.onSend);
  // equal answer times whatever the proof found (unknown card, wrong CVV, locked, success)
  if (op.auth === 'holder')
    onSend.push(async (_req, reply) => sleep(ctx.settings.loginFloorMs - reply.elapsedTime));
  app.route({
    method: op.method.toUpperCase() as 'GET' | 'POST',
    url: op.path,
    config: { operation: name },
    preHandler: async (req) => {
      if (op.auth === 'session') await authenticateSession(req);
      req.input = {
        body: body ? parseWith(body, req.body) : undefined,
        query: op.query ? parseWith(op.query, req.query) : undefined,
        params: op.params ? parseWith(op.params, req.params) : undefined,
      };
      if (op.rateLimit) await app.limitRequest(req, name, op.rateLimit, 'input');
      if (op.captcha) await app.requireCaptcha(req, op.captcha);
      if (proof) await app.authenticate(req, op);
      if (op.rateLimit) await app.limitRequest(req, name, op.rateLimit, 'auth');
    },
    ...(onSend.length > 0 ? { onSend } : {}),
    handler: async (req, reply) => {
      const call: Call<N> = {
        req,
        reply,
        body: req.input.body as ParsedRequestOf<N>,
        query: req.input.query as QueryOf<N>,
        params: req.input.params as ParamsOf<N>,
        auth: req.auth as AuthOf<N>,
        skipAudit: () => {
          req.audited = true;
        },
      };
      if (!audit) return handler(call);
      try {
        return await handler(call);
      } catch (error) {
        await audit.onError(req, error);
        throw error;
      }
    },
  });
}
