// spec §2: every completed navigation pushes a pageview to the data layer. The page it names is
// the matched route pattern, never the concrete path: an emailed link's path holds the account
// id and the base64 card image id, and its query the link's signature (SECURITY.md, emailed
// links), none of which may reach a third-party analytics tag. A path without parameters is its
// own pattern.
import { matchRoutes, type RouteObject } from '@portal/router';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The pattern of the route `pathname` matches in `routes`, e.g. PORTAL_ROUTES.cardInfo.pattern. */
export function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  // the host's table ends with a catch-all, so this is only for a table without one
  if (!matches) return '/*';
  const segments = matches.flatMap((m) => (m.route.path ?? '').split('/')).filter(Boolean);
  return `/${segments.join('/')}`;
}

export function pushPageview(pattern: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'pageview', page: pattern });
}
