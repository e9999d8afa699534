// /config.json with the remotes' manifest URLs from the remote registry. A browser names its
// canary bucket in the query (`/config.json?bucket=37`, from a stable hash of its session id:
// contracts canaryBucket), so each variant is its own URL, cacheable as such (ETag, revalidated:
// `no-cache`), and a switch reaches the next request without a restart. The pages the releases
// of that bucket declare come with them (`pages`): the host's routes and links.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CANARY_BUCKETS, type RuntimeConfig } from '@portal/contracts';

/** The bucket a query names (0–99), or null: none or not one (the stable releases then). */
export function bucketOf(query: unknown): number | null {
  const raw = (query as Record<string, unknown> | undefined)?.bucket;
  if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw)) return null;
  const bucket = Number(raw);
  return bucket < CANARY_BUCKETS ? bucket : null;
}

export function runtimeConfigRoute(app: FastifyInstance, base: RuntimeConfig): void {
  const { releases } = app.ctx;
  app.get('/config.json', async (req, reply) => {
    const snapshot = await releases.fresh();
    const bucket = bucketOf(req.query);
    const body = JSON.stringify({
      ...base,
      remotes: releases.remotesFor(bucket, snapshot),
      pages: releases.pagesFor(bucket, snapshot),
    });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
