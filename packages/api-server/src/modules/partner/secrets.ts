// Partner ids, API keys and embed tokens: random, and kept by the portal as SHA-256 hashes only
// (each carries 256 random bits, so a plain hash is as strong as a slow one and looks up by index).
import { createHash } from 'node:crypto';
import { randomId } from '../../crypto/card';

export const newPartnerId = (): string => `ptn_${randomId(15)}`;
/** `ppk_` + 256 random bits; its first 12 characters are shown in `partner list` to tell keys apart */
export const newApiKey = (): string => `ppk_${randomId(32)}`;
export const newEmbedToken = (): string => `pet_${randomId(32)}`;
export const keyPrefix = (key: string): string => key.slice(0, 12);

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
