// The portal's files: host/dist at / (SPA fallback to index.html) and each remote's dist at
// /remotes/<dir>/ (CORS open so other origins can load them), precompressed variants served
// when accepted, stable entry files `no-cache` and hashed chunks immutable.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PARTNER_CARD_SCRIPT } from '@portal/contracts/remotes-data';
import { REMOTE_DIRS } from '../config/remotes';
import { PARTNER_FRAME_SCRIPT } from './partner-frame';

const NO_CACHE = new Set([
  'index.html',
  'main.js',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  // the partner embed's stable URL per major version (PARTNERS.md): a fix reaches partners at once
  'partner-embed.js',
]);
const STABLE_SCRIPTS = [PARTNER_CARD_SCRIPT, PARTNER_FRAME_SCRIPT];
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(/\.(br|gz|deflate)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  // the card the embed loads and the frame's script: at fixed URLs in the portal's own build,
  // which a deploy replaces
  const plain = filePath.replace(/\\/g, '/').replace(/\.(br|gz|deflate)$/, '');
  if (STABLE_SCRIPTS.some((script) => plain.endsWith(`/${script}`))) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Production source maps stay with the team (they give the source away): never served. */
const notASourceMap = (path: string) => !/\.map$/i.test(path);
/** A remote's ssr/ (its static render, run by the server: remote-render.ts) is not for browsers. */
export const notServerCode = (path: string) => !/^\/?ssr(\/|$)/.test(path);

const setHeaders = (reply: FastifyReply, path: string) => {
  reply.header('Cache-Control', cacheControlFor(path));
};

export async function registerStatic(
  app: FastifyInstance,
  appsRoot: string,
): Promise<{ hostDist: string | null }> {
  const hostDist = join(appsRoot, 'host', 'dist');
  const production = app.ctx.settings.production;
  const hasHost = existsSync(join(hostDist, 'index.html'));
  let decorated = false;
  if (hasHost) {
    await app.register(fastifyStatic, {
      root: hostDist,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      setHeaders,
      wildcard: true,
      // pages (/ included) are rendered by the not-found handler (page-render.ts)
      index: false,
      ...(production ? { allowedPath: notASourceMap } : {}),
    });
    decorated = true;
  }
  for (const dir of Object.values(REMOTE_DIRS)) {
    const root = join(appsRoot, dir, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${dir}/`,
      preCompressed: true,
      cacheControl: false,
      setHeaders,
      decorateReply: !decorated,
      index: false,
      allowedPath: (path: string) => notServerCode(path) && (!production || notASourceMap(path)),
    });
    decorated = true;
  }
  return { hostDist: hasHost ? hostDist : null };
}
