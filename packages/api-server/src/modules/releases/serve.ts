// The files of published release folders at /remotes/releases/<remote>/<version>/… (under
// /remotes/: CORS open to other origins, never the SPA fallback). Every published release stays
// served, the ones no longer switched on too: a browser that loaded it keeps finding its chunks.
// Hashed chunks are immutable, mf-manifest.json and remoteEntry.js `no-cache` (hosting/static.ts);
// the precompressed .br/.gz beside a file are sent when the browser accepts them.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { cacheControlFor, notServerCode } from '../../hosting/static';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export async function releaseFilesRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/releases/:remote/:version/*',
    async (req, reply) => {
      const { remote, version } = req.params;
      const file = req.params['*'];
      const snapshot = await ctx.releases.fresh();
      const release = ctx.releases.release(remote, version, snapshot);
      if (!release || release.source !== 'folder') throw new ApiFailure('not_found');
      const root = resolve(release.location);
      const full = resolve(root, file);
      const type = TYPES[extname(full).toLowerCase()];
      const relative = full
        .slice(root.length + 1)
        .split(sep)
        .join('/');
      // inside the folder only, known types only: never a source map (.map), the static render (ssr/)
      // or anything else
      if (
        !full.startsWith(root + sep) ||
        !type ||
        !notServerCode(relative) ||
        !existsSync(full) ||
        !statSync(full).isFile()
      )
        throw new ApiFailure('not_found');
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const encoded = [
        ['br', '.br'],
        ['gzip', '.gz'],
      ].find(([name, suffix]) => accepts.includes(name!) && existsSync(full + suffix));
      reply
        .header('Content-Type', type)
        .header('Cache-Control', cacheControlFor(full))
        .header('Vary', 'Accept-Encoding');
      if (encoded) reply.header('Content-Encoding', encoded[0]);
      return reply.send(createReadStream(encoded ? full + encoded[1] : full));
    },
  );
}
