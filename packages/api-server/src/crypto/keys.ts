// Secret keys: from the environment (each key, or one MASTER_KEY deriving all of them with
// HKDF), else a dev master key generated into DATA_DIR on first start.
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface KeySet {
  panEnc: Buffer;
  panHmac: Buffer;
  cvv: Buffer;
  jwt: Buffer;
  link: Buffer;
  captcha: Buffer;
}

export interface Keys extends KeySet {
  /**
   * The keys of earlier masters (MASTER_KEY_PREVIOUS, newest first): card numbers and sealed
   * bodies under them still open, and `keys reencrypt` moves them to the current keys.
   */
  previous?: KeySet[];
}

export const KEY_NAMES = {
  panEnc: 'PAN_ENC_KEY',
  panHmac: 'PAN_HMAC_KEY',
  cvv: 'CVV_KEY',
  jwt: 'JWT_SECRET',
  link: 'LINK_SIGNING_KEY',
  captcha: 'CAPTCHA_HMAC_KEY',
} as const satisfies Record<keyof KeySet, string>;

/** A key given as 64 hex characters or base64 of at least 32 bytes. */
export function parseKey(name: string, value: string): Buffer {
  const text = value.trim();
  const buf = /^[0-9a-fA-F]{64,}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (buf.length < 32) throw new Error(`${name} must be at least 32 bytes (64 hex characters or base64)`);
  return buf;
}

export function deriveKeys(master: Buffer): KeySet {
  const derive = (label: string) =>
    Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `portal/${label}/v1`, 32));
  return {
    panEnc: derive('pan-enc'),
    panHmac: derive('pan-hmac'),
    cvv: derive('cvv'),
    jwt: derive('jwt'),
    link: derive('link'),
    captcha: derive('captcha'),
  };
}

export interface LoadKeysResult {
  keys: Keys;
  source: 'env' | 'master' | 'dev-file';
}

/**
 * Load keys. Individual variables win over MASTER_KEY; when neither is set a dev master key is
 * read from (or generated into) `<dataDir>/dev-keys.json`. Refused in production.
 */
export function loadKeys(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): LoadKeysResult {
  let base: KeySet | null = null;
  let source: LoadKeysResult['source'] = 'env';
  if (env.MASTER_KEY) {
    base = deriveKeys(parseKey('MASTER_KEY', env.MASTER_KEY));
    source = 'master';
  }
  const names = Object.keys(KEY_NAMES) as (keyof KeySet)[];
  const allIndividual = names.filter((k) => k !== 'captcha').every((k) => env[KEY_NAMES[k]]);
  if (!base && !allIndividual) {
    if (production) {
      throw new Error(
        'Set MASTER_KEY (or PAN_ENC_KEY, PAN_HMAC_KEY, CVV_KEY, JWT_SECRET and LINK_SIGNING_KEY) in production',
      );
    }
    base = deriveKeys(devMasterKey(dataDir));
    source = 'dev-file';
  }
  const keys: Keys = { ...(base ?? deriveKeys(parseKey('JWT_SECRET', env.JWT_SECRET ?? ''))) };
  const previous = (env.MASTER_KEY_PREVIOUS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((value) => deriveKeys(parseKey('MASTER_KEY_PREVIOUS', value)));
  if (previous.length > 0) {
    keys.previous = previous;
    // the CVV is printed on the card: it keeps the key of the master the cards were issued under
    // (the oldest one given) unless CVV_KEY names it
    keys.cvv = previous[previous.length - 1]!.cvv;
  }
  for (const k of names) {
    const value = env[KEY_NAMES[k]];
    if (value) keys[k] = parseKey(KEY_NAMES[k], value);
  }
  return { keys, source };
}

function devMasterKey(dataDir: string): Buffer {
  const file = join(dataDir, 'dev-keys.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { masterKey?: string };
    if (typeof parsed.masterKey === 'string') return parseKey('dev master key', parsed.masterKey);
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, JSON.stringify({ masterKey: key.toString('hex'), note: 'development only' }) + '\n', {
    mode: 0o600,
  });
  return key;
}
