// Routes from the operation table: `route(app, name, handler)` registers the table's method and
// path, and before the handler runs, in this order: the session (auth 'session'), the body, query
// and path parameters parsed with the table's schemas (400), the rate-limit bucket (429), the
// captcha (400, or 403 for login), the link, image token or holder proof (auth plugin), then the
// buckets keyed by what auth found. A holder proof answers no sooner than LOGIN_FLOOR_MS.
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
import { parseWith } from '../errors';
import type { CardRow } from '../modules/card/repository';
import type { LinkRow } from '../modules/virtual-card/repository';
import { authenticateSession } from './auth';

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
}

export type Handler<N extends OperationName> = (call: Call<N>) => Promise<ResponseOf<N> | FastifyReply>;

async function sleep(ms: number): Promise<void> {
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

export function route<N extends OperationName>(app: FastifyInstance, name: N, handler: Handler<N>): void {
  const op: Operation = OPERATIONS[name];
  const { ctx } = app;
  const body = op.requestAt ? op.requestAt(ctx.today) : op.request;
  // a session was checked before the body; any other proof (link, image token, holder) after it
  const proof = op.auth !== 'session' && op.auth !== 'none';
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
    // equal answer times whatever the proof found (unknown card, wrong CVV, locked, success)
    ...(op.auth === 'holder'
      ? { onSend: async (_req, reply) => sleep(ctx.settings.loginFloorMs - reply.elapsedTime) }
      : {}),
    handler: async (req, reply) =>
      handler({
        req,
        reply,
        body: req.input.body as ParsedRequestOf<N>,
        query: req.input.query as QueryOf<N>,
        params: req.input.params as ParamsOf<N>,
        auth: req.auth as AuthOf<N>,
      }),
  });
}
