// The Fastify application factory: used by src/main.ts, the tests, the bench and the CLI.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import pino from 'pino';
import * as v from 'valibot';
import { API_BASE_PATH, RuntimeConfigSchema, type Program, type RuntimeConfig } from '@portal/contracts';
import type { Db } from './db';
import { isUnavailableError } from './db';
import { loadKeys, type Keys } from './crypto/keys';
import { createCardCrypto } from './crypto/card';
import { createSealer } from './crypto/sealed';
import { altchaProvider, offProvider, recaptchaProvider, type CaptchaProvider } from './captcha';
import { loadSettings, type Settings } from './config/settings';
import { CAROUSEL_DESIGNS, loadProgram } from './config/program';
import type { Ctx, Operator } from './context';
import { ApiFailure, errorBody } from './errors';
import { registerApiRoutes } from './routes/api';
import { registerAdminRoutes } from './routes/admin';
import { registerStatic } from './routes/static';
import { buildOpenApiDocument } from '@portal/contracts/openapi';
import { carouselCardSvg } from './render/cardSvg';
import {
  consoleAdapter,
  createDispatcher,
  smsWebhookAdapter,
  smtpAdapter,
  type DeliveryAdapter,
  type Dispatcher,
} from './notify/outbox';

/** Never log card data or secrets (pino redaction on top of not putting them in log calls). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'cardNumber',
  'cardNum',
  'cardCvv',
  'cvv',
  'pan',
  'token',
  '*.cardNumber',
  '*.cardNum',
  '*.cardCvv',
  '*.cvv',
  '*.pan',
  '*.token',
  'body.cardNumber',
  'body.cardCvv',
];

export interface BuildAppOptions {
  db: Db;
  /** defaults to loadSettings(process.env) */
  settings?: Partial<Settings>;
  /** defaults to keys from the environment or the dev key file in settings.dataDir */
  keys?: Keys;
  captcha?: CaptchaProvider;
  program?: Program;
  /** where log lines go (tests capture them); default stdout */
  logStream?: Writable;
  /** clock (tests move it) */
  now?: () => Date;
  adapters?: { email?: DeliveryAdapter; sms?: DeliveryAdapter };
  /** recaptcha verification fetch (tests) */
  fetchImpl?: typeof fetch;
}

export interface PortalApp extends FastifyInstance {
  ctx: Ctx;
  dispatcher: Dispatcher;
  /** the operator API: its own Fastify instance, listened on ADMIN_HOST:ADMIN_PORT or ADMIN_SOCKET */
  admin: FastifyInstance;
}

const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Named operator tokens: ADMIN_TOKENS, ADMIN_TOKEN ('admin'), else (development only) a generated 'dev' token. */
function operatorTokensFor(settings: Settings): Operator[] {
  if (settings.adminTokens.length > 0) return settings.adminTokens;
  if (settings.production) throw new Error('Set ADMIN_TOKENS (name:token,…) or ADMIN_TOKEN in production');
  const file = join(settings.dataDir, 'admin-token');
  if (existsSync(file)) return [{ name: 'dev', token: readFileSync(file, 'utf8').trim() }];
  mkdirSync(settings.dataDir, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return [{ name: 'dev', token }];
}

/**
 * The request line for the log: no query string (image tokens travel in it) and no capability
 * in the path (a virtual-card link's account id, image id and email, a card image id).
 */
export function redactUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path
    .replace(/^(\/ind\/(?:registration|card\/info))\/[^/]+(\/.*)?$/, (_m, head: string, rest?: string) =>
      rest ? `${head}/[redacted]${rest.replace(/\/[^/]+/g, '/[redacted]')}` : `${head}/[redacted]`,
    )
    .replace(/(\/card\/vv\/image)\/[^/]+/, '$1/[redacted]');
}

/** A browser should use no powerful feature on any page of the portal. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** The one error answer of both listeners: `{code, message, fields?}`, never a stack, never the received value. */
function sendError(error: FastifyError | ApiFailure | Error, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiFailure) return reply.code(error.status).send(error.toBody());
  if (isUnavailableError(error)) {
    req.log.warn({ err: { message: error.message } }, 'database unavailable');
    return reply.code(503).header('Retry-After', '5').send(errorBody('unavailable'));
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    if (status === 404) return reply.code(404).send(errorBody('not_found'));
    if (status === 429) return reply.code(429).send(errorBody('locked'));
    const reason =
      status === 413
        ? 'The body is too large'
        : status === 415
          ? 'Send the body as application/json'
          : 'The body must be a JSON object';
    return reply
      .code(status === 413 || status === 415 ? status : 400)
      .send({ ...errorBody('invalid_request'), fields: { body: reason } });
  }
  req.log.error({ err: { message: error.message, name: error.name } }, 'unhandled error');
  return reply.code(500).send(errorBody('internal'));
}

