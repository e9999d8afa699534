// Sessions: a JWT (HS256) carrying a random stored session id. exp is 15 minutes from issue;
// refresh extends up to 12 hours from login; logout revokes server-side.
import { createHmac, webcrypto } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '@portal/contracts';
import type { Ctx } from '../../context';
import { ApiFailure } from '../../errors';
import { randomId } from '../../crypto/card';
import { insertSession, replaceToken, revokeSessionRow, sessionCap } from './repository';

export const TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_CAP_SECONDS = 12 * 60 * 60;
/** the card image token: one minute, one fetch (its id `jti` is spent), bound to the link it came from */
export const IMAGE_TOKEN_TTL_SECONDS = 60;

export interface SessionInfo {
  sid: string;
  cardId: number;
}

// The HMAC key imported once per secret: jose would otherwise import the raw bytes into a
// CryptoKey on every sign and verify (WebCrypto importKey on the hot path of every session call).
const importedKeys = new WeakMap<Buffer, Promise<webcrypto.CryptoKey>>();
function jwtKey(ctx: Ctx): Promise<webcrypto.CryptoKey> {
  let key = importedKeys.get(ctx.keys.jwt);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', ctx.keys.jwt, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    importedKeys.set(ctx.keys.jwt, key);
  }
  return key;
}

// The protected header of every token the server signs, encoded once.
const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * An HS256 JWT (RFC 7515 compact form) signed with node:crypto's HMAC, synchronously: signing is
 * on the path of every login and refresh, and jose's WebCrypto signing costs several times more
 * CPU for the same bytes. Verification stays with jose (jwtVerify), which checks the algorithm,
 * the signature and the expiry of what comes back.
 */
function sign(ctx: Ctx, claims: Record<string, string>, subject: string, exp: number): string {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, sub: subject, iat, exp })).toString('base64url');
  const input = `${JWT_HEADER}.${payload}`;
  return `${input}.${createHmac('sha256', ctx.keys.jwt).update(input).digest('base64url')}`;
}

export async function createSession(
  ctx: Ctx,
  cardId: number,
  client: string,
): Promise<{ sid: string; auth: Auth }> {
  const now = ctx.now();
  const nowS = Math.floor(now.getTime() / 1000);
  const sid = randomId(24);
  const jti = randomId(12);
  const exp = nowS + TOKEN_TTL_SECONDS;
  await insertSession(ctx.db, {
    id: sid,
    cardId,
    loginAt: now,
    expiresAt: new Date((nowS + SESSION_CAP_SECONDS) * 1000),
    tokenExp: new Date(exp * 1000),
    client,
    tokenId: jti,
  });
  return { sid, auth: { token: sign(ctx, { sid, typ: 'session', jti }, String(cardId), exp), exp } };
}

/** The verified claims of a bearer session token, or 403 session_ended. */
export async function sessionClaims(
  ctx: Ctx,
  req: FastifyRequest,
): Promise<{ sid: string; sub: string; jti: string }> {
  const header = req.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw new ApiFailure('session_ended');
  let sid: unknown;
  let sub: unknown;
  let jti: unknown;
  try {
    const { payload } = await jwtVerify(token, await jwtKey(ctx), {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    if (payload.typ !== 'session') throw new Error('not a session token');
    sid = payload.sid;
    sub = payload.sub;
    jti = payload.jti;
  } catch {
    throw new ApiFailure('session_ended');
  }
  if (typeof sid !== 'string' || typeof sub !== 'string' || typeof jti !== 'string')
    throw new ApiFailure('session_ended');
  return { sid, sub, jti };
}

export async function refreshSession(ctx: Ctx, session: SessionInfo): Promise<Auth> {
  const now = ctx.now();
  const nowS = Math.floor(now.getTime() / 1000);
  const cap = await sessionCap(ctx.db, session.sid);
  const exp = Math.min(nowS + TOKEN_TTL_SECONDS, cap);
  if (exp <= nowS) throw new ApiFailure('session_ended');
  // the new token replaces the old one: only the newest token id of a session is accepted
  const jti = randomId(12);
  await replaceToken(ctx.db, session.sid, new Date(exp * 1000), jti);
  return {
    token: sign(ctx, { sid: session.sid, typ: 'session', jti }, String(session.cardId), exp),
    exp,
  };
}

export async function revokeSession(ctx: Ctx, session: SessionInfo): Promise<void> {
  await revokeSessionRow(ctx.db, session.sid, ctx.now());
}

export async function imageToken(
  ctx: Ctx,
  cardId: number,
  cardImageId: string,
  accountId: string,
): Promise<string> {
  const exp = Math.floor(ctx.now().getTime() / 1000) + IMAGE_TOKEN_TTL_SECONDS;
  return sign(
    ctx,
    { typ: 'card-image', cid: cardImageId, lid: accountId, jti: randomId(12) },
    String(cardId),
    exp,
  );
}

/** The card and link an image token grants for `cardImageId`, with its id and expiry, or null. */
export async function verifyImageToken(
  ctx: Ctx,
  token: string,
  cardImageId: string,
): Promise<{ cardId: number; accountId: string; tokenId: string; expiresAt: Date } | null> {
  try {
    const { payload } = await jwtVerify(token, await jwtKey(ctx), {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    if (
      payload.typ !== 'card-image' ||
      payload.cid !== cardImageId ||
      typeof payload.sub !== 'string' ||
      typeof payload.lid !== 'string' ||
      typeof payload.jti !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    const id = Number(payload.sub);
    return Number.isInteger(id)
      ? { cardId: id, accountId: payload.lid, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) }
      : null;
  } catch {
    return null;
  }
}
