// The files of published releases at /remotes/releases/<remote>/<version>/… (under /remotes/: CORS
// open to other origins, never the SPA fallback): always this replica's cache of the files stored
// at publish (copy.ts ensureCopy, store.ts), never the folder or URL it was published from; each
// file from the one handle opened and checked (files.ts openOwnFile), so a link swapped in after
// the check is not followed, and only when its bytes hash to what was recorded at publish: a cache
// file changed on disk is not served, the cache is written again from the database and the file
// served from there. Only a release a remote serves (now, in its canary, or just before its last
// switch, whose chunks a browser that loaded it still asks for) has its files served: a release
// published and never switched on serves nothing. Never an HTML page: a release's files are
// scripts, styles, data and images, and an HTML page of the portal's origin is the host's alone.
// Hashed chunks are immutable, mf-manifest.json and remoteEntry.js `no-cache` (hosting/static.ts);
// the precompressed .br/.gz beside a file are sent when the browser accepts them.
import { extname, posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../errors';
import { cacheControlFor, notServerCode } from '../../hosting/static';
import { ensureCopy, forgetCopy } from './copy';
import { openOwnFile } from './files';
import type { RegistrySnapshot } from './registry';
import { storedFiles } from './blobs.repository';
import { sha256 } from './hashes';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
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

/** Whether `remote` serves `version` now, in its canary, or served it just before its last change. */
function inService(snapshot: RegistrySnapshot, remote: string, version: string): boolean {
  const p = snapshot.pointers.get(remote as never);
  if (!p) return false;
  return [p.version, p.canary_version, p.previous?.version, p.previous?.canaryVersion].includes(version);
}

/** Hashes of cache files found right, by file identity and change time: each is hashed once. */
const verified = new Map<string, string>();
const MAX_VERIFIED = 10_000;

export async function releaseFilesRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** The bytes of `file` of the cache `root` when they are the file recorded (`hash`), else null. */
  const readChecked = async (root: string, file: string, hash: string): Promise<Buffer | null> => {
    const handle = await openOwnFile(root, file);
    if (!handle) return null;
    try {
      const s = await handle.stat();
      const id = `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
      const bytes = await handle.readFile();
      if (verified.get(id) === hash) return bytes;
      if (sha256(bytes) !== hash) return null;
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(id, hash);
      return bytes;
    } finally {
      await handle.close();
    }
  };

  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/releases/:remote/:version/*',
    async (req, reply) => {
      const { remote, version } = req.params;
      // as resolved, so that 'a/../ssr/render.cjs' meets the rules below as 'ssr/render.cjs'
      const file = posix.normalize(req.params['*']);
      const snapshot = await ctx.releases.fresh();
      const release = ctx.releases.release(remote, version, snapshot);
      if (!release || !inService(snapshot, remote, version)) throw new ApiFailure('not_found');
      const type = TYPES[extname(file).toLowerCase()];
      // known types only, never a source map (.map) or the static render (ssr/)
      if (!type || !notServerCode(file)) throw new ApiFailure('not_found');
      const recorded =
        release.meta.files ?? (await storedFiles(ctx.db, remote, version)) ?? ({} as Record<string, string>);
      const accepts = String(req.headers['accept-encoding'] ?? '');
      // a precompressed variant when the browser takes it and the release has it, else the file
      const variants = [
        ...(accepts.includes('br') ? [['br', '.br'] as const] : []),
        ...(accepts.includes('gzip') ? [['gzip', '.gz'] as const] : []),
        [null, ''] as const,
      ].filter(([, suffix]) => recorded[file + suffix] !== undefined);
      if (variants.length === 0) throw new ApiFailure('not_found');
      const [encoding, suffix] = variants[0]!;
      const name = file + suffix;
      // this replica's cache, made from the database when it has none; a file found changed is
      // written again from the database once, then served from there
      let bytes: Buffer | null = null;
      for (let attempt = 0; attempt < 2 && bytes === null; attempt++) {
        const root = await ensureCopy(release, ctx.settings.dataDir, ctx.db, req.log);
        if (!root) break;
        bytes = await readChecked(root, name, recorded[name]!);
        if (bytes === null) {
          req.log.error(
            { remote, version, file: name },
            'release file in the cache is not the one published: rewritten',
          );
          forgetCopy(ctx.settings.dataDir, remote, version);
        }
      }
      if (bytes === null) throw new ApiFailure('unavailable');
      reply
        .header('Content-Type', type)
        .header('Cache-Control', cacheControlFor(`/${file}`))
        .header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(bytes);
    },
  );
}
