// The portal's pages (spec §2 route table), written once: the host's router, the remotes' links
// and standalone pages, the server's link emails and its request log all take paths from here.
// Static pages are plain paths; the emailed virtual-card links and the agreement pages have a
// router pattern, a builder and parsers, which round-trip.
//
// An emailed link is a capability (docs/architecture.md#trust-boundaries, SECURITY.md): its
// account id is random, its image id and email are base64 segments, its query carries the signature. The host decodes
// them before a remote sees them (VirtualLinkProps); redactPortalPath keeps them out of logs.
import { OPERATIONS } from './operations';
import { decodeBase64Param, encodeBase64Param } from './base64-param';
import { AGREEMENT_DOCUMENTS, type AgreementDocument, type VirtualLinkProps } from './props';

/** A query to append: an object, URLSearchParams, or a search string with or without its '?'. */
export type RouteQuery = Record<string, string> | URLSearchParams | string | null | undefined;

/** A decoded virtual-card link: what a builder takes and a parser gives back. */
export type VirtualLink = Pick<VirtualLinkProps, 'accountId' | 'cardImageId' | 'email'>;

/** The parameters a router matched on a link pattern, still encoded (image id and email in base64). */
export interface VirtualLinkParams {
  accountId?: string;
  cardImageId?: string;
  email?: string;
}

function queryString(query: RouteQuery): string {
  if (query === null || query === undefined) return '';
  const text = typeof query === 'string' ? query.replace(/^\?/, '') : new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
}

/** 'path?query#hash' → its path and its search ('?…' or ''); a given search wins over the path's. */
function splitPath(path: string, search?: string): { pathname: string; search: string } {
  const [withoutHash = ''] = path.split('#');
  const at = withoutHash.indexOf('?');
  const pathname = at < 0 ? withoutHash : withoutHash.slice(0, at);
  return { pathname, search: search ?? (at < 0 ? '' : withoutHash.slice(at)) };
}

/**
 * The named parameters of `pathname` on a router pattern ('/a/:b/:c'), URL-decoded as a router
 * does; null when it does not match. One trailing slash is tolerated, as by react-router.
 */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}

/** Router parameters + search → the decoded link; null when an id is missing or not base64. */
function linkFromParams(params: VirtualLinkParams, search = ''): VirtualLinkProps | null {
  const { accountId } = params;
  const cardImageId = params.cardImageId ? decodeBase64Param(params.cardImageId) : null;
  const email = params.email === undefined ? null : decodeBase64Param(params.email);
  if (!accountId || cardImageId === null || (params.email !== undefined && email === null)) return null;
  // the page's query parameters (a signed link's), sent with the calls only when any exist
  const query = Object.fromEntries(new URLSearchParams(search));
  return {
    accountId,
    cardImageId,
    email,
    linkClickParams: Object.keys(query).length > 0 ? query : null,
  };
}

const CARD_INFO = '/ind/card/info';
const REGISTRATION = '/ind/registration';
const AGREEMENTS = '/cardholder-agreement';

function linkPath(head: string, link: VirtualLink, withEmail: boolean): string {
  const ids = `${head}/${encodeURIComponent(link.accountId)}/${encodeBase64Param(link.cardImageId)}`;
  return withEmail && link.email ? `${ids}/${encodeBase64Param(link.email)}` : ids;
}

