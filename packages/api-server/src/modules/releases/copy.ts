// A release published by URL is pinned by copying it: at publish the portal downloads every file
// its release-files.json lists (`pnpm release` writes it), checks each against the SHA-256 listed,
// and keeps the copy in its own storage (DATA_DIR/releases/<remote>/<version>/); from then on it
// serves that copy under /remotes/releases/… like a published folder, and never loads the URL again.
//
// Why a copy rather than loading the URL with `integrity` attributes: integrity pins only the
// scripts a loader creates. A release is more than that: the chunks its own webpack runtime loads,
// the partner card script partner pages load, its images and agreement PDFs, its static render
// (ssr/, which the server runs). A copy pins all of them, needs no hook in the host's federation
// runtime or in the partner embed, keeps the team's host out of the pages' CSP, and keeps serving
// when that host is down. What was published is what cardholders run, whatever the URL serves later.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { RELEASE_FILES, ReleaseFilesSchema, type ReleaseFiles } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { copiesRoot, copyFolder, DEV_PAGE_FILES } from './files';

const MAX_BYTES = 200 * 1024 * 1024;
const PARALLEL = 4;

async function download(url: string, limit: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiFailure('not_found', `${url} could not be fetched (${reason})`);
  }
  if (!response.ok) throw new ApiFailure('not_found', `${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > limit)
    throw new ApiFailure('release_incompatible', `The release is larger than ${MAX_BYTES} bytes`);
  return bytes;
}

const sha256 = (bytes: Buffer) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** The list of a release's files read from where it is published (its release-files.json). */
async function fileList(
  manifestUrl: string,
  remote: string,
  version: string,
): Promise<ReleaseFiles['files']> {
  const listBytes = await download(new URL(RELEASE_FILES, manifestUrl).href, 4 * 1024 * 1024);
  let raw: unknown;
  try {
    raw = JSON.parse(listBytes.toString('utf8'));
  } catch {
    throw new ApiFailure('release_incompatible', `Its ${RELEASE_FILES} is not JSON`);
  }
  const parsed = v.safeParse(ReleaseFilesSchema, raw);
  if (!parsed.success)
    throw new ApiFailure(
      'release_incompatible',
      `Its ${RELEASE_FILES} is not one \`pnpm release\` writes (${parsed.issues[0].message})`,
    );
  const { files } = parsed.output;
  if (!files['mf-manifest.json'])
    throw new ApiFailure('release_incompatible', `Its ${RELEASE_FILES} does not list mf-manifest.json`);
  const devPage = DEV_PAGE_FILES.filter((name) => name in files);
  if (devPage.length > 0)
    throw new ApiFailure(
      'release_has_dev_page',
      `${remote} ${version} carries its standalone dev page (${devPage.join(', ')}): build it with \`pnpm release\``,
    );
  return files;
}

/**
 * Copies the release whose mf-manifest.json is at `manifestUrl` into the portal's storage, every
 * file checked against its hash (409 release_integrity for one that differs): at publish, the
 * hashes its release-files.json lists; on a replica that has no copy yet, the hashes recorded at
 * publish (`files`). The folder and the hashes, which the release's row records.
 */
export async function copyRelease(o: {
  manifestUrl: string;
  dataDir: string;
  remote: string;
  version: string;
  files?: ReleaseFiles['files'];
}): Promise<{ folder: string; files: ReleaseFiles['files'] }> {
  const files = o.files ?? (await fileList(o.manifestUrl, o.remote, o.version));
  mkdirSync(join(copiesRoot(o.dataDir), o.remote), { recursive: true });
  const incoming = join(copiesRoot(o.dataDir), o.remote, `.incoming-${randomUUID()}`);
  try {
    let total = 0;
    const queue = Object.entries(files);
    let failed = false;
    const worker = async () => {
      for (let next = queue.shift(); next && !failed; next = queue.shift()) {
        const [path, hash] = next;
        const url = new URL(path, o.manifestUrl).href;
        const bytes = await download(url, MAX_BYTES);
        total += bytes.length;
        if (total > MAX_BYTES)
          throw new ApiFailure('release_incompatible', `The release is larger than ${MAX_BYTES} bytes`);
        if (sha256(bytes) !== hash)
          throw new ApiFailure(
            'release_integrity',
            `${path} at ${url} is not the file ${RELEASE_FILES} names (its SHA-256 differs): not published`,
          );
        const file = join(incoming, ...path.split('/'));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, bytes, { mode: 0o444 });
      }
    };
    // every download ended (a failed one stops the others) before the folder is kept or removed
    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () =>
        worker().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      ),
    );
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
    writeFileSync(join(incoming, RELEASE_FILES), `${JSON.stringify({ files }, null, 2)}\n`, { mode: 0o444 });
    const target = copyFolder(o.dataDir, o.remote, o.version);
    // a copy left by a publish that did not finish (no row names it)
    if (existsSync(target)) rmSync(target, { recursive: true, force: true });
    renameSync(incoming, target);
    return { folder: target, files };
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
}

const copying = new Map<string, Promise<string | null>>();

/**
 * The folder of a release published by URL on this replica: its copy, made here from the URL when
 * this replica has none (another replica published it), every file checked against the hashes
 * recorded at publish. Null when it cannot be made (a file changed at the URL: never served).
 */
export function ensureCopy(
  row: { remote: string; version: string; location: string; meta: { files?: ReleaseFiles['files'] } },
  dataDir: string,
  log: { error(obj: object, msg: string): void },
): Promise<string | null> {
  const folder = copyFolder(dataDir, row.remote, row.version);
  if (existsSync(folder)) return Promise.resolve(folder);
  const key = `${row.remote}\n${row.version}`;
  let pending = copying.get(key);
  if (!pending) {
    pending = (async () => {
      if (!row.meta.files) return null;
      try {
        return (
          await copyRelease({
            manifestUrl: row.location,
            dataDir,
            remote: row.remote,
            version: row.version,
            files: row.meta.files,
          })
        ).folder;
      } catch (error) {
        log.error(
          { remote: row.remote, version: row.version, err: { message: (error as Error).message } },
          'release not copied from its URL: its files are not served here',
        );
        return null;
      } finally {
        copying.delete(key);
      }
    })();
    copying.set(key, pending);
  }
  return pending;
}
