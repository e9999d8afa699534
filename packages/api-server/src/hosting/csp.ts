// The Content-Security-Policy of the portal's pages: itself, the remotes' origins and the API's.
import type { Settings } from '../config/settings';

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export function cspDirectives(settings: Pick<Settings, 'remotes' | 'publicApiBaseUrl'>) {
  const remoteOrigins = Object.values(settings.remotes)
    .map(originOf)
    .filter((o): o is string => o !== null);
  const api = originOf(settings.publicApiBaseUrl);
  const apiOrigins = api ? [api] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', ...apiOrigins, ...remoteOrigins],
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
