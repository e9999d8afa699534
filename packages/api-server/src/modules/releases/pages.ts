// The pages a release declares (contracts DeclaredPage, from the remote's src/pages.json), checked
// at publish, switch and canary: each a well-formed page, on an expose the release has, at a path
// neither the host nor the server holds, nor another remote's page served now (its current
// release, its canary or its checkout build), and no two at one path. A refusal names every
// problem (409 release_page_conflict).
import * as v from 'valibot';
import {
  DeclaredPageSchema,
  isReservedPath,
  REMOTES,
  type ReleaseManifest,
  type RemoteName,
} from '@portal/contracts';
import type { RemoteRegistry } from './registry';

/** The path → remote of every page another remote serves now (any bucket). */
function takenPaths(registry: RemoteRegistry, remote: RemoteName): Map<string, string> {
  const taken = new Map<string, string>();
  const snapshot = registry.current();
  for (const { name } of REMOTES) {
    if (name === remote) continue;
    const p = snapshot.pointers.get(name);
    // what everyone gets (null: the checkout's build), and its canary
    const versions = [p?.version ?? null, ...(p?.canary_version ? [p.canary_version] : [])];
    for (const version of versions)
      for (const page of registry.pagesOf(name, version, snapshot)) taken.set(page.path, name);
  }
  return taken;
}

/** The problems of a release's declared pages; none: it may be served. */
export function pageProblems(
  registry: RemoteRegistry,
  remote: RemoteName,
  manifest: ReleaseManifest,
): string[] {
  const declared = manifest.metaData.portal.pages ?? [];
  const exposes = new Set(manifest.metaData.portal.exposes);
  const taken = takenPaths(registry, remote);
  const seen = new Set<string>();
  const problems: string[] = [];
  declared.forEach((raw, i) => {
    const parsed = v.safeParse(DeclaredPageSchema, raw);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      problems.push(`page ${i + 1} is not a page (${where ? `${where}: ` : ''}${issue.message})`);
      return;
    }
    const page = parsed.output;
    if (!exposes.has(page.expose))
      problems.push(`${page.path} shows ${page.expose}, which the release does not expose`);
    if (isReservedPath(page.path)) problems.push(`${page.path} is the host's`);
    const holder = taken.get(page.path);
    if (holder) problems.push(`${page.path} is a page of ${holder}`);
    if (seen.has(page.path)) problems.push(`${page.path} is declared twice`);
    seen.add(page.path);
  });
  return problems;
}
