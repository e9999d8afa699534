// Captcha providers: altcha proof-of-work (self-hosted, invisible), reCAPTCHA v3, and off.
import * as v from 'valibot';
import { solveChallenge } from 'altcha-lib/v1';
import { CaptchaChallengeSchema, PATHS, type CaptchaAction, type RuntimeConfig } from '@portal/contracts';
import type { CaptchaProvider } from './captcha-provider';
import { CaptchaError } from './errors';
import { http } from './http';
import { apiUrl, configureApiClient, settings } from './settings';

export type { CaptchaProvider } from './captcha-provider';

/** The token the server accepts when it runs with CAPTCHA=off. */
export function createNoCaptcha(): CaptchaProvider {
  return { getToken: async () => 'off' };
}

/**
 * Solves the server's altcha challenge (GET {apiBase}/captcha/challenge?action=…) by brute
 * force with SHA-256 (crypto.subtle) and returns what altcha's verifySolution expects: the
 * base64 of the JSON payload {algorithm, challenge, number, salt, signature, took}.
 */
export function createAltchaCaptcha(challengeUrl: string): CaptchaProvider {
  return {
    async getToken(action) {
      let challenge;
      try {
        const data: unknown = await (await http()).get(challengeUrl, { searchParams: { action } }).json();
        challenge = v.parse(CaptchaChallengeSchema, data);
      } catch (error) {
        throw new CaptchaError('Could not get a captcha challenge', { cause: error });
      }
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber ?? 1_000_000,
      ).promise;
      if (!solution) throw new CaptchaError('Captcha challenge could not be solved');
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution.number,
        salt: challenge.salt,
        signature: challenge.signature,
        took: solution.took,
      };
      return btoa(JSON.stringify(payload));
    },
  };
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
let recaptchaLoading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const g = window.grecaptcha;
      if (!g) return reject(new CaptchaError('reCAPTCHA did not load'));
      g.ready(() => resolve(g));
    };
    if (window.grecaptcha) return whenReady();
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = whenReady;
    script.onerror = () => {
      recaptchaLoading = null;
      reject(new CaptchaError('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return recaptchaLoading;
}

/** reCAPTCHA v3: loads Google's script for the site key once, then execute(siteKey, {action}). */
export function createRecaptchaCaptcha(siteKey: string): CaptchaProvider {
  return {
    async getToken(action) {
      const grecaptcha = await loadRecaptcha(siteKey);
      try {
        return await grecaptcha.execute(siteKey, { action });
      } catch (error) {
        throw new CaptchaError('reCAPTCHA failed', { cause: error });
      }
    },
  };
}

/** The provider named by the runtime config's captcha block. */
export function createCaptchaFromConfig(config: Pick<RuntimeConfig, 'captcha'>): CaptchaProvider {
  switch (config.captcha.provider) {
    case 'altcha':
      return createAltchaCaptcha(config.captcha.challengeUrl);
    case 'recaptcha':
      return createRecaptchaCaptcha(config.captcha.siteKey);
    case 'off':
      return createNoCaptcha();
  }
}

// unconfigured: the server's default, altcha under the API base
const provider = () => settings.captcha ?? createAltchaCaptcha(apiUrl(PATHS.captchaChallenge));

/**
 * How long a token solved ahead is used: under the shortest lifetime of the providers' tokens
 * (reCAPTCHA v3: 2 minutes; the portal's altcha challenge: 5 minutes). Older, the call solves anew.
 */
export const PREPARED_TOKEN_MS = 100_000;
/** per action: the token under way, when it started, and for which configured provider */
const prepared = new Map<
  CaptchaAction,
  { token: Promise<string>; at: number; from: CaptchaProvider | null }
>();
const usable = (held: { at: number; from: CaptchaProvider | null } | undefined) =>
  held !== undefined && Date.now() - held.at < PREPARED_TOKEN_MS && held.from === settings.captcha;

/**
 * Starts obtaining a token for `action` ahead of its call, e.g. while the cardholder types the
 * login form (so the proof of work does not sit between the Log in button and the card
 * page). The next call of that action uses it, once (tokens are single use); a token that failed
 * or grew old is not used and the call obtains its own.
 */
export function prepareCaptcha(action: CaptchaAction): void {
  if (usable(prepared.get(action))) return;
  const entry = { token: provider().getToken(action), at: Date.now(), from: settings.captcha };
  entry.token.catch(() => {
    if (prepared.get(action) === entry) prepared.delete(action);
  });
  prepared.set(action, entry);
}

/** A token for `action` from the configured provider, failing after `timeoutMs` when given. */
export async function captchaToken(action: CaptchaAction, timeoutMs?: number): Promise<string> {
  const held = prepared.get(action);
  prepared.delete(action);
  const token = usable(held)
    ? held!.token.catch(() => provider().getToken(action))
    : provider().getToken(action);
  if (timeoutMs === undefined) {
    try {
      return await token;
    } catch (error) {
      throw error instanceof CaptchaError ? error : new CaptchaError('Captcha failed', { cause: error });
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CaptchaError(`Captcha timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([token, timeout]);
  } catch (error) {
    throw error instanceof CaptchaError ? error : new CaptchaError('Captcha failed', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** The client as the runtime config says (host bootstrap, parcel mount): API base, captcha, image host. */
export function configureApiClientFromConfig(
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'captcha'> & { program: { imageHost: string } },
): void {
  configureApiClient({
    apiBaseUrl: config.apiBaseUrl,
    captcha: createCaptchaFromConfig(config),
    imageHost: config.program.imageHost,
  });
}
