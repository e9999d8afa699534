// The files of published releases at /remotes/releases/<remote>/<version>/… (under /remotes/: CORS
// open to other origins, never the SPA fallback): a folder published as it is, or the portal's copy
// of a release published by URL (copy.ts). Every published release stays
// served, the ones no longer switched on too: a browser that loaded it keeps finding its chunks.
// Hashed chunks are immutable, mf-manifest.json and remoteEntry.js `no-cache` (hosting/static.ts);
// the precompressed .br/.gz beside a file are sent when the browser accepts them.
import { createReadStream } from 'node:fs';
import { extname, posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { cacheControlFor, notServerCode } from '../../hosting/static';
import { ensureCopy } from './copy';
import { ownFile } from './files';

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
      // as resolved, so that 'a/../ssr/render.cjs' meets the rules below as 'ssr/render.cjs'
      const file = posix.normalize(req.params['*']);
      const snapshot = await ctx.releases.fresh();
      const release = ctx.releases.release(remote, version, snapshot);
      if (!release) throw new ApiFailure('not_found');
      const root =
        release.source === 'url'
          ? await ensureCopy(release, ctx.settings.dataDir, req.log)
          : release.location;
      if (!root) throw new ApiFailure('not_found');
      const type = TYPES[extname(file).toLowerCase()];
      // known types only, never a source map (.map) or the static render (ssr/), and only the
      // release's own files: a plain file whose real path lies inside the folder (releases/files.ts)
      const full = type && notServerCode(file) ? ownFile(root, file) : null;
      if (!full) throw new ApiFailure('not_found');
      const accepts = String(req.headers['accept-encoding'] ?? '');
      // a precompressed variant is served under the same rule as the file
      const encoded = (
        [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const
      )
        .filter(([name]) => accepts.includes(name))
        .map(([name, suffix]) => [name, ownFile(root, file + suffix)] as const)
        .find(([, variant]) => variant !== null);
      reply
        .header('Content-Type', type)
        .header('Cache-Control', cacheControlFor(full))
        .header('Vary', 'Accept-Encoding');
      if (encoded) reply.header('Content-Encoding', encoded[0]);
      return reply.send(createReadStream(encoded ? encoded[1]! : full));
    },
  );
}
