// Security headers (helmet, the CSP of hosting/csp.ts, Permissions-Policy, no-store on the API),
// the correlation id echoed, and CORS: open for the remotes' files, the configured origins elsewhere.
import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';
import helmet from 'helmet';
import {
  API_BASE_PATH,
  EMBED_SESSION_OPERATIONS,
  OPERATIONS,
  PARTNER_BASE_PATH,
  PARTNER_OPERATIONS,
  remoteBasePath,
} from '@portal/contracts';
import { cspDirectives } from '../hosting/csp';
import { partnerOrigins } from '../modules/partner/origins';

/** A browser should use no powerful feature on any page of the portal. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/**
 * What the embed on a partner's page calls on the portal (issue 10): the runtime config, the
 * embed-session exchange, the captcha of resend and the virtual-card screen's operations. Only
 * these answer the registered origins of partners (from the partner records, not CORS_ORIGINS).
 */
const EMBED_PATHS = [
  '/config.json',
  `${API_BASE_PATH}${OPERATIONS.captchaChallenge.path}`,
  ...EMBED_SESSION_OPERATIONS.map((name) => `${API_BASE_PATH}${OPERATIONS[name].path.replace(/:\w+$/, '')}`),
];

export function isEmbedPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return EMBED_PATHS.some((p) =>
    p.endsWith('/') ? path.startsWith(p) && path.length > p.length : path === p,
  );
}

/**
 * The exchange answers every origin: the server checks the Origin header against the token's
 * partner itself (403 origin_not_allowed, revoked 403, expired 401), and the embed on a page the
 * partner did not register must be able to read why, to say so in the partner's container. A
 * success is only ever given to a registered origin, and the answer sets no cookie.
 */
const EXCHANGE_PATH = `${PARTNER_BASE_PATH}${PARTNER_OPERATIONS.exchangeEmbedSession.path}`;

/** the virtual-card remote's files, which partner pages load (and may frame) */
const EMBED_FILES = remoteBasePath('mfe-virtual-card');

export const securityPlugin = fp(
  async (app) => {
    const { settings } = app.ctx;
    app.addHook('onRequest', async (req, reply) => {
      reply.header('X-Correlation-Id', req.id);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      // every API answer may carry card data: no cache keeps it
      if (req.url.startsWith(API_BASE_PATH) || req.url.startsWith(PARTNER_BASE_PATH))
        reply.header('Cache-Control', 'no-store');
    });
    // helmet's middleware built once (@fastify/helmet builds it again on every request, CSP
    // directives parsed each time) and applied to every answer
    // the remote registry read (at most once per REMOTE_REGISTRY_TTL_MS) before a page's CSP is written
    app.addHook('onRequest', async (req) => {
      if (!req.url.startsWith(API_BASE_PATH)) await app.ctx.releases.fresh();
    });
    const releaseOrigins = () => app.ctx.releases.origins();
    const applyHelmet = helmet({
      contentSecurityPolicy: {
        directives: cspDirectives(settings, app.ctx.program.imageHost, releaseOrigins),
      },
      hsts: settings.production,
      // remotes, card designs and the card image may be loaded by partner pages on other origins
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (req, reply, done) =>
      applyHelmet(req.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    const allowed = new Set(settings.corsOrigins);
    // the CSP of the virtual-card remote's files lets partner pages frame them (frame-ancestors)
    app.addHook('onSend', async (req, reply) => {
      if (!req.url.startsWith(EMBED_FILES)) return;
      const csp = reply.getHeader('content-security-policy');
      const origins = [...(await partnerOrigins(app.ctx))];
      if (typeof csp === 'string' && origins.length > 0)
        reply.header(
          'content-security-policy',
          csp.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${origins.join(' ')}`),
        );
    });
    // CORS_ORIGINS everywhere (the emailed-link embed, dev servers); a registered partner origin
    // (read from the partner records, cached briefly) only on the embed's paths
    const originAllowed = async (origin: string | undefined, url: string): Promise<boolean> => {
      if (origin === undefined) return false;
      if (allowed.has(origin)) return true;
      return isEmbedPath(url) && (await partnerOrigins(app.ctx)).has(origin);
    };
    await app.register(fastifyCors, {
      hook: 'onRequest',
      delegator: (req, callback) => {
        const url = req.url ?? '';
        const open =
          url.startsWith('/remotes/') || url.startsWith('/assets/') || url.split('?')[0] === EXCHANGE_PATH;
        callback(null, {
          origin: open
            ? '*'
            : (origin, cb) => {
                originAllowed(origin, url).then(
                  (ok) => cb(null, ok),
                  () => cb(null, false),
                );
              },
          methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
          allowedHeaders: ['Authorization', 'X-Correlation-Id', 'Content-Type'],
          exposedHeaders: ['X-Content-Filename', 'X-Correlation-Id'],
          maxAge: 600,
        });
      },
    });
  },
  { name: 'security' },
);
