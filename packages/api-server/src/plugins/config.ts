// Everything the server is configured with, resolved once: settings, keys, programme, captcha
// provider, operator tokens and the clock (the `Ctx` every module reads as `app.ctx`).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { calendarDateIn, type Program } from '@portal/contracts';
import type { Db } from '../db';
import { loadKeys, type Keys } from '../crypto/keys';
import { createCardCrypto } from '../crypto/card';
import { createSealer } from '../crypto/sealed';
import { altchaProvider, offProvider, recaptchaProvider, type CaptchaProvider } from '../captcha';
import { loadSettings, operatorsOf, type Settings } from '../config/settings';
import { loadProgram } from '../config/program';
import { RemoteRegistry } from '../modules/releases/registry';
import type { Ctx, Operator } from '../context';

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

/** TRUST_PROXY as Fastify takes it; a hop count believes the first n proxies from this server (proxy-addr's hop index). */
export function fastifyTrustProxy(
  trust: Settings['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export function settingsOf(options: Pick<ConfigOptions, 'settings'>): Settings {
  return { ...loadSettings(process.env), ...options.settings };
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
    today: () => calendarDateIn(now(), program.timeZone),
    releases: new RemoteRegistry(options.db, settings, log),
  };
}
