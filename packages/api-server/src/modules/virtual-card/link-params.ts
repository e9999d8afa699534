// linkClickParams of an emailed link are signed (HMAC over the account id and the other
// parameters) and verified whenever a caller presents them.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LINK_SIGNATURE_PARAM = 'ls';

function canonical(accountId: string, params: Record<string, string>): string {
  const entries = Object.entries(params)
    .filter(([k]) => k !== LINK_SIGNATURE_PARAM)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([accountId, entries]);
}

function mac(key: Buffer, accountId: string, params: Record<string, string>): string {
  return createHmac('sha256', key).update(canonical(accountId, params)).digest('base64url').slice(0, 32);
}

export function signLinkParams(
  key: Buffer,
  accountId: string,
  params: Record<string, string>,
): Record<string, string> {
  return { ...params, [LINK_SIGNATURE_PARAM]: mac(key, accountId, params) };
}

/** True when no parameters are presented, or when they carry a valid signature for this account id. */
export function verifyLinkParams(
  key: Buffer,
  accountId: string,
  params: Record<string, string> | null | undefined,
): boolean {
  if (!params || Object.keys(params).length === 0) return true;
  const given = params[LINK_SIGNATURE_PARAM];
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(mac(key, accountId, params));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
