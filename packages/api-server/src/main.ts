// `pnpm start` entry: settings from the environment, open + migrate the store, listen, and
// shut down gracefully on SIGTERM/SIGINT (see shutdown below).
import { isUnavailableError, openDb, type Db } from './db';
import { buildApp } from './app';
import { productionRefusals } from './config/production';
import { loadSettings, type Settings } from './config/settings';
import { seedDemoIfEmpty } from './seed';

/** A database that is not up yet (a container starting beside us) is retried for a minute. */
async function openDbWithRetry(settings: Settings): Promise<Db> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDb({
        databaseUrl: settings.databaseUrl,
        databaseSchema: settings.databaseSchema,
        dataDir: settings.dataDir,
        poolSize: settings.database.poolSize,
        statementTimeoutMs: settings.database.statementTimeoutMs,
      });
    } catch (error) {
      if (!isUnavailableError(error) || attempt >= 30) throw error;
      process.stderr.write(`Database not reachable yet (attempt ${attempt}); retrying in 2 s\n`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function main(): Promise<void> {
  const settings = loadSettings(process.env);
  const refusals = productionRefusals(settings, process.env);
  if (refusals.length > 0) throw new Error(refusals.join('\n'));
  const db = await openDbWithRetry(settings);
  const app = await buildApp({ db, settings });
  // demo cards are test data: never in production unless ALLOW_TEST_DATA=true and SEED_DEMO=true
  if (settings.testData) {
    if (settings.seedDemo) {
      const demo = await seedDemoIfEmpty(db, app.ctx);
      if (demo.length > 0) {
        // printed once, on the first start of an empty development store
        process.stdout.write('\nDemo cards (development store, printed once):\n');
        for (const d of demo) {
          process.stdout.write(`  ${d.label.padEnd(40)} ${d.cardNumber}  CVV ${d.cvv}  exp ${d.expiry}\n`);
          if (d.registrationUrl) process.stdout.write(`    link: ${d.registrationUrl}\n`);
        }
        process.stdout.write('\n');
      }
    }
  }
  app.dispatcher.start();
  app.server.on('request', (_req, res) => {
    inHand++;
    // once shutting down, an answer closes its connection: a keep-alive client's next request
    // opens a new one, which the balancer sends to another replica
    if (closing) res.shouldKeepAlive = false;
    res.once('close', () => inHand--);
  });
  await app.listen({ port: settings.port, host: settings.host });
  // the operator API on its own listener (loopback or a unix socket), never on the public port
  await app.admin.listen(
    settings.admin.socket
      ? { path: settings.admin.socket }
      : { port: settings.admin.port, host: settings.admin.host },
  );
  const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
  process.stdout.write(
    `Portal listening on http://localhost:${settings.port} (store: ${where}, captcha: ${app.ctx.captcha.mode}, ${settings.production ? 'production' : 'development'} posture)\n` +
      `Operator API on ${settings.admin.socket ?? `http://${settings.admin.host}:${settings.admin.port}`}\n`,
  );

  process.on('SIGTERM', () => void shutdown(app, db, settings.shutdownGraceMs, 'SIGTERM'));
  process.on('SIGINT', () => void shutdown(app, db, settings.shutdownGraceMs, 'SIGINT'));
}

/** Requests being answered on the public listener (counted on Node's server, below Fastify). */
let inHand = 0;
let closing = false;

/**
 * Graceful shutdown, as a replica behind a load balancer needs it: stop accepting connections at
 * once (the balancer's next attempt is refused and goes to another replica), let the requests in
 * hand finish — Fastify would answer 503 to any that reached it after close() began —, then
 * close Fastify (the dispatcher's batch, the audit rows, the operator listener) and the pool.
 * Past the grace period the process exits anyway.
 */
async function shutdown(app: Awaited<ReturnType<typeof buildApp>>, db: Db, graceMs: number, signal: string) {
  if (closing) return;
  closing = true;
  const started = Date.now();
  app.log.info({ signal, inHand }, 'shutting down: no new connections, finishing the requests in hand');
  const force = setTimeout(() => {
    app.log.error({ inHand, graceMs }, 'grace period over: exiting with requests unfinished');
    process.exit(1);
  }, graceMs);
  force.unref();
  app.server.close();
  while (inHand > 0 && Date.now() - started < graceMs)
    await new Promise((resolve) => setTimeout(resolve, 20));
  try {
    await app.close();
    await db.close();
    app.log.info({ ms: Date.now() - started }, 'shut down');
    process.exit(0);
  } catch {
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
