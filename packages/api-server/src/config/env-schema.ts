// One schema for the environment: every variable the server reads that has a shape (a number in a
// range, a URL, one of a few words), checked all at once before anything is opened, each error
// naming its variable. A value is never echoed: a URL may carry a password.
import * as v from 'valibot';
import { parseAdminTokens } from './operators';
import { trustProxyOf } from './trust-proxy';

interface Rule {
  schema: v.GenericSchema<string, unknown>;
  /** what the value must be, after "NAME must be " */
  must: string;
}

const whole = (min: number, max: number): Rule => ({
  schema: v.pipe(
    v.string(),
    v.regex(/^-?\d+$/),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  ) as v.GenericSchema<string, unknown>,
  must: `a whole number from ${min} to ${max}`,
});

const decimal = (min: number, max: number): Rule => ({
  schema: v.pipe(
    v.string(),
    v.regex(/^\d+(\.\d+)?$/),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  ) as v.GenericSchema<string, unknown>,
  must: `a number from ${min} to ${max}`,
});

const url = (...protocols: string[]): Rule => ({
  schema: v.pipe(
    v.string(),
    v.url(),
    v.check((s) => {
      try {
        return protocols.includes(new URL(s).protocol);
      } catch {
        return false;
      }
    }),
  ),
  must: `a URL (${protocols.map((p) => `${p}//`).join(' or ')})`,
});

const oneOf = (...values: string[]): Rule => ({
  schema: v.picklist(values) as v.GenericSchema<string, unknown>,
  must: values.length === 1 ? values[0]! : `one of ${values.join(', ')}`,
});

const FLAG = oneOf('true', 'false');
const LIMIT = whole(1, 1_000_000);

/** Each variable with a shape; a variable unset or empty takes its default (config/settings.ts). */
export const ENV_RULES: Record<string, Rule> = {
  PORTAL_MODE: oneOf('production', 'development'),
  PORT: whole(0, 65_535),
  ADMIN_PORT: whole(0, 65_535),
  DATABASE_URL: url('postgres:', 'postgresql:'),
  DATABASE_SCHEMA: {
    schema: v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]{0,62}$/)),
    must: 'a schema name (lower-case letters, digits and _, at most 63)',
  },
  DATABASE_POOL_SIZE: whole(1, 1000),
  DATABASE_STATEMENT_TIMEOUT_MS: whole(0, 3_600_000),
  DATABASE_CONNECT_RETRY_SECONDS: whole(0, 3600),
  MIGRATION_LOCK_TIMEOUT_SECONDS: whole(1, 3600),
  MIGRATION_STATEMENT_TIMEOUT_SECONDS: whole(0, 86_400),
  PUBLIC_URL: url('https:', 'http:'),
  PUBLIC_API_BASE_URL: {
    schema: v.union([v.pipe(v.string(), v.regex(/^\/[^\s]*$/)), url('https:', 'http:').schema]),
    must: 'a path (/api/ind/v1) or a URL (https://)',
  },
  CAPTCHA: oneOf('altcha', 'recaptcha', 'off'),
  RECAPTCHA_MIN_SCORE: decimal(0, 1),
  ALTCHA_MAX_NUMBER: whole(100, 10_000_000),
  LINK_TTL_DAYS: whole(1, 365),
  OUTBOX_GIVE_UP_HOURS: whole(1, 24 * 30),
  SHUTDOWN_GRACE_SECONDS: whole(1, 3600),
  SHUTDOWN_DRAIN_SECONDS: whole(0, 3600),
  LOGIN_FLOOR_MS: whole(0, 10_000),
  LOGIN_RATE_LIMIT: LIMIT,
  LOGIN_RATE_WINDOW_SECONDS: whole(1, 86_400),
  CONTACT_RATE_LIMIT: LIMIT,
  PIN_RESET_LIMIT: LIMIT,
  PIN_RESET_CLIENT_LIMIT: LIMIT,
  LINK_RATE_LIMIT: LIMIT,
  LINK_CLIENT_RATE_LIMIT: LIMIT,
  TELEMETRY_RATE_LIMIT: LIMIT,
  PARTNER_RATE_LIMIT: LIMIT,
  PARTNER_CLIENT_RATE_LIMIT: LIMIT,
  EMBED_TOKEN_TTL_SECONDS: whole(1, 300),
  REMOTE_REGISTRY_TTL_MS: whole(0, 3_600_000),
  SMTP_URL: url('smtp:', 'smtps:'),
  SMS_WEBHOOK_URL: url('https:', 'http:'),
  NOTIFY_TRANSPORT: oneOf('log'),
  LOG_LEVEL: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  LOG_FORMAT: oneOf('pretty', 'json'),
  RENDER_SANDBOX: oneOf('namespaces', 'auto', 'degraded'),
  // a horizon of 0 (or less) would purge every row at once
  RETENTION_AUDIT_DAYS: whole(1, 36_500),
  RETENTION_SESSION_DAYS: whole(1, 36_500),
  RETENTION_COUNTER_HOURS: whole(1, 876_000),
  RETENTION_CAPTCHA_HOURS: whole(1, 876_000),
  RETENTION_OUTBOX_DAYS: whole(1, 36_500),
  RETENTION_SUPPORT_DAYS: whole(1, 36_500),
  PURGE_INTERVAL_MINUTES: whole(0, 10_080),
  PURGE_BATCH_SIZE: whole(1, 1_000_000),
  ALLOW_TEST_DATA: FLAG,
  ALLOW_EMBEDDED_DB: FLAG,
  SEED_DEMO: FLAG,
};

/** The rules whose reasons are their own (TRUST_PROXY, ADMIN_TOKENS, the posture): their messages name them. */
const OWN_CHECKS: ((env: NodeJS.ProcessEnv) => void)[] = [
  (env) => void trustProxyOf(env.TRUST_PROXY),
  (env) => void parseAdminTokens(env.ADMIN_TOKENS),
  (env) => {
    if (env.PORTAL_MODE === 'development' && env.NODE_ENV === 'production')
      throw new Error('PORTAL_MODE=development is refused when NODE_ENV=production');
  },
  (env) => {
    const production = (env.PORTAL_MODE || 'production') !== 'development';
    const captcha = env.CAPTCHA || (env.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha');
    if (captcha === 'off' && production)
      throw new Error('CAPTCHA=off is refused in production (set PORTAL_MODE=development for local use)');
    if (captcha === 'recaptcha' && (!env.RECAPTCHA_SECRET || !env.RECAPTCHA_SITE_KEY))
      throw new Error('CAPTCHA=recaptcha needs RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY');
  },
];

/** Every error of the environment, each naming its variable; empty when it is usable. */
export function environmentErrors(env: NodeJS.ProcessEnv): string[] {
  const errors: string[] = [];
  for (const [name, rule] of Object.entries(ENV_RULES)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (!v.safeParse(rule.schema, value.trim()).success) errors.push(`${name} must be ${rule.must}`);
  }
  for (const check of OWN_CHECKS) {
    try {
      check(env);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return errors;
}
