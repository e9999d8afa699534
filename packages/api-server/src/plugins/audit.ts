// The one way to write the audit log: `request.audit(outcome)`. The action is the operation's
// (contracts OPERATIONS `audit`, or the route's `auditAction` on the operator listener); the
// session, card and client come from the request; an operator's name is added to the detail.
// route() (http/route.ts) calls it for the operation's row when the handler wrote none.
// Every text of the detail is free text to this plugin (an operator's reason, a close note):
// card data in it is masked here, so that no operation writes it to the audit log.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { OPERATIONS } from '@portal/contracts';
import { maskCardData } from '@portal/contracts/card-data-mask';
import type { Queryable } from '../db';
import { insertAudit, type AuditEntry } from '../audit/repository';
import { createAuditWriter } from '../audit/writer';

export interface AuditExtra {
  detail?: AuditEntry['detail'];
  /** when the card is not the request's (a link's card, a card found by number) */
  cardId?: number | null;
  /** another action than the route's (a captcha check) */
  action?: string;
  /** the transaction the row belongs to */
  q?: Queryable;
}

/** The detail with card numbers and security codes masked in each of its texts. */
export function maskedDetail(detail: NonNullable<AuditEntry['detail']>): NonNullable<AuditEntry['detail']> {
  return Object.fromEntries(
    Object.entries(detail).map(([key, value]) => [
      key,
      typeof value === 'string' ? maskCardData(value) : value,
    ]),
  );
}

export function auditActionOf(req: FastifyRequest): string {
  const config = req.routeOptions.config;
  const name = config.operation;
  const fromTable = name ? (OPERATIONS[name] as { audit?: string }).audit : undefined;
  return fromTable ?? config.auditAction ?? name ?? 'request';
}

export const auditPlugin = fp(
  async (app) => {
    const writer = createAuditWriter(app.ctx.db);
    // rows of answered requests (an onResponse audit runs after the answer) are written before the store closes
    app.addHook('onClose', async () => writer.drain());
    app.decorateRequest('operator', null);
    app.decorateRequest('audited', false);
    app.decorateRequest(
      'audit',
      async function (this: FastifyRequest, outcome: string, extra: AuditExtra = {}) {
        const { ctx } = this.server;
        this.audited = true;
        const detail = this.operator ? { operator: this.operator, ...extra.detail } : extra.detail;
        const action = extra.action ?? auditActionOf(this);
        const entry = {
          action,
          outcome,
          sessionId: this.auth?.session?.sid ?? null,
          cardId:
            extra.cardId !== undefined
              ? extra.cardId
              : (this.auth?.card?.id ?? this.auth?.link?.card_id ?? null),
          client: this.ip,
          ...(detail ? { detail: maskedDetail(detail) } : {}),
        };
        // inside the caller's transaction when it has one, else grouped with this turn's rows
        if (extra.q) await insertAudit(extra.q, ctx.now(), entry);
        else await writer.write(ctx.now(), entry);
        // counted once written (a row in a transaction that rolls back is counted all the same)
        this.server.metrics.audited(action, outcome);
      },
    );
  },
  { name: 'audit' },
);
