// The card-data calls (the embed-token exchange, agreement, sign, image token, image) answer the
// portal's own pages only: the card's frame on a partner page and the emailed-link page both run
// on the portal's origin. A browser names the page that makes a request in `Origin` (every POST,
// and any cross-origin fetch) and says how it relates to the portal in `Sec-Fetch-Site`; a page
// script cannot set either. A request that says it comes from another origin or site is refused
// (403 cross_origin, audited), so a partner page's scripts cannot make these calls through the
// member's browser even with an id they learnt. A server can type any header, so this is no proof
// of who calls: what keeps a partner's own server (or whoever took its embed token) from the card
// is the member's one-time code, sent to the holder's contact of record and typed inside the frame
// before an embed session opens anything of the card (modules/partner/verification.ts).
import type { FastifyRequest } from 'fastify';
import { maskCardData } from '@portal/contracts/card-data-mask';
import type { Settings } from '../../config/settings';
import { ApiFailure } from '../../errors';

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export interface SameOriginPolicy {
  /** undefined when the request may go on, else why it is refused (for the audit row) */
  refusal(req: FastifyRequest): string | undefined;
  /** Cross-Origin-Resource-Policy of the card image: no other site's page may even embed it */
  resourcePolicy: 'same-origin' | 'same-site';
}

/**
 * The portal's own origin is PUBLIC_URL's, which production requires (settings.productionRefusals).
 * Outside production PUBLIC_URL defaults to localhost and the portal is reached under other names
 * too (127.0.0.1, a test run's port): there the origin of the request's own Host also counts, as a
 * browser cannot make a page of one host send another host's name in `Host`. CORS_ORIGINS are the
 * operator's own front ends (the apps' dev servers outside production) and pass too. When the API
 * is published on another origin than the pages (PUBLIC_API_BASE_URL), or outside production (the
 * dev servers are other localhost ports), `Sec-Fetch-Site: same-site` passes: an image request
 * carries no Origin and the pages are then same-site with the API, never same-origin.
 */
export function sameOriginPolicy(
  settings: Pick<Settings, 'production' | 'publicUrl' | 'publicApiBaseUrl' | 'corsOrigins'>,
): SameOriginPolicy {
  const own = originOf(settings.publicUrl);
  const allowed = new Set([...(own ? [own] : []), ...settings.corsOrigins]);
  const apiOrigin = originOf(settings.publicApiBaseUrl);
  const sameSiteOk = !settings.production || (apiOrigin !== null && apiOrigin !== own);
  const fromHost = (req: FastifyRequest, origin: string): boolean => {
    if (settings.production) return false;
    try {
      const page = new URL(origin);
      // the Host header read with the page's scheme, so a default port written out still matches
      return page.origin === origin && new URL(`${page.protocol}//${req.host}`).host === page.host;
    } catch {
      return false;
    }
  };
  return {
    resourcePolicy: sameSiteOk ? 'same-site' : 'same-origin',
    refusal(req) {
      const origin = req.headers.origin;
      if (origin !== undefined) {
        return allowed.has(origin) || fromHost(req, origin) ? undefined : 'origin';
      }
      // what a browser sends, listed: anything else (cross-site, a value doubled) is refused
      const site = req.headers['sec-fetch-site'];
      if (site === undefined || site === 'same-origin' || site === 'none') return undefined;
      if (site === 'same-site' && sameSiteOk) return undefined;
      return site === 'cross-site' || site === 'same-site' ? site : 'sec-fetch-site';
    },
  };
}

/** 403 cross_origin (audited with what the request said) for a request of another origin or site. */
export async function refuseCrossSite(req: FastifyRequest, policy: SameOriginPolicy): Promise<void> {
  const why = policy.refusal(req);
  if (why === undefined) return;
  // the caller's own words: shortened, and card data typed into them masked like any free text
  const said = why === 'origin' ? maskCardData(String(req.headers.origin).slice(0, 200)) : why;
  await req.audit('cross_origin', { detail: { from: said } });
  throw new ApiFailure('cross_origin');
}
