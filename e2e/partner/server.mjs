// A tiny programme partner's site (mfe-virtual-card/PARTNERS.md): its own node:http server, on its
// own origin, holds the partner's API key, asks the portal for an embed token for the member's
// card (server to server, plain fetch) and serves the member's page with the documented snippet;
// the card itself shows in the portal's frame. The e2e journeys run it
// (e2e/tests/virtual-card-partner.spec.ts); run it alone with
//   PORTAL_URL=http://localhost:8080 PARTNER_ID=ptn_… PARTNER_API_KEY=ppk_… node e2e/partner/server.mjs
// then open http://127.0.0.1:8095/?member=<the card's external ref>.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const page = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

/** POST /api/partner/v1/embed-sessions with the partner's key: `{ embedToken }` or `{ error }`. */
export async function askEmbedToken(portalUrl, apiKey, externalRef) {
  const res = await fetch(new URL('/api/partner/v1/embed-sessions', portalUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ externalRef }),
  });
  const body = await res.json().catch(() => ({}));
  return res.ok ? { embedToken: body.embedToken } : { error: body.code ?? `http_${res.status}` };
}

/** `</script>`-safe JSON for an inline script */
const inline = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Start the partner's site. `embedToken(member, url)` may be given to the journeys that need a
 * particular token (a spent one, another partner's); otherwise the site asks the portal.
 * `connectSrc`: origins the page's own scripts may fetch besides its own (a page whose CSP lets
 * them reach the portal, to show that the portal itself refuses them).
 */
export function startPartnerSite({
  portalUrl,
  apiKey,
  partnerId,
  port,
  connectSrc = [],
  host = '127.0.0.1',
  name = 'Partner Rewards Club',
  theme,
  embedToken,
}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}:${port}`);
    if (url.pathname !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    // the member comes from the partner's own session; here, from the query
    const member = url.searchParams.get('member') ?? '';
    const asked = embedToken ? await embedToken(member, url) : await askEmbedToken(portalUrl, apiKey, member);
    const nonce = randomBytes(16).toString('base64');
    const portal = new URL(portalUrl).origin;
    const html = page
      .replaceAll('{{NAME}}', name)
      .replaceAll('{{NONCE}}', nonce)
      .replace('{{EMBED_SCRIPT}}', `${portal}/remotes/mfe-virtual-card/partner/v1/partner-embed.js`)
      .replace(
        '{{MOUNT}}',
        inline({
          portalUrl: portal,
          partnerId,
          embedToken: asked.embedToken ?? null,
          error: asked.error ?? null,
          theme: theme ?? null,
        }),
      );
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // what a partner page needs to allow for the embed (PARTNERS.md): the portal's embed script
      // and its frame; the card's calls, images and styles are the frame's, not the page's
      'content-security-policy': [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' ${portal}`,
        `frame-src ${portal}`,
        "style-src 'self' 'unsafe-inline'",
        `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
        "img-src 'self' data:",
        "frame-ancestors 'none'",
      ].join('; '),
    });
    res.end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        origin: `http://${host}:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await startPartnerSite({
    portalUrl: process.env.PORTAL_URL ?? 'http://localhost:8080',
    apiKey: process.env.PARTNER_API_KEY ?? '',
    partnerId: process.env.PARTNER_ID ?? '',
    port: Number(process.env.PARTNER_PORT ?? 8095),
  });
  console.log(`partner site on ${site.origin}`);
}
