// Server settings from the environment (documented in packages/api-server/README.md): the
// Settings shape and loadSettings, which reads every variable and applies the posture's defaults.
// What has rules of its own is beside it: the operator tokens (operators.ts), TRUST_PROXY
// (trust-proxy.ts), the remotes (remotes.ts), the repository root (repo-root.ts), the shape of
// every variable (env-schema.ts) and what a production start refuses (production.ts).
//
// One piece: the Settings shape and loadSettings mirror each other field by field, each field's
// meaning above beside its variable and default below; split, a field would be read in two files.
import { isAbsolute, resolve } from 'node:path';
import { API_BASE_PATH, APPS, EMBED_TOKEN_TTL_SECONDS, type RemoteName } from '@portal/contracts';
import { environmentErrors } from './env-schema';
import { parseAdminTokens, type AdminTokenEntry } from './operators';
import { remoteManifestUrls } from './remotes';
import { defaultDataDir } from './repo-root';
import { trustProxyOf } from './trust-proxy';

const DEFAULT_PORT = 8080;

export type CaptchaMode = 'altcha' | 'recaptcha' | 'off';

export interface Settings {
  /**
   * The safe posture, the default. Only `PORTAL_MODE=development` (set by `pnpm start`, `pnpm dev`
   * and the tests) relaxes it: dev keys from DATA_DIR, CAPTCHA=off allowed, generous rate limits,
   * localhost CORS, demo data, outbox bodies readable by the operator.
   */
  production: boolean;
  port: number;
  host: string;
  /** the operator API's own listener: a unix socket when `socket` is set, else host:port */
  admin: { host: string; port: number; socket: string | undefined };
  /** operations that create money or cards (card issue, txn post/seed, demo data) are allowed */
  testData: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /**
   * PostgreSQL pool size per replica, the longest a statement may run (ms; 0 = no limit), and how
   * long a start retries a database that is not reachable yet (ms)
   */
  database: { poolSize: number; statementTimeoutMs: number; connectRetryMs: number };
  /**
   * Which proxies' X-Forwarded-For to believe: a hop count or their addresses, never every hop
   * (a forged header would choose the client address that per-client limits are keyed by)
   */
  trustProxy: number | string[] | false;
  /** browser-facing API base (config.json apiBaseUrl) */
  publicApiBaseUrl: string;
  /** origin used in emailed links */
  publicUrl: string;
  remotes: Record<RemoteName, string>;
  corsOrigins: string[];
  appsRoot: string | undefined;
  programConfigFile: string | undefined;
  captcha: {
    mode: CaptchaMode;
    recaptchaSecret: string | undefined;
    recaptchaSiteKey: string | undefined;
    recaptchaMinScore: number;
    altchaMaxNumber: number;
  };
  linkTtlDays: number;
  /** a notification not delivered this many hours after it was queued is failed for good (an operator can `outbox retry` it) */
  outboxGiveUpHours: number;
  /** SIGTERM/SIGINT: how long the replica answers "not ready" while still serving, before it stops listening */
  shutdownDrainMs: number;
  /** SIGTERM/SIGINT: how long the requests in hand may take to finish before the process exits anyway */
  shutdownGraceMs: number;
  /**
   * migrations (PostgreSQL): how long to wait for another replica's migration lock, and the
   * longest one migration statement may run (0: no limit); the lock wait never runs under the
   * statement timeout of the pool
   */
  migration: { lockTimeoutMs: number; statementTimeoutMs: number };
  /** minimum duration of a login/registration answer, equalising unknown card vs wrong CVV */
  loginFloorMs: number;
  loginRateLimit: { max: number; windowSeconds: number };
  /** contact-form requests per client per hour */
  contactRateLimit: number;
  /** wrong CVVs before a lock of `minutes`; `maxLockouts` locks within 24 h lock until the call centre unlocks */
  lockout: { maxFailures: number; minutes: number; maxLockouts: number };
  /** PIN resets per card per 24 h, and per client per hour */
  pinResetLimit: { perCard: number; perClient: number };
  /** agreement/sign and getToken calls per link and per client per hour */
  linkRateLimit: { perLink: number; perClient: number };
  /**
   * named operator tokens: ADMIN_TOKENS (`name:token:scope+scope,…`) and ADMIN_TOKEN (named 'admin',
   * no scopes); an entry without scopes has every scope in development and is refused in production
   * (operatorsOf)
   */
  adminTokens: AdminTokenEntry[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** where contact requests are sent (each one also acknowledged to the cardholder) */
  supportEmail: string;
  smsWebhookUrl: string | undefined;
  /**
   * NOTIFY_TRANSPORT=log: a channel without its transport (SMTP_URL, SMS_WEBHOOK_URL) writes its
   * messages to the log. Production refuses to start without a transport unless this says so.
   */
  notifyToLog: boolean;
  /** how long what is kept stays (the purge); `intervalMinutes` 0 stops the server's own purge */
  retention: Retention;
  /** client-failure reports per client per hour */
  telemetryRateLimit: number;
  logLevel: string;
  /** 'pretty' (a terminal: `pnpm dev`, `pnpm start`) or 'json' (one line per entry) */
  logFormat: 'pretty' | 'json';
  seedDemo: boolean;
  /** partner API calls (embed sessions, exchanges) per partner per minute, and per client address */
  partnerRateLimit: { perPartner: number; perClient: number };
  /** lifetime of a partner's embed token, at most 300 s (contracts EMBED_TOKEN_TTL_SECONDS) */
  embedTokenTtlSeconds: number;
  /** how long a replica serves the remote registry it read before reading it again (ms) */
  remoteRegistryTtlMs: number;
  /**
   * RENDER_SANDBOX: whether a remote's static render may run without its own Linux namespaces
   * (hosting/render-sandbox.ts): `namespaces` never (production's default: no render, the
   * placeholder), `auto` where the machine has none (development's default), `degraded` always.
   */
  renderSandbox: 'namespaces' | 'auto' | 'degraded';
  /**
   * Whether a page may be asked in the pseudo-language (the language cookie set to en-XA): in
   * development and tests, to see English left outside the catalogues; never in production.
   */
  pseudoLocale: boolean;
}

/** Retention horizons (RETENTION_* variables; packages/api-server/README.md → Operating the portal). */
export interface Retention {
  /** audit rows; PCI DSS 10.5.1 asks for at least 12 months */
  auditDays: number;
  /** sessions after their absolute expiry */
  sessionDays: number;
  /** rate-limit windows and CVV-failure rows after their last window (held cards are never purged) */
  counterHours: number;
  /** used captcha solutions after their expiry */
  captchaHours: number;
  /** delivered notifications after delivery (failed ones stay until retried or delivered) */
  outboxDays: number;
  /** contact requests after they were closed (open ones stay) */
  supportDays: number;
  intervalMinutes: number;
  /** rows the purge deletes per statement, each statement its own short transaction */
  batchSize: number;
}

function resolvePath(value: string, env: NodeJS.ProcessEnv): string {
  if (isAbsolute(value)) return value;
  // pnpm runs package scripts in the package folder; INIT_CWD is where the user typed the command
  return resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** Outside production: the apps' `pnpm dev` origins (the app registry) and the default portal port. */
const DEFAULT_CORS = [...APPS.map((app) => app.port), DEFAULT_PORT].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

function num(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number`);
  return n;
}

export const POSTURES = ['production', 'development'] as const;

/** LOG_FORMAT, else pretty when stdout is a terminal (a person reading), one JSON line otherwise. */
function logFormatOf(env: NodeJS.ProcessEnv): 'pretty' | 'json' {
  const format = env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json');
  if (format !== 'pretty' && format !== 'json') throw new Error('LOG_FORMAT must be pretty or json');
  return format;
}

/** Every error of the environment at once (config/env-schema.ts), one per line. */
export class SettingsError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
    this.name = 'SettingsError';
  }
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const errors = environmentErrors(env);
  if (errors.length > 0) throw new SettingsError(errors);
  const mode = env.PORTAL_MODE || 'production';
  if (!(POSTURES as readonly string[]).includes(mode))
    throw new Error('PORTAL_MODE must be production or development');
  if (mode === 'development' && env.NODE_ENV === 'production') {
    throw new Error('PORTAL_MODE=development is refused when NODE_ENV=production');
  }
  // safe unless told otherwise: an unset NODE_ENV or PORTAL_MODE is production
  const production = mode !== 'development';
  const port = num(env.PORT, DEFAULT_PORT, 'PORT');
  const publicApiBaseUrl = env.PUBLIC_API_BASE_URL || API_BASE_PATH;
  const captchaMode = (env.CAPTCHA || (env.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha')) as CaptchaMode;
  if (!['altcha', 'recaptcha', 'off'].includes(captchaMode)) {
    throw new Error('CAPTCHA must be altcha, recaptcha or off');
  }
  if (captchaMode === 'off' && production) {
    throw new Error('CAPTCHA=off is refused in production (set PORTAL_MODE=development for local use)');
  }
  if (captchaMode === 'recaptcha' && (!env.RECAPTCHA_SECRET || !env.RECAPTCHA_SITE_KEY)) {
    throw new Error('CAPTCHA=recaptcha needs RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY');
  }
  const remotes = remoteManifestUrls(env);
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : production
      ? []
      : DEFAULT_CORS;
  return {
    production,
    port,
    host: env.HOST || '0.0.0.0',
    admin: {
      host: env.ADMIN_HOST || '127.0.0.1',
      port: num(env.ADMIN_PORT, port + 1, 'ADMIN_PORT'),
      socket: env.ADMIN_SOCKET || undefined,
    },
    testData: !production || env.ALLOW_TEST_DATA === 'true',
    dataDir: env.DATA_DIR ? resolvePath(env.DATA_DIR, env) : defaultDataDir(),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    database: {
      poolSize: num(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
      statementTimeoutMs: num(env.DATABASE_STATEMENT_TIMEOUT_MS, 10_000, 'DATABASE_STATEMENT_TIMEOUT_MS'),
      connectRetryMs: num(env.DATABASE_CONNECT_RETRY_SECONDS, 60, 'DATABASE_CONNECT_RETRY_SECONDS') * 1000,
    },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicApiBaseUrl,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    remotes,
    corsOrigins,
    appsRoot: env.APPS_ROOT ? resolvePath(env.APPS_ROOT, env) : undefined,
    programConfigFile: env.PROGRAM_CONFIG_FILE ? resolvePath(env.PROGRAM_CONFIG_FILE, env) : undefined,
    captcha: {
      mode: captchaMode,
      recaptchaSecret: env.RECAPTCHA_SECRET,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      recaptchaMinScore: num(env.RECAPTCHA_MIN_SCORE, 0.5, 'RECAPTCHA_MIN_SCORE'),
      altchaMaxNumber: num(env.ALTCHA_MAX_NUMBER, 50_000, 'ALTCHA_MAX_NUMBER'),
    },
    linkTtlDays: num(env.LINK_TTL_DAYS, 7, 'LINK_TTL_DAYS'),
    outboxGiveUpHours: num(env.OUTBOX_GIVE_UP_HOURS, 24, 'OUTBOX_GIVE_UP_HOURS'),
    shutdownDrainMs: num(env.SHUTDOWN_DRAIN_SECONDS, production ? 10 : 0, 'SHUTDOWN_DRAIN_SECONDS') * 1000,
    shutdownGraceMs: num(env.SHUTDOWN_GRACE_SECONDS, 10, 'SHUTDOWN_GRACE_SECONDS') * 1000,
    migration: {
      lockTimeoutMs: num(env.MIGRATION_LOCK_TIMEOUT_SECONDS, 300, 'MIGRATION_LOCK_TIMEOUT_SECONDS') * 1000,
      statementTimeoutMs:
        num(env.MIGRATION_STATEMENT_TIMEOUT_SECONDS, 600, 'MIGRATION_STATEMENT_TIMEOUT_SECONDS') * 1000,
    },
    loginFloorMs: num(env.LOGIN_FLOOR_MS, 250, 'LOGIN_FLOOR_MS'),
    loginRateLimit: {
      // generous outside production so local end-to-end runs from one address are not throttled
      max: num(env.LOGIN_RATE_LIMIT, production ? 30 : 1000, 'LOGIN_RATE_LIMIT'),
      windowSeconds: num(env.LOGIN_RATE_WINDOW_SECONDS, 600, 'LOGIN_RATE_WINDOW_SECONDS'),
    },
    contactRateLimit: num(env.CONTACT_RATE_LIMIT, production ? 20 : 1000, 'CONTACT_RATE_LIMIT'),
    lockout: { maxFailures: 5, minutes: 30, maxLockouts: 3 },
    pinResetLimit: {
      perCard: num(env.PIN_RESET_LIMIT, 3, 'PIN_RESET_LIMIT'),
      perClient: num(env.PIN_RESET_CLIENT_LIMIT, production ? 10 : 1000, 'PIN_RESET_CLIENT_LIMIT'),
    },
    linkRateLimit: {
      perLink: num(env.LINK_RATE_LIMIT, 30, 'LINK_RATE_LIMIT'),
      perClient: num(env.LINK_CLIENT_RATE_LIMIT, production ? 60 : 1000, 'LINK_CLIENT_RATE_LIMIT'),
    },
    adminTokens: [
      ...parseAdminTokens(env.ADMIN_TOKENS),
      ...(env.ADMIN_TOKEN ? [{ name: 'admin', token: env.ADMIN_TOKEN }] : []),
    ],
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Prime Rewards Card <no-reply@primerewardscard.example>',
    supportEmail: env.SUPPORT_EMAIL || 'customer.service@primerewardscard.example',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    notifyToLog: notifyToLogOf(env),
    retention: {
      auditDays: num(env.RETENTION_AUDIT_DAYS, 400, 'RETENTION_AUDIT_DAYS'),
      sessionDays: num(env.RETENTION_SESSION_DAYS, 30, 'RETENTION_SESSION_DAYS'),
      counterHours: num(env.RETENTION_COUNTER_HOURS, 48, 'RETENTION_COUNTER_HOURS'),
      captchaHours: num(env.RETENTION_CAPTCHA_HOURS, 1, 'RETENTION_CAPTCHA_HOURS'),
      outboxDays: num(env.RETENTION_OUTBOX_DAYS, 30, 'RETENTION_OUTBOX_DAYS'),
      supportDays: num(env.RETENTION_SUPPORT_DAYS, 180, 'RETENTION_SUPPORT_DAYS'),
      intervalMinutes: num(env.PURGE_INTERVAL_MINUTES, 60, 'PURGE_INTERVAL_MINUTES'),
      batchSize: Math.max(1, Math.floor(num(env.PURGE_BATCH_SIZE, 10_000, 'PURGE_BATCH_SIZE'))),
    },
    telemetryRateLimit: num(env.TELEMETRY_RATE_LIMIT, production ? 30 : 1000, 'TELEMETRY_RATE_LIMIT'),
    logFormat: logFormatOf(env),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: production ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    partnerRateLimit: {
      perPartner: num(env.PARTNER_RATE_LIMIT, production ? 120 : 1000, 'PARTNER_RATE_LIMIT'),
      perClient: num(env.PARTNER_CLIENT_RATE_LIMIT, production ? 300 : 1000, 'PARTNER_CLIENT_RATE_LIMIT'),
    },
    embedTokenTtlSeconds: Math.min(
      num(env.EMBED_TOKEN_TTL_SECONDS, EMBED_TOKEN_TTL_SECONDS, 'EMBED_TOKEN_TTL_SECONDS'),
      EMBED_TOKEN_TTL_SECONDS,
    ),
    remoteRegistryTtlMs: num(env.REMOTE_REGISTRY_TTL_MS, 2000, 'REMOTE_REGISTRY_TTL_MS'),
    renderSandbox: renderSandboxOf(env, production),
    pseudoLocale: !production,
  };
}

function notifyToLogOf(env: NodeJS.ProcessEnv): boolean {
  const value = env.NOTIFY_TRANSPORT || '';
  if (value !== '' && value !== 'log') throw new Error('NOTIFY_TRANSPORT must be log (or unset)');
  return value === 'log';
}

function renderSandboxOf(env: NodeJS.ProcessEnv, production: boolean): Settings['renderSandbox'] {
  const mode = env.RENDER_SANDBOX || (production ? 'namespaces' : 'auto');
  if (mode !== 'namespaces' && mode !== 'auto' && mode !== 'degraded')
    throw new Error('RENDER_SANDBOX must be namespaces, auto or degraded');
  return mode;
}
