// linkClickParams of an emailed link are signed (HMAC over the account id and the parameters the
// portal itself puts in the link) and verified whenever a caller presents them.
//
// The account id is the capability; the signature vouches only for the
// portal's own click parameters. Parameters a mail system appends (utm_*, fbclid, …) are not
// signed and are ignored. A link stripped of every portal parameter and of the signature carries
// no click data to vouch for and passes; a portal parameter without its signature, or a signature
// that does not match the portal parameters presented, is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LINK_SIGNATURE_PARAM = 'ls';
/** The parameters the portal puts in an emailed link, all covered by the signature. */
export const SIGNED_LINK_PARAMS = ['src', 'lt'] as const;

function portalParams(params: Record<string, string>): [string, string][] {
  return SIGNED_LINK_PARAMS.filter((k) => typeof params[k] === 'string').map((k) => [k, params[k]!]);
}

function canonical(accountId: string, params: Record<string, string>): string {
  return JSON.stringify([accountId, portalParams(params)]);
}

function mac(key: Buffer, accountId: string, params: Record<string, string>): string {
  return createHmac('sha256', key).update(canonical(accountId, params)).digest('base64url').slice(0, 32);
}

export function signLinkParams(
  key: Buffer,
  accountId: string,
  params: Partial<Record<(typeof SIGNED_LINK_PARAMS)[number], string>>,
): Record<string, string> {
  const own = params as Record<string, string>;
  return { ...own, [LINK_SIGNATURE_PARAM]: mac(key, accountId, own) };
}

/**
 * True when neither a portal parameter nor a signature is presented (other parameters are
 * ignored), or when the signature matches the portal parameters presented for this account id.
 */
export function verifyLinkParams(
  key: Buffer,
  accountId: string,
  params: Record<string, string> | null | undefined,
): boolean {
  const given = params?.[LINK_SIGNATURE_PARAM];
  if (!params || (given === undefined && portalParams(params).length === 0)) return true;
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(mac(key, accountId, params));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
