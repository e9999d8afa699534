// Retention: the server purges what is past its horizon (settings.retention) every
// PURGE_INTERVAL_MINUTES, first a minute after start; `pnpm admin purge [--dry-run]` runs the same
// purge on demand (modules/admin/retention.ts). Several replicas purging at once only delete the same rows once.
import fp from 'fastify-plugin';
import { purgeExpired } from '../retention/repository';

export const retentionPlugin = fp(
  async (app) => {
    const { ctx } = app;
    const minutes = ctx.settings.retention.intervalMinutes;
    if (minutes <= 0) return;
    const run = async () => {
      try {
        const counts = await purgeExpired(ctx.db, ctx.settings.retention, ctx.now(), false);
        if (Object.values(counts).some((n) => n > 0)) app.log.info({ purged: counts }, 'retention purge');
      } catch (error) {
        app.log.warn({ err: { message: (error as Error).message } }, 'retention purge failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    const schedule = (ms: number) => {
      timer = setTimeout(() => void run().finally(() => schedule(minutes * 60_000)), ms);
      timer.unref();
    };
    app.addHook('onReady', async () => schedule(Math.min(60_000, minutes * 60_000)));
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'retention' },
);
