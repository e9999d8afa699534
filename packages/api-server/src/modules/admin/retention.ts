// `pnpm admin purge [--dry-run]`: the server's retention purge on demand (what it removes and why
// is in retention/repository.ts), audited with the counts.
import type { FastifyInstance } from 'fastify';
import { purgeExpired } from '../../retention/repository';
import { adminRoute } from './route';

export async function adminRetentionRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  adminRoute(app, 'purge', async ({ req, body }) => {
    const dryRun = body['dry-run'] === true;
    const counts = await purgeExpired(ctx.db, ctx.settings.retention, ctx.now(), dryRun);
    await req.audit(dryRun ? 'dry_run' : 'success', { detail: counts });
    return dryRun ? { dryRun, wouldRemove: counts } : { dryRun, removed: counts };
  });
}
