// What `node dist/main.js` does once the settings and keys hold (src/main.ts checked them): open
// the store, naming its cause when it cannot be; the key check (a key that does not open this
// database refuses before anything is migrated); the migrations under their own lock and statement
// timeouts; then `migrate` ends, and a server listens and drains on SIGTERM/SIGINT (shutdown below).
import { connectDb } from '../db/connect';
import { migrate, MigrationLockTimeout } from '../db/migrations';
import { isUnavailableError, type Db } from '../db/types';
import { keyCheckRefusal, recordKeyCheck } from '../db/key-check';
import type { buildApp } from '../app';
import type { Settings } from '../config/settings';
import { Refused, messageOf } from '../config/refused';
import type { Keys } from '../crypto/keys';

/** What a database error is, for the operator: its code and text, or its cause's. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const code = (cause as { code?: unknown }).code;
  const text = messageOf(cause) || (cause as { constructor?: { name?: string } }).constructor?.name || '';
  return typeof code === 'string' && !text.includes(code) ? `${code} ${text}` : text;
}

/**
 * The store, reachable: a database that is not up yet (a container starting beside us) is retried
 * for DATABASE_CONNECT_RETRY_SECONDS, each attempt naming its cause; any other failure (no such
 * database, a refused password) stops the start at once, naming DATABASE_URL and the cause.
 */
async function openStore(settings: Settings): Promise<Db> {
  const where = settings.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${settings.dataDir})`;
  const until = Date.now() + settings.database.connectRetryMs;
  for (let attempt = 1; ; attempt++) {
    let db: Db | undefined;
    try {
      db = await connectDb({
        databaseUrl: settings.databaseUrl,
        databaseSchema: settings.databaseSchema,
        dataDir: settings.dataDir,
        poolSize: settings.database.poolSize,
        statementTimeoutMs: settings.database.statementTimeoutMs,
      });
      await db.ping();
      return db;
    } catch (error) {
      await db?.close().catch(() => undefined);
      const cause = causeOf(error);
      if (!isUnavailableError(error) || Date.now() + 2000 > until)
        throw new Refused([`The database of ${where} cannot be opened: ${cause}`]);
      process.stderr.write(
        `Database of ${where} not reachable yet (attempt ${attempt}: ${cause}); retrying in 2 s\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/** The key check, then the migrations; the store closed again on a refusal. */
async function prepareStore(db: Db, settings: Settings, keys: Keys): Promise<number[]> {
  const refusal = await keyCheckRefusal(db, keys);
  if (refusal) throw new Refused([refusal]);
  try {
    const applied = await migrate(db, Number.POSITIVE_INFINITY, settings.migration);
    await recordKeyCheck(db, keys);
    return applied;
  } catch (error) {
    if (error instanceof MigrationLockTimeout) throw new Refused([error.message]);
    throw error;
  }
}

export async function serve(settings: Settings, keys: Keys, command: 'migrate' | 'serve'): Promise<void> {
  const db = await openStore(settings);
  let applied: number[];
  try {
    applied = await prepareStore(db, settings, keys);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  if (command === 'migrate') {
    process.stdout.write(
      `${JSON.stringify({ migrated: applied, store: settings.databaseUrl ? 'postgresql' : 'pglite' })}\n`,
    );
    await db.close();
    return;
  }
  // the app and its dependencies load once the store holds: a refused store answers sooner
  const { buildApp } = await import('../app');
  const { seedDemoIfEmpty } = await import('../seed');
  const app = await buildApp({ db, settings, keys });
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

  process.on('SIGTERM', () => void shutdown(app, db, settings, 'SIGTERM'));
  process.on('SIGINT', () => void shutdown(app, db, settings, 'SIGINT'));
}

/** Requests being answered on the public listener (counted on Node's server, below Fastify). */
let inHand = 0;
let closing = false;

/**
 * Graceful shutdown, as a replica behind a load balancer needs it. First the drain
 * (SHUTDOWN_DRAIN_SECONDS): /readyz answers 503 at once, so the balancer takes the replica out of
 * rotation at its next check, while every request that still arrives is answered. Then stop
 * accepting connections, let the requests in hand finish — Fastify would answer 503 to any that
 * reached it after close() began —, close Fastify (the dispatcher's batch, the audit rows, the
 * operator listener) and the pool, and exit 0. Past the drain and the grace period
 * (SHUTDOWN_GRACE_SECONDS) the process exits 1 anyway.
 */
async function shutdown(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Db,
  settings: Settings,
  signal: string,
) {
  if (closing) return;
  closing = true;
  const { shutdownDrainMs: drainMs, shutdownGraceMs: graceMs } = settings;
  app.lifecycle.draining = true;
  app.log.info({ signal, inHand, drainMs }, 'shutting down: not ready, draining');
  const force = setTimeout(() => {
    app.log.error({ inHand, graceMs }, 'grace period over: exiting with requests unfinished');
    process.exit(1);
  }, drainMs + graceMs);
  force.unref();
  // no drain asked (development's default): stop accepting in this same turn of the event loop
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  const started = Date.now();
  app.log.info({ inHand }, 'shutting down: no new connections, finishing the requests in hand');
  app.server.close();
  while (inHand > 0 && Date.now() - started < graceMs)
    await new Promise((resolve) => setTimeout(resolve, 20));
  try {
    await app.close();
    await db.close();
    app.log.info({ ms: Date.now() - started + drainMs }, 'shut down');
    process.exit(0);
  } catch {
    process.exit(1);
  }
}
