// The Content-Security-Policy of the portal's pages: itself, the remotes' origins and the API's.
// A page rendered by the server (page-render.ts) also trusts, for scripts, one nonce of its own
// response and what the scripts carrying it load ('strict-dynamic'): the host's <script> tags carry
// it, so on the first paint only the host's scripts run, never a <script> in the HTML a remote's
// static render put in its area (not even one on the portal's origin); the Module Federation
// runtime and webpack then insert the remotes' and the chunks' scripts from JS, which
// 'strict-dynamic' allows. 'self' and the remotes' origins stay in script-src for browsers without
// CSP3, which ignore 'strict-dynamic' (CSP3 browsers ignore them beside it).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Settings } from '../config/settings';

/** The nonce of one response, made when its page first asks for it. */
export interface NonceScope {
  nonce?: string;
}

const scopes = new AsyncLocalStorage<NonceScope>();

/** Runs the rest of a request (security.ts) where scriptNonce() finds its response's scope. */
export function runInNonceScope(scope: NonceScope, next: () => void): void {
  scopes.run(scope, next);
}

/**
 * The nonce of the response being written: 128 random bits, fresh per response and the same for
 * every script of it. Outside a request's scope, a fresh one that no header names (the page's
 * scripts then run under 'self' as without a nonce).
 */
export function scriptNonce(): string {
  const scope = scopes.getStore();
  const nonce = scope?.nonce ?? randomBytes(16).toString('base64');
  if (scope) scope.nonce = nonce;
  return nonce;
}

/** `policy` (a Content-Security-Policy header) whose script-src trusts `nonce` and what it loads. */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/.test(directive)
        ? `${directive.trimEnd()} 'nonce-${nonce}' 'strict-dynamic'`
        : directive,
    )
    .join(';');
}

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * `imageHost`: the programme's card-image host (program.imageHost), when it is another origin.
 * `releaseOrigins`: the origins of the remote releases served now from other hosts (the remote
 * registry, modules/releases), read for each answer, so the CSP follows a switch without a restart.
 */
export function cspDirectives(
  settings: Pick<Settings, 'remotes' | 'publicApiBaseUrl'>,
  imageHost = '',
  releaseOrigins?: () => readonly string[],
) {
  const fixed = Object.values(settings.remotes)
    .map(originOf)
    .filter((o): o is string => o !== null);
  const dynamic = releaseOrigins
    ? [
        () =>
          releaseOrigins()
            .filter((o) => !fixed.includes(o))
            .join(' '),
      ]
    : [];
  const remoteOrigins = [...fixed, ...dynamic];
  const api = originOf(settings.publicApiBaseUrl);
  const apiOrigins = api ? [api] : [];
  const image = originOf(imageHost);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', ...apiOrigins, ...remoteOrigins, ...(image ? [image] : [])],
    connectSrc: ["'self'", ...remoteOrigins, ...apiOrigins],
    fontSrc: ["'self'", 'data:', ...remoteOrigins],
    workerSrc: ["'self'", 'blob:'],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