/** Every page of the portal (spec §2). */
export const PORTAL_ROUTES = {
  /** Home: anonymous (login form) or with a session */
  home: '/',
  /** ind: the card overview; needs a session */
  account: '/ind',
  login: '/ind/login',
  /** the physical card registration form */
  registration: REGISTRATION,
  contact: '/contact-us',
  /** the agreement index */
  agreements: AGREEMENTS,

  /** cardholder-agreement/{document}: one agreement in HTML */
  agreement: {
    pattern: `${AGREEMENTS}/:document`,
    documents: AGREEMENT_DOCUMENTS,
    build: (document: AgreementDocument): string => `${AGREEMENTS}/${document}`,
    /** the document of an agreement page's path; null for any other path */
    parse(path: string): AgreementDocument | null {
      const document = matchPattern(`${AGREEMENTS}/:document`, splitPath(path).pathname)?.document;
      return (AGREEMENT_DOCUMENTS as readonly string[]).includes(document ?? '')
        ? (document as AgreementDocument)
        : null;
    },
  },

  /** ind/card/info/{accountId}/{base64 cardImageId}: the card information screen of an emailed link */
  cardInfo: {
    pattern: `${CARD_INFO}/:accountId/:cardImageId`,
    /** the link's path (the email is not part of it), plus `query` if given */
    build: (link: VirtualLink, query?: RouteQuery): string =>
      linkPath(CARD_INFO, link, false) + queryString(query),
    /** a path (with or without its query) → the decoded link; null when it is not a valid card-info link */
    parse(path: string, search?: string): VirtualLinkProps | null {
      const split = splitPath(path, search);
      const params = matchPattern(`${CARD_INFO}/:accountId/:cardImageId`, split.pathname);
      return params ? linkFromParams(params, split.search) : null;
    },
    /** a router's matched parameters + the page's search → the decoded link; null when invalid */
    fromParams: (params: VirtualLinkParams, search?: string): VirtualLinkProps | null =>
      linkFromParams({ accountId: params.accountId, cardImageId: params.cardImageId }, search),
  },

  /** ind/registration/{accountId}/{base64 cardImageId}[/{base64 email}]: the emailed link's stepper */
  virtualRegistration: {
    pattern: `${REGISTRATION}/:accountId/:cardImageId`,
    /** the same link with the email that prefills (and locks) the form's email field */
    patternWithEmail: `${REGISTRATION}/:accountId/:cardImageId/:email`,
    /** the link's path (with the email segment when `link.email` is set), plus `query` if given */
    build: (link: VirtualLink, query?: RouteQuery): string =>
      linkPath(REGISTRATION, link, true) + queryString(query),
    /** a path (with or without its query) → the decoded link; null when it is not a valid registration link */
    parse(path: string, search?: string): VirtualLinkProps | null {
      const split = splitPath(path, search);
      const params =
        matchPattern(`${REGISTRATION}/:accountId/:cardImageId`, split.pathname) ??
        matchPattern(`${REGISTRATION}/:accountId/:cardImageId/:email`, split.pathname);
      return params ? linkFromParams(params, split.search) : null;
    },
    /** a router's matched parameters + the page's search → the decoded link; null when invalid */
    fromParams: (params: VirtualLinkParams, search?: string): VirtualLinkProps | null =>
      linkFromParams(params, search),
  },
} as const;

/** The path heads whose following segments are capabilities (an emailed link's ids). */
const CAPABILITY_HEADS = [REGISTRATION, CARD_INFO] as const;
/** The card image call carries a capability too: GET {api}/card/vv/image/{cardImageId}. */
const CARD_IMAGE = new RegExp(
  `(${OPERATIONS.cardImage.path.replace('/:cardImageId', '').replace(/\//g, '\\/')})\\/[^/]+`,
);
const REDACTED = '[redacted]';

/**
 * A request path as it may be logged: the query is dropped (a link's signature), every segment
 * after ind/registration/ and ind/card/info/ (account id, image id, email) and the image id of the
 * card image call become '[redacted]'; the route stays readable. E.g.
 * '/ind/card/info/AbC/Zm9v?ls=sig' → '/ind/card/info/[redacted]/[redacted]'.
 * A link path whose first id segment is empty ('/ind/registration//id') is redacted too: a
 * capability typed with a doubled slash is still a capability.
 */
export function redactPortalPath(path: string): string {
  const pathname = path.split('?')[0] ?? '';
  let out = pathname;
  for (const head of CAPABILITY_HEADS) {
    if (!pathname.startsWith(`${head}/`)) continue;
    const segments = pathname.slice(head.length).split('/'); // ['', id, …]
    if (segments.some((s) => s !== ''))
      out = head + segments.map((s) => (s === '' ? '' : REDACTED)).join('/');
    break;
  }
  return out.replace(CARD_IMAGE, `$1/${REDACTED}`);
}
