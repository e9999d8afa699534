// Security headers (helmet, the CSP of hosting/csp.ts with a page's own script nonce,
// Permissions-Policy, no-store on the API), the correlation id echoed, and CORS: open for the
// remotes' files, the configured origins elsewhere (never a partner's origin: a partner page only
// frames the card, hosting/partner-frame.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';
import helmet from 'helmet';
import { API_BASE_PATH, PARTNER_BASE_PATH } from '@portal/contracts';
import { cspDirectives, runInNonceScope, withScriptNonce, type NonceScope } from '../hosting/csp';
import type { RegistrySnapshot } from '../modules/releases/registry';

/** A browser should use no powerful feature on any page of the portal. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/**
 * helmet's headers as a list: worked out by running its middleware once against a stand-in
 * answer. They depend on nothing of the request (the CSP's one function reads the remote
 * registry), so they are worked out once per registry snapshot instead of once per request.
 */
function helmetHeaders(apply: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown;
  apply({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export const securityPlugin = fp(
  async (app) => {
    const { settings, releases } = app.ctx;
    const applyHelmet = helmet({
      contentSecurityPolicy: {
        directives: cspDirectives(settings, app.ctx.program.imageHost, () => releases.origins()),
      },
      hsts: settings.production,
      // remotes and card designs may be loaded by pages on other origins (the card image sets its own)
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    // every answer's headers, per registry snapshot: helmet's, Permissions-Policy, and no-store on
    // API answers (every one may carry card data: no cache keeps it)
    let cached: {
      snapshot: RegistrySnapshot;
      page: Record<string, string>;
      api: Record<string, string>;
    } | null = null;
    const headersOf = (snapshot: RegistrySnapshot) => {
      if (cached?.snapshot !== snapshot) {
        const page = { ...helmetHeaders(applyHelmet), 'Permissions-Policy': PERMISSIONS_POLICY };
        cached = { snapshot, page, api: { ...page, 'Cache-Control': 'no-store' } };
      }
      return cached;
    };
    // a page's response nonce (hosting/csp.ts): page-render.ts takes it while the request runs in
    // its scope, and the answer's CSP names it
    const nonces = new WeakMap<FastifyRequest, NonceScope>();
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('X-Correlation-Id', req.id);
      // an API answer writes no page: the registry is not read for it (the last snapshot's CSP)
      if (req.url.startsWith(API_BASE_PATH)) {
        reply.headers(headersOf(releases.current()).api);
        done();
        return;
      }
      const partner = req.url.startsWith(PARTNER_BASE_PATH);
      // the remote registry read (at most once per REMOTE_REGISTRY_TTL_MS) before a page's CSP is written
      releases.fresh().then(
        (snapshot) => {
          const headers = headersOf(snapshot);
          reply.headers(partner ? headers.api : headers.page);
          if (partner) {
            done();
            return;
          }
          const scope: NonceScope = {};
          nonces.set(req, scope);
          runInNonceScope(scope, done);
        },
        (error: unknown) => done(error as Error),
      );
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      const nonce = nonces.get(req)?.nonce;
      const policy = reply.getHeader('content-security-policy');
      if (nonce !== undefined && typeof policy === 'string')
        reply.header('Content-Security-Policy', withScriptNonce(policy, nonce));
      done(null, payload);
    });
    // CORS_ORIGINS everywhere (the portal's own front ends on other origins, the apps' dev
    // servers), the remotes' files and card designs open to any origin
    const allowed = new Set(settings.corsOrigins);
    const common = {
      methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'X-Correlation-Id', 'Content-Type'],
      exposedHeaders: ['X-Content-Filename', 'X-Correlation-Id'],
      maxAge: 600,
    };
    const open = { ...common, origin: '*' };
    const listed = {
      ...common,
      origin: (origin: string | undefined, cb: (error: null, ok: boolean) => void) =>
        cb(null, origin !== undefined && allowed.has(origin)),
    };
    await app.register(fastifyCors, {
      hook: 'onRequest',
      delegator: (req, callback) => {
        const url = req.url ?? '';
        callback(null, url.startsWith('/remotes/') || url.startsWith('/assets/') ? open : listed);
      },
    });
  },
  { name: 'security' },
);
