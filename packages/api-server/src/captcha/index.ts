// Captcha provider interface (the four actions of spec §7) and its three implementations:
// self-hosted altcha proof-of-work (default), reCAPTCHA v3 (action + score), and off (tests only).
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import {
  API_BASE_PATH,
  CAPTCHA_ACTIONS,
  PATHS,
  type CaptchaAction,
  type CaptchaChallenge,
  type CaptchaConfig,
} from '@portal/contracts';
import type { Db } from '../db';

import { redeemOnce, sweepRedeemed } from './repository';

export interface CaptchaProvider {
  readonly mode: 'altcha' | 'recaptcha' | 'off';
  /** true when `token` proves a human for `action` (single-use where the provider allows it) */
  verify(token: string, action: CaptchaAction, clientIp?: string): Promise<boolean>;
  /** the captcha block of /config.json */
  publicConfig(apiBaseUrl: string): CaptchaConfig;
  /** altcha only: a new challenge, bound to `action` when given */
  challenge?(action: CaptchaAction | undefined): Promise<CaptchaChallenge>;
}

export const CHALLENGE_TTL_SECONDS = 300;

export function isCaptchaAction(value: unknown): value is CaptchaAction {
  return typeof value === 'string' && (CAPTCHA_ACTIONS as readonly string[]).includes(value);
}

/** The altcha payload is sent as base64 of its JSON (what the altcha widget submits) or as plain JSON. */
export function decodeAltchaPayload(token: string): Payload | null {
  if (token.length === 0 || token.length > 4096) return null;
  const candidates = [token];
  try {
    candidates.unshift(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    // not base64
  }
  for (const text of candidates) {
    try {
      const value: unknown = JSON.parse(text);
      if (
        typeof value === 'object' &&
        value !== null &&
        typeof (value as Payload).challenge === 'string' &&
        typeof (value as Payload).salt === 'string' &&
        typeof (value as Payload).signature === 'string' &&
        typeof (value as Payload).algorithm === 'string' &&
        typeof (value as Payload).number === 'number'
      ) {
        const p = value as Payload;
        return {
          algorithm: p.algorithm,
          challenge: p.challenge,
          number: p.number,
          salt: p.salt,
          signature: p.signature,
        };
      }
    } catch {
      // try the next reading
    }
  }
  return null;
}

export function altchaProvider(options: { db: Db; hmacKey: string; maxNumber: number }): CaptchaProvider {
  let sweep = 0;
  return {
    mode: 'altcha',
    async challenge(action) {
      const challenge = await createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
        ...(action ? { params: { action } } : {}),
      });
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        salt: challenge.salt,
        signature: challenge.signature,
        maxnumber: challenge.maxnumber ?? options.maxNumber,
      };
    },
    async verify(token, action) {
      const payload = decodeAltchaPayload(token);
      if (!payload) return false;
      const ok = await verifySolution(payload, options.hmacKey, true).catch(() => false);
      if (!ok) return false;
      const params = extractParams(payload);
      // a challenge fetched for one action cannot serve another
      if (params.action !== undefined && params.action !== action) return false;
      const expires = Number(params.expires ?? 0);
      const expiresAt = new Date(
        (Number.isFinite(expires) && expires > 0 ? expires : Date.now() / 1000 + CHALLENGE_TTL_SECONDS) *
          1000,
      );
      // single use: the first redemption wins
      const first = await redeemOnce(options.db, payload.signature, expiresAt);
      if (++sweep % 50 === 0) await sweepRedeemed(options.db, new Date());
      return first;
    },
    publicConfig(apiBaseUrl) {
      return {
        provider: 'altcha',
        challengeUrl: `${apiBaseUrl.replace(/\/$/, '')}${PATHS.captchaChallenge}`,
      };
    },
  };
}

export interface RecaptchaOptions {
  secret: string;
  siteKey: string;
  minScore: number;
  verifyUrl?: string;
  fetchImpl?: typeof fetch;
}

/** reCAPTCHA v3: the token's action must be the expected one and its score at least minScore. */
export function recaptchaProvider(options: RecaptchaOptions): CaptchaProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const verifyUrl = options.verifyUrl ?? 'https://www.google.com/recaptcha/api/siteverify';
  return {
    mode: 'recaptcha',
    async verify(token, action, clientIp) {
      if (!token || token.length > 4096) return false;
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (clientIp) form.set('remoteip', clientIp);
      try {
        const res = await fetchImpl(verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) return false;
        const body = (await res.json()) as { success?: unknown; action?: unknown; score?: unknown };
        return (
          body.success === true &&
          body.action === action &&
          typeof body.score === 'number' &&
          body.score >= options.minScore
        );
      } catch {
        return false;
      }
    },
    publicConfig() {
      return { provider: 'recaptcha', siteKey: options.siteKey };
    },
  };
}

/** Accepts anything. Refused at start when NODE_ENV=production (see settings). */
export function offProvider(): CaptchaProvider {
  return {
    mode: 'off',
    verify: () => Promise.resolve(true),
    publicConfig: () => ({ provider: 'off' }),
  };
}

export const DEFAULT_CHALLENGE_URL = `${API_BASE_PATH}${PATHS.captchaChallenge}`;
