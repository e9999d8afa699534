// Card-number protection: AES-256-GCM at rest, a keyed HMAC fingerprint for look-up, and a
// CVV derived from PAN + expiry with a secret key (never stored), compared in constant time.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
  randomInt,
} from 'node:crypto';
import { luhnValid } from '@portal/contracts';
import type { Keys } from './keys';
import { keyId } from './sealed';

const cardAad = (cardId: number) => Buffer.from(`card:${cardId}`);

export interface CardCrypto {
  /** AES-256-GCM under the current key: `v2.<key id>.<iv>.<ct>.<tag>`, the card id as associated data */
  encryptPan(pan: string, cardId: number): string;
  /** v2 with the key its id names (current or previous) and the card id; v1 (no key id, no AAD) too */
  decryptPan(blob: string, cardId: number): string;
  /** true when the blob is under the current key and format */
  isCurrent(blob: string): boolean;
  fingerprint(pan: string): string;
  /** fingerprints under previous keys (look-up until `keys reencrypt` has run) */
  previousFingerprints(pan: string): string[];
  cvvFor(pan: string, expiry: string): string;
  /** constant-time comparison of a presented CVV with the derived one */
  cvvMatches(pan: string, expiry: string, presented: string): boolean;
}

const b64 = (b: Buffer) => b.toString('base64url');

export function createCardCrypto(keys: Pick<Keys, 'panEnc' | 'panHmac' | 'cvv' | 'previous'>): CardCrypto {
  const previous = keys.previous ?? [];
  const encKeys = new Map([keys.panEnc, ...previous.map((p) => p.panEnc)].map((k) => [keyId(k), k]));
  const currentKid = keyId(keys.panEnc);
  const open = (key: Buffer, iv: string, ct: string, tag: string, aad: Buffer | null) => {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  };
  const cvvFor = (pan: string, expiry: string) => {
    const mac = createHmac('sha256', keys.cvv).update(`${pan}|${expiry}`).digest();
    return String(mac.readUInt32BE(0) % 1000).padStart(3, '0');
  };
  return {
    encryptPan(pan, cardId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys.panEnc, iv);
      cipher.setAAD(cardAad(cardId));
      const ct = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
      return `v2.${currentKid}.${b64(iv)}.${b64(ct)}.${b64(cipher.getAuthTag())}`;
    },
    decryptPan(blob, cardId) {
      const parts = blob.split('.');
      if (parts[0] === 'v2' && parts.length === 5) {
        const key = encKeys.get(parts[1]!);
        if (!key) throw new Error('the PAN is under an unknown key id (set MASTER_KEY_PREVIOUS)');
        return open(key, parts[2]!, parts[3]!, parts[4]!, cardAad(cardId));
      }
      if (parts[0] === 'v1' && parts.length === 4) {
        // before key ids: try the current key, then the previous ones
        for (const key of encKeys.values()) {
          try {
            return open(key, parts[1]!, parts[2]!, parts[3]!, null);
          } catch {
            // next key
          }
        }
        throw new Error('the PAN opens with no known key');
      }
      throw new Error('unknown PAN encryption format');
    },
    isCurrent(blob) {
      return blob.startsWith(`v2.${currentKid}.`);
    },
    fingerprint(pan) {
      return createHmac('sha256', keys.panHmac).update(pan).digest('hex');
    },
    previousFingerprints(pan) {
      return previous.map((p) => createHmac('sha256', p.panHmac).update(pan).digest('hex'));
    },
    cvvFor,
    cvvMatches(pan, expiry, presented) {
      const expected = Buffer.from(cvvFor(pan, expiry));
      const given = Buffer.alloc(expected.length);
      given.write(presented.slice(0, expected.length));
      return timingSafeEqual(expected, given) && presented.length === expected.length;
    },
  };
}

/** A Luhn-valid 16-digit number starting with `bin`. */
export function generatePan(bin: string): string {
  let body = bin;
  while (body.length < 15) body += String(randomInt(10));
  for (let check = 0; check < 10; check++) {
    const candidate = body + String(check);
    if (luhnValid(candidate)) return candidate;
  }
  throw new Error('unreachable');
}

/** url-safe random id of `bytes` bytes (≥ 16 = 128 bits). */
export function randomId(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}
