// The files of published releases at /remotes/releases/<remote>/<version>/… (under /remotes/: CORS
// open to other origins, never the SPA fallback): always the portal's copy of the release (copy.ts),
// never the folder or URL it was published from; each file from the one handle opened and checked
// (files.ts openOwnFile), so a link swapped in after the check is not followed. Every published release stays
// served, the ones no longer switched on too: a browser that loaded it keeps finding its chunks.
// Hashed chunks are immutable, mf-manifest.json and remoteEntry.js `no-cache` (hosting/static.ts);
// the precompressed .br/.gz beside a file are sent when the browser accepts them.
import { extname, posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { cacheControlFor, notServerCode } from '../../hosting/static';
import { ensureCopy } from './copy';
import { openOwnFile } from './files';

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
      // the portal's copy, made here first when another replica published it
      const root = await ensureCopy(release, ctx.settings.dataDir, ctx.db, req.log);
      if (!root) throw new ApiFailure('not_found');
      const type = TYPES[extname(file).toLowerCase()];
      // known types only, never a source map (.map) or the static render (ssr/), and only the
      // release's own files: a plain file whose real path lies inside the folder (releases/files.ts)
      if (!type || !notServerCode(file)) throw new ApiFailure('not_found');
      const plain = await openOwnFile(root, file);
      if (!plain) throw new ApiFailure('not_found');
      const accepts = String(req.headers['accept-encoding'] ?? '');
      // a precompressed variant is served under the same rule as the file
      let encoded: { name: string; handle: NonNullable<typeof plain> } | null = null;
      for (const [name, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (!accepts.includes(name)) continue;
        const handle = await openOwnFile(root, file + suffix);
        if (handle) {
          encoded = { name, handle };
          break;
        }
      }
      reply
        .header('Content-Type', type)
        .header('Cache-Control', cacheControlFor(`/${file}`))
        .header('Vary', 'Accept-Encoding');
      if (encoded) {
        await plain.close();
        reply.header('Content-Encoding', encoded.name);
      }
      // the stream closes its handle when it ends or the request goes
      return reply.send((encoded?.handle ?? plain).createReadStream());
    },
  );
}
