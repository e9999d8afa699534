// Reading a release's mf-manifest.json from where it is published: a folder on this server
// (built by `pnpm release`) or the https URL of a team's static host or CDN.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import * as v from 'valibot';
import { ReleaseManifestSchema, type ReleaseManifest } from '@portal/contracts';
import { ApiFailure } from '../../errors';

export interface ReleaseSource {
  source: 'folder' | 'url';
  /** the folder, or the manifest's URL */
  location: string;
  manifest: ReleaseManifest;
}

export const isUrl = (text: string) => /^https?:\/\//i.test(text);

async function fetchManifest(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiFailure('not_found', `The release manifest could not be fetched (${reason})`);
  }
  if (!response.ok) throw new ApiFailure('not_found', `The release manifest answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ApiFailure('release_incompatible', 'The release manifest is not JSON');
  }
}

/** The manifest of a release, checked against what the portal needs to read in it. */
export async function readRelease(source: string): Promise<ReleaseSource> {
  let raw: unknown;
  let location: string;
  let kind: 'folder' | 'url';
  if (isUrl(source)) {
    kind = 'url';
    location = new URL(source).href;
    if (!/\/mf-manifest\.json$/.test(new URL(location).pathname))
      throw new ApiFailure('invalid_request', 'Give the URL of the release’s mf-manifest.json');
    raw = await fetchManifest(location);
  } else {
    kind = 'folder';
    if (!isAbsolute(source))
      throw new ApiFailure(
        'invalid_request',
        'Give an absolute folder or the https URL of an mf-manifest.json',
      );
    location = source.replace(/[\\/]+$/, '');
    const file = join(location, 'mf-manifest.json');
    if (!existsSync(file)) throw new ApiFailure('not_found', 'The folder holds no mf-manifest.json');
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      throw new ApiFailure('release_incompatible', 'The release manifest is not JSON');
    }
  }
  const parsed = v.safeParse(ReleaseManifestSchema, raw);
  if (!parsed.success) {
    const where = parsed.issues.map((i) => v.getDotPath(i) ?? '(root)').join(', ');
    throw new ApiFailure(
      'release_incompatible',
      `Not a portal release: its mf-manifest.json lacks what \`pnpm release\` writes (${where})`,
    );
  }
  return { source: kind, location, manifest: parsed.output };
}
