// The metrics (Prometheus text format, prom-client): one registry per app, served as GET /metrics
// on the operator listener (an operator token, like every operator call; loopback or a socket).
// Counters are per process: with several replicas, sum them in the query (`sum by (…) (rate(…))`).
// Values that live in the database (the outbox backlog) are read when scraped, so every replica
// reports the same backlog: take `max` of those, not `sum`.
import client from 'prom-client';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DISPUTE_STATES, formatIsoDate, type CalendarDate, type ClientFailure } from '@portal/contracts';
import { isUnavailableError, type Db } from '../db';
import type { PoolStats } from '../db/types';
import { outboxStats } from '../notify/repository';
import { disputeStats } from '../modules/disputes/repository';

export interface Metrics {
  registry: client.Registry;
  /** the text of GET /metrics, the values read from the database refreshed first */
  scrape(): Promise<string>;
  /** one answered API call of the operation table */
  request(operation: string, method: string, status: number, seconds: number): void;
  /** one audit row: login outcomes, CVV lockouts and captcha failures are counted from these */
  audited(action: string, outcome: string): void;
  /**
   * a browser's report (remote that could not load, area that crashed); `release` is a release
   * the server knows or `other` (modules/telemetry/release-label.ts): every label value is a series
   */
  clientFailure(report: Pick<ClientFailure, 'kind' | 'remote' | 'release'>): void;
  /** a failed database call: the database not there, or a query refused */
  dbError(kind: 'unavailable' | 'query'): void;
  /** one delivery attempt of the outbox: sent, failed and retried later, or failed for good */
  delivery(channel: string, outcome: 'sent' | 'retry' | 'failed', seconds: number): void;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** `clock`: the server's time, and the programme's day against which a dispute case is overdue. */
export function createMetrics(db: Db, clock: () => { now(): Date; today(): CalendarDate }): Metrics {
  const now = () => clock().now();
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const counter = (name: string, help: string, labelNames: string[] = []) =>
    new client.Counter({ name, help, labelNames, registers: [registry] });

  const requests = counter('portal_http_requests_total', 'API calls answered, per operation and status', [
    'operation',
    'method',
    'status',
  ]);
  const duration = new client.Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'API answer time, per operation and status',
    labelNames: ['operation', 'status'],
    buckets: SECONDS,
    registers: [registry],
  });
  const audit = counter('portal_audit_events_total', 'Audit rows written, per action and outcome', [
    'action',
    'outcome',
  ]);
  const logins = counter('portal_login_outcomes_total', 'Login attempts by outcome', ['outcome']);
  const lockouts = counter(
    'portal_cvv_lockouts_total',
    'Card numbers locked by wrong CVVs (held: locked until the call centre unlocks)',
    ['kind'],
  );
  const captchaFailures = counter('portal_captcha_failures_total', 'Captcha checks refused', ['action']);
  const clientFailures = counter(
    'portal_client_failures_total',
    'Browser reports: remotes that could not be loaded, areas that crashed',
    ['kind', 'remote', 'release'],
  );
  const dbErrors = counter('portal_db_errors_total', 'Database calls that failed', ['kind']);
  const deliveries = counter(
    'portal_outbox_deliveries_total',
    'Notification delivery attempts by this replica, per channel and outcome (sent, retry, failed)',
    ['channel', 'outcome'],
  );
  const deliverySeconds = new client.Histogram({
    name: 'portal_outbox_delivery_seconds',
    help: "Time a notification's transport took to accept it or fail, per channel and outcome",
    labelNames: ['channel', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const gauge = (name: string, help: string, collect?: (g: client.Gauge) => void) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      ...(collect
        ? {
            collect() {
              collect(this);
            },
          }
        : {}),
    });
  // the outbox lives in the database: read once per scrape (scrape()), the same for every replica
  const outboxPending = gauge(
    'portal_outbox_pending',
    'Notifications not yet delivered (waiting or retrying)',
  );
  const outboxFailed = gauge(
    'portal_outbox_failed',
    'Notifications failed for good (an operator can `outbox retry`)',
  );
  const outboxOldest = gauge(
    'portal_outbox_oldest_pending_seconds',
    'Age of the oldest undelivered notification (0 when none)',
  );
  // dispute cases live in the database too: read per scrape, take `max` across replicas
  const disputeCases = new client.Gauge({
    name: 'portal_dispute_cases',
    help: 'Dispute cases by state',
    labelNames: ['state'],
    registers: [registry],
  });
  const disputesOverdue = gauge(
    'portal_dispute_cases_overdue',
    "Open dispute cases past the agreement's investigation day",
  );
  const pool = db.stats?.bind(db);
  if (pool) {
    const poolGauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
      gauge(name, help, (g) => void g.set(pick(pool())));
    poolGauge('portal_db_pool_connections', 'Open database connections', (s) => s.total);
    poolGauge('portal_db_pool_idle', 'Idle database connections', (s) => s.idle);
    poolGauge('portal_db_pool_waiting', 'Queries waiting for a database connection', (s) => s.waiting);
    poolGauge('portal_db_pool_max', 'Pool size', (s) => s.max);
  }

  return {
    registry,
    async scrape() {
      try {
        const stats = await outboxStats(db, now());
        outboxPending.set(stats.pending);
        outboxFailed.set(stats.failed);
        outboxOldest.set(stats.oldestPendingSeconds);
        const cases = await disputeStats(db, formatIsoDate(clock().today()));
        for (const state of DISPUTE_STATES) disputeCases.set({ state }, cases.byState[state] ?? 0);
        disputesOverdue.set(cases.overdue);
      } catch {
        // the database is down: its series keep their last values, portal_db_errors_total counts it
        dbErrors.inc({ kind: 'unavailable' });
      }
      return registry.metrics();
    },
    request(operation, method, status, seconds) {
      requests.inc({ operation, method, status: String(status) });
      duration.observe({ operation, status: String(status) }, seconds);
    },
    audited(action, outcome) {
      audit.inc({ action, outcome });
      if (action === 'login') logins.inc({ outcome });
      if (outcome === 'lockout' || outcome === 'held') lockouts.inc({ kind: outcome });
      if (outcome === 'captcha_failed') captchaFailures.inc({ action: 'ind_login' });
      else if (action.startsWith('captcha:')) captchaFailures.inc({ action: action.slice(8) });
    },
    clientFailure({ kind, remote, release }) {
      clientFailures.inc({ kind, remote, release });
    },
    dbError(kind) {
      dbErrors.inc({ kind });
    },
    delivery(channel, outcome, seconds) {
      deliveries.inc({ channel, outcome });
      deliverySeconds.observe({ channel, outcome }, seconds);
    },
  };
}

/** The database seen through the metrics: every failed call counted (unavailable or a query error). */
export function instrumentDb(db: Db, metrics: Metrics): Db {
  // a refusal thrown inside a transaction is not the database's error: only a SQLSTATE is
  const count = (error: unknown) => {
    if (isUnavailableError(error)) metrics.dbError('unavailable');
    else if (/^[0-9A-Z]{5}$/.test(String((error as { code?: unknown } | null)?.code)))
      metrics.dbError('query');
  };
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        count(error);
        throw error;
      }
    };
  return {
    ...db,
    kind: db.kind,
    query: counted(db.query.bind(db)) as Db['query'],
    tx: counted(db.tx.bind(db)) as Db['tx'],
    exec: counted(db.exec.bind(db)),
    ping: counted(db.ping.bind(db)),
    close: db.close.bind(db),
    ...(db.stats ? { stats: db.stats.bind(db) } : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Counts every answered call of the operation table; routes outside it (pages, files) are not counted. */
export const metricsPlugin = fp<{ metrics: Metrics }>(
  async (app: FastifyInstance, { metrics }) => {
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (req, reply, done) => {
      const operation = req.routeOptions.config.operation;
      if (operation) metrics.request(operation, req.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics' },
);
