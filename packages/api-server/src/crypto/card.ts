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

export interface CardCrypto {
  encryptPan(pan: string): string;
  decryptPan(blob: string): string;
  fingerprint(pan: string): string;
  cvvFor(pan: string, expiry: string): string;
  /** constant-time comparison of a presented CVV with the derived one */
  cvvMatches(pan: string, expiry: string, presented: string): boolean;
}

const b64 = (b: Buffer) => b.toString('base64url');

export function createCardCrypto(keys: Pick<Keys, 'panEnc' | 'panHmac' | 'cvv'>): CardCrypto {
  const cvvFor = (pan: string, expiry: string) => {
    const mac = createHmac('sha256', keys.cvv).update(`${pan}|${expiry}`).digest();
    return String(mac.readUInt32BE(0) % 1000).padStart(3, '0');
  };
  return {
    encryptPan(pan) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys.panEnc, iv);
      const ct = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
      return `v1.${b64(iv)}.${b64(ct)}.${b64(cipher.getAuthTag())}`;
    },
    decryptPan(blob) {
      const [version, iv, ct, tag] = blob.split('.');
      if (version !== 'v1' || !iv || !ct || !tag) throw new Error('unknown PAN encryption format');
      const decipher = createDecipheriv('aes-256-gcm', keys.panEnc, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    fingerprint(pan) {
      return createHmac('sha256', keys.panHmac).update(pan).digest('hex');
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
