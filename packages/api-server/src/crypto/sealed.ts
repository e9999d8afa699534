// Secrets at rest that the server must read back (a PIN SMS until a real transport delivered it,
// a virtual-card link email): AES-256-GCM under a key derived for the purpose, with a key id so
// the key can change, and a purpose string as associated data so a blob cannot move between uses.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

export interface Sealer {
  seal(plain: string): string;
  /** the plain text, or null when the blob is not ours (unknown key id, tampered, other purpose) */
  open(blob: string): string | null;
  /** sealed under the current key */
  isCurrent(blob: string): boolean;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** A key id: the first 8 hex characters of the key's SHA-256 (names the key, reveals nothing). */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** `current` seals; `current` and every `previous` key open (rotation). */
export function createSealer(purpose: string, current: Buffer, previous: Buffer[] = []): Sealer {
  const derive = (base: Buffer) =>
    Buffer.from(hkdfSync('sha256', base, Buffer.alloc(0), `portal/${purpose}/v1`, 32));
  const key = derive(current);
  const keys = new Map([key, ...previous.map(derive)].map((k) => [keyId(k), k]));
  const aad = Buffer.from(purpose);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `s1.${keyId(key)}.${b64(iv)}.${b64(ct)}.${b64(cipher.getAuthTag())}`;
    },
    isCurrent(blob) {
      return blob.startsWith(`s1.${keyId(key)}.`);
    },
    open(blob) {
      const [version, kid, iv, ct, tag] = blob.split('.');
      const k = kid ? keys.get(kid) : undefined;
      if (version !== 's1' || !k || !iv || !ct || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
