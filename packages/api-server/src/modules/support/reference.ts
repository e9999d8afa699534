// A contact request's reference (C-7F3K9Q): its row id through a keyed permutation (a small Feistel
// network), spelled in 32 characters that are not misread on the phone (no 0/O, no 1/I). A
// permutation keeps the references of one key unique with no look-up and no retry; the key keeps
// them from being guessed or from telling how many requests came before. The reference is stored
// with its row, so a new key changes only the references of rows to come.
import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BITS_PER_CHAR = 5;
const ROUNDS = 4;

/** `value` (below 2^bits) mapped one to one onto [0, 2^bits) by `key`. */
function permute(value: number, bits: number, key: Buffer): number {
  const size = 2 ** (bits / 2);
  let left = Math.floor(value / size);
  let right = value % size;
  for (let round = 0; round < ROUNDS; round++) {
    const mixed =
      createHmac('sha256', key).update(`${bits}/${round}/${right}`).digest().readUInt32BE(0) % size;
    [left, right] = [right, (left ^ mixed) >>> 0];
  }
  return left * size + right;
}

/** The key of the references: one of its own, derived from the server's fingerprint key. */
export function referenceKey(fingerprintKey: Buffer): Buffer {
  return createHmac('sha256', fingerprintKey).update('portal/contact-reference/v1').digest();
}

/** The reference of contact request `id`: 6 characters while ids are below 2^30, then 8. */
export function contactReference(id: number, key: Buffer): string {
  const chars = id < 2 ** 30 ? 6 : 8;
  const bits = chars * BITS_PER_CHAR;
  if (!Number.isSafeInteger(id) || id < 0 || id >= 2 ** bits)
    throw new RangeError(`No reference for id ${id}`);
  let n = permute(id, bits, key);
  let code = '';
  for (let i = 0; i < chars; i++) {
    code = ALPHABET[n % ALPHABET.length]! + code;
    n = Math.floor(n / ALPHABET.length);
  }
  return `C-${code}`;
}
