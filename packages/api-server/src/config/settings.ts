// Server settings from the environment (documented in packages/api-server/README.md).
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { API_BASE_PATH, REMOTE_NAMES, type RemoteName } from '@portal/contracts';

export const REMOTE_DIRS: Record<RemoteName, string> = {
  account: 'mfe-account',
  registration: 'mfe-registration',
  virtualCard: 'mfe-virtual-card',
  history: 'mfe-history',
  support: 'mfe-support',
};

export type CaptchaMode = 'altcha' | 'recaptcha' | 'off';

export interface Settings {
  production: boolean;
  port: number;
  host: string;
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
  /** minimum duration of a login/registration answer, equalising unknown card vs wrong CVV */
  loginFloorMs: number;
  loginRateLimit: { max: number; windowSeconds: number };
  /** contact-form requests per client per hour */
  contactRateLimit: number;
  lockout: { maxFailures: number; minutes: number };
  adminToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
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

const DEFAULT_CORS = [3000, 3001, 3002, 3003, 3004, 3005, 8080].flatMap((p) => [
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

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production';
  const port = num(env.PORT, 8080, 'PORT');
  const publicApiBaseUrl = env.PUBLIC_API_BASE_URL || API_BASE_PATH;
  const captchaMode = (env.CAPTCHA || (env.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha')) as CaptchaMode;
  if (!['altcha', 'recaptcha', 'off'].includes(captchaMode)) {
    throw new Error('CAPTCHA must be altcha, recaptcha or off');
  }
  if (captchaMode === 'off' && production) throw new Error('CAPTCHA=off is refused when NODE_ENV=production');
  if (captchaMode === 'recaptcha' && (!env.RECAPTCHA_SECRET || !env.RECAPTCHA_SITE_KEY)) {
    throw new Error('CAPTCHA=recaptcha needs RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY');
  }
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[`REMOTE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`] ||
        `/remotes/${REMOTE_DIRS[name]}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : DEFAULT_CORS;
  return {
    production,
    port,
    host: env.HOST || '0.0.0.0',
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
    loginFloorMs: num(env.LOGIN_FLOOR_MS, 250, 'LOGIN_FLOOR_MS'),
    loginRateLimit: {
      // generous outside production so local end-to-end runs from one address are not throttled
      max: num(env.LOGIN_RATE_LIMIT, production ? 30 : 1000, 'LOGIN_RATE_LIMIT'),
      windowSeconds: num(env.LOGIN_RATE_WINDOW_SECONDS, 600, 'LOGIN_RATE_WINDOW_SECONDS'),
    },
    contactRateLimit: num(env.CONTACT_RATE_LIMIT, production ? 20 : 1000, 'CONTACT_RATE_LIMIT'),
    lockout: { maxFailures: 5, minutes: 30 },
    adminToken: env.ADMIN_TOKEN || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Prime Rewards Card <no-reply@primerewardscard.example>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: env.SEED_DEMO !== 'false',
  };
}
