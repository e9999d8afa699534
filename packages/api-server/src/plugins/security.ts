// Security headers (helmet, the CSP of hosting/csp.ts, Permissions-Policy, no-store on the API),
// the correlation id echoed, and CORS: open for the remotes' files, the configured origins elsewhere.
import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';
import helmet from 'helmet';
import { API_BASE_PATH } from '@portal/contracts';
import { cspDirectives } from '../hosting/csp';

/** A browser should use no powerful feature on any page of the portal. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

export const securityPlugin = fp(
  async (app) => {
    const { settings } = app.ctx;
    app.addHook('onRequest', async (req, reply) => {
      reply.header('X-Correlation-Id', req.id);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      // every API answer may carry card data: no cache keeps it
      if (req.url.startsWith(API_BASE_PATH)) reply.header('Cache-Control', 'no-store');
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
    await app.register(fastifyCors, {
      hook: 'onRequest',
      delegator: (req, callback) => {
        const url = req.url ?? '';
        const open = url.startsWith('/remotes/') || url.startsWith('/assets/');
        callback(null, {
          origin: open ? '*' : (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
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
