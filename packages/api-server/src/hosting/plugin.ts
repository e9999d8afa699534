// Hosting of the built apps, apart from the API: /config.json (the runtime config the host and
// the remotes read), the carousel card designs, the host at / with its SPA fallback and each
// remote at /remotes/<dir>/, the card's frame page for partners (partner-frame.ts), and the health
// endpoints.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import * as v from 'valibot';
import { RuntimeConfigSchema, defaultManifestUrl, remoteByName, type RemoteName } from '@portal/contracts';
import { chooseLocale } from '@portal/contracts/i18n';
import { errorBody } from '../errors';
import { CAROUSEL_DESIGNS } from '../config/program';
import { carouselCardSvg } from '../render/cardSvg';
import { registerStatic } from './static';
import { createPageRenderer } from './page-render';
import { createRemoteRenderer } from './remote-render';
import { runtimeConfigRoute } from '../modules/releases/config-route';
import { releaseFilesRoute } from '../modules/releases/serve';
import { releaseFolderOf } from '../modules/releases/files';
import { partnerFrameRoute } from './partner-frame';
import { languageRoute } from './language-route';

async function hosting(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { settings, program } = ctx;
  const runtimeConfig = v.parse(RuntimeConfigSchema, {
    apiBaseUrl: settings.publicApiBaseUrl,
    remotes: settings.remotes,
    program,
    captcha: ctx.captcha.publicConfig(settings.publicApiBaseUrl),
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  // ready: the database answers and every release served (now or in a canary) can be served from
  // here; a replica that could not write its cache of one says which, and is taken out of rotation
  // rather than 404 a file /config.json advertises
  app.get('/readyz', async (_req, reply) => {
    try {
      await ctx.db.ping();
    } catch {
      return reply.code(503).send(errorBody('unavailable'));
    }
    const releases = await ctx.releases.unservable();
    if (releases.length > 0)
      return reply.code(503).send({
        ...errorBody('unavailable', `releases not servable here: ${releases.join(', ')}`),
        releases,
      });
    return { status: 'ready', database: ctx.db.kind };
  });
  // the remotes' manifest URLs from the remote registry, per canary bucket (modules/releases)
  runtimeConfigRoute(app, runtimeConfig);
  await releaseFilesRoute(app);
  await partnerFrameRoute(app);
  await languageRoute(app, { pseudo: settings.pseudoLocale });
  CAROUSEL_DESIGNS.forEach((design, i) => {
    const svg = carouselCardSvg(design, program.productName);
    app.get(`/assets/cards/${i + 1}.svg`, async (_req, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(svg),
    );
  });

  const hostDist = settings.appsRoot ? (await registerStatic(app, settings.appsRoot)).hostDist : null;
  const { appsRoot } = settings;
  /**
   * Where the static render of a remote's release served now is (remote-render.ts): a published
   * folder's ssr/ or that of the portal's copy of a release published by URL, or the checkout's
   * build when the remote serves it (`pnpm start`).
   */
  const ssrDirOf = (name: RemoteName): string | null => {
    const snapshot = ctx.releases.current();
    const version = snapshot.pointers.get(name)?.version ?? null;
    const release = version === null ? undefined : ctx.releases.release(name, version, snapshot);
    if (release) return join(releaseFolderOf(release, settings.dataDir), 'ssr');
    const { folder } = remoteByName(name);
    return appsRoot && settings.remotes[name] === defaultManifestUrl(folder)
      ? join(appsRoot, folder, 'dist', 'ssr')
      : null;
  };
  const remoteRenderer = hostDist
    ? createRemoteRenderer({ ssrDirOf, config: runtimeConfig, log: app.log, sandbox: settings.renderSandbox })
    : null;
  if (remoteRenderer) app.addHook('onClose', () => remoteRenderer.close());
  const pages = hostDist ? createPageRenderer(hostDist, runtimeConfig, remoteRenderer ?? undefined) : null;
  /** a page of the portal: rendered with its first paint (page-render.ts), else the plain index.html */
  const sendPage = async (req: FastifyRequest, reply: FastifyReply, root: string) => {
    reply.header('Cache-Control', 'no-cache');
    if (!pages) return reply.sendFile('index.html', root);
    // the remotes' releases as switched now: their static renders and their pages come from them
    // (those everyone gets: the server does not know a browser's canary bucket)
    const snapshot = await ctx.releases.fresh();
    // the page's language: the remembered choice, else the browser's (contracts i18n chooseLocale)
    const locale = chooseLocale(req.headers.cookie, req.headers['accept-language'], {
      pseudo: settings.pseudoLocale,
    });
    const page = await pages.page(req.url, ctx.releases.pagesFor(null, snapshot), locale);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };
  // the static files' wildcard would answer / as a directory: / is a page like any other
  if (hostDist) app.get('/', (req, reply) => sendPage(req, reply, hostDist));
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const reserved = /^\/(api|remotes|admin|assets)(\/|$)/.test(path);
    const looksLikeFile = /\/[^/]*\.[A-Za-z0-9]{1,8}$/.test(path);
    if (hostDist && (req.method === 'GET' || req.method === 'HEAD') && !reserved && !looksLikeFile) {
      return sendPage(req, reply, hostDist);
    }
    return reply.code(404).send(errorBody('not_found'));
  });
}

/** in the root context: its not-found handler answers every path the API does not own */
export const hostingPlugin = fp(hosting, { name: 'hosting' });
