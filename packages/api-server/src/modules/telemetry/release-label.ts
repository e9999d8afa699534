// The `release` label of portal_client_failures_total. A browser may send any release string the
// schema allows, and each new label value is a new series the server keeps until it stops: a
// client sending made-up releases would grow the metrics without bound. So the label takes only a
// release the server knows — one published to the remote registry (`<remote>@<version>` or the
// bare version) or the checkout's host build (`host@<package version>`, what a host built without
// PORTAL_RELEASE reports) — and `other` for anything else. The log line keeps what was sent.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST } from '@portal/contracts';
import { findRepoRoot } from '../../config/repo-root';
import type { Ctx } from '../../context';

export const OTHER_RELEASE = 'other';

const hostBuilds = new Map<string, string | null>();

/** `host@<version>` of the host folder under the apps root (read once), or null without one. */
function hostBuild(appsRoot: string | undefined): string | null {
  const root = appsRoot ?? findRepoRoot() ?? process.cwd();
  if (!hostBuilds.has(root)) {
    const file = join(root, HOST.folder, 'package.json');
    const version = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version
      : undefined;
    hostBuilds.set(root, typeof version === 'string' ? `${HOST.name}@${version}` : null);
  }
  return hostBuilds.get(root) ?? null;
}

/** The release as the metrics label: itself when the server knows it, else `other`. */
export async function releaseLabel(ctx: Ctx, release: string): Promise<string> {
  if (release === hostBuild(ctx.settings.appsRoot)) return release;
  const { releases } = await ctx.releases.fresh();
  const known = releases.some((r) => release === r.version || release === `${r.remote}@${r.version}`);
  return known ? release : OTHER_RELEASE;
}
