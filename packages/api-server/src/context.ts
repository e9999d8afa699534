// The context every module reads as `app.ctx` (`Ctx`), and how it is resolved once from the
// settings and the caller's options: keys, programme, captcha provider, operator tokens and the clock.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { calendarDateIn, type CalendarDate, type Program } from '@portal/contracts';
import type { OperatorScope } from './operator/scopes';
import type { Db } from './db';
import { loadKeys, type Keys } from './crypto/keys';
import { createCardCrypto, type CardCrypto } from './crypto/card';
import { createSealer, type Sealer } from './crypto/sealed';
import { altchaProvider, offProvider, recaptchaProvider, type CaptchaProvider } from './captcha';
import { operatorsOf } from './config/operators';
import { loadSettings, type Settings } from './config/settings';
import { loadProgram } from './config/program';
import { RemoteRegistry } from './modules/releases/registry';

/** A named operator token (ADMIN_TOKENS); every admin call is audited with the name. */
export interface Operator {
  name: string;
  token: string;
  /** what the token may do: each operator route names the one scope it needs */
  scopes: readonly OperatorScope[];
}

export interface Ctx {
  db: Db;
  settings: Settings;
  keys: Keys;
  cardCrypto: CardCrypto;
  /** seals secrets the server reads back later (outbox bodies with a PIN or a link) */
  sealer: Sealer;
  captcha: CaptchaProvider;
  program: Program;
  operators: Operator[];
  log: FastifyBaseLogger;
  now(): Date;
  /** the cardholder's calendar day now: in the programme's time zone (program.timeZone) */
  today(): CalendarDate;
  /** which release each remote serves (/config.json, the CSP, the operator's remote commands) */
  releases: RemoteRegistry;
}

export interface ConfigOptions {
  db: Db;
  /** defaults to loadSettings(process.env) */
  settings?: Partial<Settings>;
  /** defaults to keys from the environment or the dev key file in settings.dataDir */
  keys?: Keys;
  captcha?: CaptchaProvider;
  program?: Program;
  /** clock (tests move it) */
  now?: () => Date;
  /** recaptcha verification fetch (tests) */
  fetchImpl?: typeof fetch;
}

/**
 * Named operator tokens with their scopes (operatorsOf): ADMIN_TOKENS, ADMIN_TOKEN ('admin'), else
 * (development only) a generated 'dev' token with every scope.
 */
function operatorTokensFor(settings: Settings): Operator[] {
  if (settings.adminTokens.length > 0) return operatorsOf(settings);
  if (settings.production) throw new Error('Set ADMIN_TOKENS (name:token:scope+scope,…) in production');
  const file = join(settings.dataDir, 'admin-token');
  const existing = existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
  const token = existing ?? randomBytes(24).toString('base64url');
  if (!existing) {
    mkdirSync(settings.dataDir, { recursive: true });
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
  }
  return operatorsOf({ production: false, adminTokens: [{ name: 'dev', token }] });
}

function captchaFor(settings: Settings, keys: Keys, options: ConfigOptions): CaptchaProvider {
  if (options.captcha) return options.captcha;
  const { captcha } = settings;
  if (captcha.mode === 'off') return offProvider();
  if (captcha.mode === 'recaptcha') {
    return recaptchaProvider({
      secret: captcha.recaptchaSecret ?? '',
      siteKey: captcha.recaptchaSiteKey ?? '',
      minScore: captcha.recaptchaMinScore,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    });
  }
  return altchaProvider({
    db: options.db,
    hmacKey: keys.captcha.toString('hex'),
    maxNumber: captcha.altchaMaxNumber,
  });
}

export function settingsOf(options: Pick<ConfigOptions, 'settings'>): Settings {
  return { ...loadSettings(process.env), ...options.settings };
}

/**
 * The programme's calendar day at `now()`, formatted at most once a minute: a time zone's day
 * changes on a minute boundary, and Intl's zone formatting costs tens of µs on every login and
 * history call. A copy each time, so no caller can change another's day.
 */
export function dayClock(timeZone: string, now: () => Date): () => CalendarDate {
  let minute = Number.NaN;
  let day: CalendarDate = { year: 0, month: 0, day: 0 };
  return () => {
    const at = now().getTime();
    if (Math.floor(at / 60_000) !== minute) {
      minute = Math.floor(at / 60_000);
      day = calendarDateIn(new Date(at), timeZone);
    }
    return { ...day };
  };
}

export function createContext(settings: Settings, options: ConfigOptions, log: FastifyBaseLogger): Ctx {
  const keys = options.keys ?? loadKeys(process.env, settings.dataDir, settings.production).keys;
  const captcha = captchaFor(settings, keys, options);
  if (captcha.mode === 'off' && settings.production)
    throw new Error('CAPTCHA=off is refused when NODE_ENV=production');
  const program = options.program ?? loadProgram(settings.publicApiBaseUrl, settings.programConfigFile);
  const now = options.now ?? (() => new Date());
  return {
    db: options.db,
    settings,
    keys,
    cardCrypto: createCardCrypto(keys),
    sealer: createSealer(
      'outbox',
      keys.panEnc,
      (keys.previous ?? []).map((p) => p.panEnc),
    ),
    captcha,
    program,
    operators: operatorTokensFor(settings),
    log,
    now,
    today: dayClock(program.timeZone, now),
    releases: new RemoteRegistry(options.db, settings, log),
  };
}
