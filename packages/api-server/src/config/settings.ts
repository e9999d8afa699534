// Server settings from the environment (documented in packages/api-server/README.md).
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import {
  API_BASE_PATH,
  APPS,
  REMOTES,
  defaultManifestUrl,
  remoteUrlEnvName,
  type RemoteName,
} from '@portal/contracts';

/** remote name → its folder, whose dist/ is served under /remotes/<folder>/ (the app registry). */
export const REMOTE_DIRS = Object.fromEntries(REMOTES.map((r) => [r.name, r.folder])) as Record<
  RemoteName,
  string
>;

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
  /** named operator tokens: ADMIN_TOKENS (`name:token,name2:token2`) and ADMIN_TOKEN (named 'admin') */
  adminTokens: { name: string; token: string }[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** where contact requests are sent (each one also acknowledged to the cardholder) */
  supportEmail: string;
  smsWebhookUrl: string | undefined;
  logLevel: string;
  seedDemo: boolean;
}

/** The repository root (the nearest folder with pnpm-workspace.yaml at or above `from`), or null. */
export function findRepoRoot(from: string = process.cwd()): string | null {
  let dir = resolve(from);
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
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

export function defaultDataDir(): string {
  const root = findRepoRoot();
  return root ? join(root, '.data') : resolve('.data');
}

export const POSTURES = ['production', 'development'] as const;

function parseAdminTokens(value: string | undefined): { name: string; token: string }[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const name = at > 0 ? entry.slice(0, at) : '';
      const token = at > 0 ? entry.slice(at + 1) : '';
      if (!/^[A-Za-z0-9._-]{1,64}$/.test(name) || token.length < 16) {
        throw new Error(
          'ADMIN_TOKENS must be name:token pairs (token of 16 characters or more), comma-separated',
        );
      }
      return { name, token };
    });
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
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
  const remotes = Object.fromEntries(
    REMOTES.map(({ name, folder }) => [name, env[remoteUrlEnvName(name)] || defaultManifestUrl(folder)]),
  ) as Record<RemoteName, string>;
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
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: production ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
  };
}
