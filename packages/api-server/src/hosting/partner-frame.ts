// The card's frame page for programme partners: GET /embed/virtual-card/v1?partner=<partnerId>.
//
// Trust boundary. The card number and CVV are shown on the portal's origin only: a partner's page
// frames this page and hands it the embed token by `postMessage`, and the frame (frame.js, built by
// mfe-virtual-card) exchanges the token, shows the agreement and the card, and tells the page
// nothing but events without card data. The browser's same-origin policy is what keeps the
// partner page's scripts (its analytics, its ads, an XSS) out of the frame's DOM, storage and
// calls. The headers are what hold that line:
// - `frame-ancestors` lists that partner's registered origins only (an unknown, malformed or
//   revoked partner: 404 and 'none'), replacing the portal's `'self'`, so no other site can frame
//   the card and overlay it; no X-Frame-Options, which would forbid the framing that
//   frame-ancestors allows;
// - `Cache-Control: no-store` and `Referrer-Policy: no-referrer`;
// - the card-data calls the frame makes answer the portal's own origin only, with no CORS for
//   partner origins (modules/virtual-card/same-origin.ts), and the exchange checks that the page
//   that framed the card is one the partner registered.
// A partner's own server is outside the browser and can type any header (Origin, Sec-Fetch-Site,
// Referer), and the embed token is a bearer credential its server and page both hold, so none of
// this proves who calls. What keeps the card from them is a factor they never hold: the exchange
// sends a one-time code to the holder's contact of record, and the embed session opens nothing of
// the card (agreement, signing, image token, image) until the member types it inside this frame
// (modules/partner/verification.ts; 403 verification_required before). Every call, and every
// refusal, is audited with the partner it came through.
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { PartnerIdSchema, remoteBasePath } from '@portal/contracts';
import { EMBED_FRAME_PATH } from '@portal/contracts/partner-frame';
import { errorBody } from '../errors';
import { framingOrigins } from '../modules/partner/origins';

/** The frame's script in the portal's own build of the virtual-card remote (a stable URL). */
export const PARTNER_FRAME_SCRIPT = 'partner/v1/frame.js';

/** The frame page: the script mounts the card in #portal-virtual-card and injects its own styles. */
export const FRAME_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Virtual card</title>
<style>html,body{margin:0}</style>
<script src="${remoteBasePath('mfe-virtual-card')}${PARTNER_FRAME_SCRIPT}" defer></script>
</head>
<body>
<main id="portal-virtual-card"></main>
</body>
</html>
`;

/** The page's CSP (set by the security plugin) with its frame-ancestors replaced by `ancestors`. */
function withFrameAncestors(reply: FastifyReply, ancestors: readonly string[]): void {
  const csp = reply.getHeader('content-security-policy');
  const directive = `frame-ancestors ${ancestors.join(' ')}`;
  const others =
    typeof csp === 'string'
      ? csp
          .split(';')
          .map((d) => d.trim())
          .filter((d) => d !== '' && !/^frame-ancestors(\s|$)/i.test(d))
      : ["default-src 'self'"];
  reply.header('Content-Security-Policy', [...others, directive].join(';'));
}

export async function partnerFrameRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get(EMBED_FRAME_PATH, async (req, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const asked = v.safeParse(PartnerIdSchema, (req.query as Record<string, unknown>).partner);
    const origins = asked.success ? await framingOrigins(ctx, asked.output) : null;
    if (!origins || origins.length === 0) {
      withFrameAncestors(reply, ["'none'"]);
      return reply.code(404).send(errorBody('not_found'));
    }
    withFrameAncestors(reply, origins);
    reply.removeHeader('X-Frame-Options');
    return reply.type('text/html; charset=utf-8').send(FRAME_HTML);
  });
}
