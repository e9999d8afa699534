// The one way to write the audit log: `request.audit(outcome)`. The action is the operation's
// (contracts OPERATIONS `audit`, or the route's `auditAction` on the operator listener); the
// session, card and client come from the request; an operator's name is added to the detail.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { OPERATIONS } from '@portal/contracts';
import type { Queryable } from '../db';
import type { AuditEntry } from '../context';
import { insertAudit } from './audit.repository';

export interface AuditExtra {
  detail?: AuditEntry['detail'];
  /** when the card is not the request's (a link's card, a card found by number) */
  cardId?: number | null;
  /** another action than the route's (a captcha check) */
  action?: string;
  /** the transaction the row belongs to */
  q?: Queryable;
}

export function auditActionOf(req: FastifyRequest): string {
  const config = req.routeOptions.config;
  const name = config.operation;
  const fromTable = name ? (OPERATIONS[name] as { audit?: string }).audit : undefined;
  return fromTable ?? config.auditAction ?? name ?? 'request';
}

export const auditPlugin = fp(
  async (app) => {
    app.decorateRequest('operator', null);
    app.decorateRequest(
      'audit',
      async function (this: FastifyRequest, outcome: string, extra: AuditExtra = {}) {
        const { ctx } = this.server;
        const detail = this.operator ? { operator: this.operator, ...extra.detail } : extra.detail;
        await insertAudit(extra.q ?? ctx.db, ctx.now(), {
          action: extra.action ?? auditActionOf(this),
          outcome,
          sessionId: this.auth?.session?.sid ?? null,
          cardId:
            extra.cardId !== undefined
              ? extra.cardId
              : (this.auth?.card?.id ?? this.auth?.link?.card_id ?? null),
          client: this.ip,
          ...(detail ? { detail } : {}),
        });
      },
    );
  },
  { name: 'audit' },
);
