// Security headers (helmet, the CSP of hosting/csp.ts, Permissions-Policy, no-store on the API),
// the correlation id echoed, and CORS: open for the remotes' files, the configured origins elsewhere.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
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
import type { RegistrySnapshot } from '../modules/releases/registry';

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
      // remotes, card designs and the card image may be loaded by partner pages on other origins
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
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('X-Correlation-Id', req.id);
      // an API answer writes no page: the registry is not read for it (the last snapshot's CSP)
      if (req.url.startsWith(API_BASE_PATH)) {
        reply.headers(headersOf(releases.current()).api);
        done();
        return;
      }
      // the remote registry read (at most once per REMOTE_REGISTRY_TTL_MS) before a page's CSP is written
      releases.fresh().then(
        (snapshot) => {
          const headers = headersOf(snapshot);
          reply.headers(req.url.startsWith(PARTNER_BASE_PATH) ? headers.api : headers.page);
          done();
        },
        (error: unknown) => done(error as Error),
      );
    });
    // the CSP of the virtual-card remote's files lets partner pages frame them (frame-ancestors)
    const frameableByPartners = async (reply: FastifyReply) => {
      const csp = reply.getHeader('content-security-policy');
      const origins = [...(await partnerOrigins(app.ctx))];
      if (typeof csp === 'string' && origins.length > 0)
        reply.header(
          'content-security-policy',
          csp.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${origins.join(' ')}`),
        );
    };
    app.addHook('onSend', (req, reply, payload, done) => {
      if (!req.url.startsWith(EMBED_FILES)) {
        done(null, payload);
        return;
      }
      frameableByPartners(reply).then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    });
    // CORS_ORIGINS everywhere (the emailed-link embed, dev servers); a registered partner origin
    // (read from the partner records, cached briefly) only on the embed's paths. The three sets of
    // options are made once; the delegator only picks one.
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
    const embed = {
      ...common,
      origin: (origin: string | undefined, cb: (error: null, ok: boolean) => void) => {
        if (origin === undefined || allowed.has(origin)) {
          cb(null, origin !== undefined);
          return;
        }
        partnerOrigins(app.ctx).then(
          (origins) => cb(null, origins.has(origin)),
          () => cb(null, false),
        );
      },
    };
    await app.register(fastifyCors, {
      hook: 'onRequest',
      delegator: (req, callback) => {
        const url = req.url ?? '';
        if (url.startsWith('/remotes/') || url.startsWith('/assets/') || url.split('?')[0] === EXCHANGE_PATH)
          callback(null, open);
        else callback(null, req.headers.origin !== undefined && isEmbedPath(url) ? embed : listed);
      },
    });
  },
  { name: 'security' },
);
