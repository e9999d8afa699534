// The Content-Security-Policy of the portal's pages: itself, the remotes' origins and the API's.
import type { Settings } from '../config/settings';

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