export async function buildApp(options: BuildAppOptions): Promise<PortalApp> {
  const settings: Settings = { ...loadSettings(process.env), ...options.settings };
  const keys = options.keys ?? loadKeys(process.env, settings.dataDir, settings.production).keys;
  const now = options.now ?? (() => new Date());
  const program =
    options.program ??
    loadProgram(settings.publicApiBaseUrl, settings.programConfigFile, settings.remotes.support);
  const captcha =
    options.captcha ??
    (settings.captcha.mode === 'off'
      ? offProvider()
      : settings.captcha.mode === 'recaptcha'
        ? recaptchaProvider({
            secret: settings.captcha.recaptchaSecret ?? '',
            siteKey: settings.captcha.recaptchaSiteKey ?? '',
            minScore: settings.captcha.recaptchaMinScore,
            ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
          })
        : altchaProvider({
            db: options.db,
            hmacKey: keys.captcha.toString('hex'),
            maxNumber: settings.captcha.altchaMaxNumber,
          }));
  if (captcha.mode === 'off' && settings.production)
    throw new Error('CAPTCHA=off is refused when NODE_ENV=production');

  const runtimeConfig: RuntimeConfig = v.parse(RuntimeConfigSchema, {
    apiBaseUrl: settings.publicApiBaseUrl,
    remotes: settings.remotes,
    program,
    captcha: captcha.publicConfig(settings.publicApiBaseUrl),
  });

  const logger = pino(
    {
      level: settings.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      },
    },
    options.logStream ?? process.stdout,
  );

  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: 64 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    genReqId: (req) => {
      const header = req.headers['x-correlation-id'];
      return typeof header === 'string' && CORRELATION_ID.test(header) ? header : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }) as unknown as PortalApp;

  const ctx: Ctx = {
    db: options.db,
    settings,
    keys,
    cardCrypto: createCardCrypto(keys),
    sealer: createSealer(
      'outbox',
      keys.panEnc,
      (keys.previous ?? []).map((p) => p.panEnc),
    ),
    captcha,
    program,
    operators: operatorTokensFor(settings),
    log: app.log,
    now,
  };
  app.decorate('ctx', ctx);
  app.decorate(
    'dispatcher',
    createDispatcher(
      options.db,
      {
        email:
          options.adapters?.email ??
          (settings.smtpUrl
            ? smtpAdapter(settings.smtpUrl, settings.mailFrom)
            : consoleAdapter(app.log, settings.production)),
        sms:
          options.adapters?.sms ??
          (settings.smsWebhookUrl
            ? smsWebhookAdapter(settings.smsWebhookUrl)
            : consoleAdapter(app.log, settings.production)),
      },
      app.log,
      ctx.sealer,
    ),
  );

  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Correlation-Id', req.id);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // every API answer may carry card data: no cache keeps it
    if (req.url.startsWith(API_BASE_PATH)) reply.header('Cache-Control', 'no-store');
  });

  // ------------------------------------------------------------------ security headers, CORS
  const remoteOrigins = Object.values(settings.remotes)
    .map(originOf)
    .filter((o): o is string => o !== null);
  const apiOrigin = originOf(settings.publicApiBaseUrl);
  const connect = ["'self'", ...remoteOrigins, ...(apiOrigin ? [apiOrigin] : [])];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...(apiOrigin ? [apiOrigin] : []), ...remoteOrigins],
        connectSrc: connect,
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: settings.production,
    // remotes, card designs and the card image may be loaded by partner pages on other origins
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

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

  // ------------------------------------------------------------------ errors: JSON `{code, message, fields?}`, never a stack
  app.setErrorHandler(sendError);

  // ------------------------------------------------------------------ operations
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await options.db.ping();
      return { status: 'ready', database: options.db.kind };
    } catch {
      return reply.code(503).send(errorBody('unavailable'));
    }
  });
  app.get('/config.json', async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').send(runtimeConfig),
  );
  const openApi = buildOpenApiDocument({ serverUrl: settings.publicApiBaseUrl });
  app.get(`${API_BASE_PATH}/openapi.json`, async () => openApi);
  CAROUSEL_DESIGNS.forEach((design, i) => {
    const svg = carouselCardSvg(design, program.productName);
    app.get(`/assets/cards/${i + 1}.svg`, async (_req, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(svg),
    );
  });

  await app.register(
    async (api) => {
      registerApiRoutes(api, ctx);
    },
    { prefix: API_BASE_PATH },
  );
  // the operator API is another Fastify instance on its own listener: the public one answers 404 under /admin
  const admin = Fastify({
    loggerInstance: logger,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    genReqId: () => randomUUID(),
  }) as unknown as FastifyInstance;
  admin.setErrorHandler(sendError);
  admin.setNotFoundHandler(async (_req, reply) => reply.code(404).send(errorBody('not_found')));
  registerAdminRoutes(admin, ctx);
  app.decorate('admin', admin);

  // ------------------------------------------------------------------ the portal's files
  let hostDist: string | null = null;
  if (settings.appsRoot) hostDist = (await registerStatic(app, settings.appsRoot)).hostDist;
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const reserved = /^\/(api|remotes|admin|assets)(\/|$)/.test(path);
    const looksLikeFile = /\/[^/]*\.[A-Za-z0-9]{1,8}$/.test(path);
    if (hostDist && (req.method === 'GET' || req.method === 'HEAD') && !reserved && !looksLikeFile) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', hostDist);
    }
    return reply.code(404).send(errorBody('not_found'));
  });

  app.addHook('onClose', async () => {
    await app.dispatcher.stop();
    await admin.close();
  });
  return app;
}
