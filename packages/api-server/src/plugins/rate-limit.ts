// Rate limits of the operation table's buckets (contracts RateLimitBucket): fixed-window counters
// in the database, 429 `locked` above the bucket's maximum, every refusal audited as 'limited'.
// A client is counted by clientKey (an IPv6 address with its /64).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { OperationName, RateLimitBucket } from '@portal/contracts';
import type { Ctx } from '../context';
import { ApiFailure } from '../errors';
import { hitCounter } from '../rate-limit/repository';
import { clientKey } from '../rate-limit/client-key';

interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * When a bucket is counted — 'input': once the body is parsed; 'auth': once the auth plugin found
 * the card or link the limit is keyed by — and its counters for this request.
 */
export const BUCKETS: Record<
  RateLimitBucket,
  { after: 'input' | 'auth'; limits(ctx: Ctx, req: FastifyRequest, name: OperationName): Limit[] }
> = {
  // login and registration share the bucket (and its 'login:' keys): see contracts RateLimitBucket
  holderProof: {
    after: 'input',
    limits: (ctx, req) => [{ key: `login:${clientKey(req.ip)}`, ...ctx.settings.loginRateLimit }],
  },
  contact: {
    after: 'input',
    limits: (ctx, req) => [
      { key: `contact:${clientKey(req.ip)}`, max: ctx.settings.contactRateLimit, windowSeconds: 3600 },
    ],
  },
  telemetry: {
    after: 'input',
    limits: (ctx, req) => [
      { key: `telemetry:${clientKey(req.ip)}`, max: ctx.settings.telemetryRateLimit, windowSeconds: 3600 },
    ],
  },
  linkUse: {
    after: 'input',
    limits: (ctx, req, name) => {
      const { accountId } = req.input.body as { accountId: string };
      const { perLink, perClient } = ctx.settings.linkRateLimit;
      return [
        { key: `${name}:client:${clientKey(req.ip)}`, max: perClient, windowSeconds: 3600 },
        { key: `${name}:link:${accountId}`, max: perLink, windowSeconds: 3600 },
      ];
    },
  },
  pinReset: {
    after: 'auth',
    limits: (ctx, req) => [
      {
        key: `pin:client:${clientKey(req.ip)}`,
        max: ctx.settings.pinResetLimit.perClient,
        windowSeconds: 3600,
      },
      {
        key: `pin:card:${req.auth.card!.id}`,
        max: ctx.settings.pinResetLimit.perCard,
        windowSeconds: 86_400,
      },
    ],
  },
  // every link of a card counts: a resend retires the earlier links, not their right to resend
  resend: {
    after: 'auth',
    limits: (_ctx, req) => [{ key: `resend:${req.auth.link!.card_id}`, max: 5, windowSeconds: 3600 }],
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** count the request against its operation's bucket if this is the bucket's moment; 429 locked above it */
    limitRequest(
      req: FastifyRequest,
      name: OperationName,
      bucket: RateLimitBucket,
      now: 'input' | 'auth',
    ): Promise<void>;
  }
}

export const rateLimitPlugin = fp(
  async (app) => {
    app.decorate(
      'limitRequest',
      async (req: FastifyRequest, name: OperationName, bucket: RateLimitBucket, now: 'input' | 'auth') => {
        const { ctx } = app;
        const spec = BUCKETS[bucket];
        if (spec.after !== now) return;
        for (const limit of spec.limits(ctx, req, name)) {
          if ((await hitCounter(ctx.db, limit.key, ctx.now(), limit.windowSeconds)) > limit.max) {
            await req.audit('limited', { detail: { bucket } });
            throw new ApiFailure('locked');
          }
        }
      },
    );
  },
  { name: 'rate-limit', dependencies: ['audit'] },
);
