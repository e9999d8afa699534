// Independent releases of the remotes: what a release's mf-manifest.json states about itself
// (`metaData.portal`, written by the one webpack factory, packages/build-config/src/release.mjs),
// the canary bucket a browser falls in, and the semver ranges a release may require of the host.
// Pure: read by the server (publish/switch refusals, /config.json per bucket) and the host.
import * as v from 'valibot';
import { pseudoLocalize } from './i18n';

/** A release version: semver with build metadata, e.g. 1.3.0+a1b2c3d. */
export const ReleaseVersionSchema = v.pipe(
  v.string(),
  v.regex(/^\d+\.\d+\.\d+[0-9A-Za-z.+-]{0,80}$/, 'Expected a release version such as 1.3.0+a1b2c3d'),
);

/**
 * A page a remote declares (its own src/pages.mjs, written into its manifest at build): the host
 * builds its routes, nav and footer links, titles and the server's first paint from the pages of
 * the releases served, so a team ships a page with one release of its remote. The words (title,
 * link label) are the remote's own.
 */
export const DeclaredPageSchema = v.object({
  /** the page's path: lower-case words joined by '-', one or more segments, e.g. '/accessibility' */
  path: v.pipe(
    v.string(),
    v.maxLength(100),
    v.regex(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, "Expected a path such as '/accessibility'"),
  ),
  /** the exposed module that is the page, e.g. './AccessibilityStatement' */
  expose: v.pipe(
    v.string(),
    v.regex(/^\.\/[A-Z][A-Za-z0-9]{0,60}$/, "Expected an expose such as './MyPage'"),
  ),
  /** the page's title (the product name is appended) */
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  /**
   * its title in other languages: literal, not the remote's catalogue, since the host titles the
   * page and draws its links before the remote's code loads (a Spanish page without one shows `title`)
   */
  titles: v.optional(v.object({ es: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(80))) })),
  /** whether a session is needed: without one the visitor goes to the login page */
  session: v.optional(v.picklist(['none', 'required']), 'none'),
  /** where the page is linked: the nav bar or the footer, in order, for whom */
  links: v.optional(
    v.pipe(
      v.array(
        v.object({
          in: v.picklist(['nav', 'footer']),
          /** place among the declared links of the same place (smaller first), after the host's own */
          order: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)),
          label: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
          /** the label in other languages, as `titles` */
          labels: v.optional(
            v.object({ es: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))) }),
          ),
          for: v.optional(v.picklist(['everyone', 'signedIn', 'signedOut']), 'everyone'),
        }),
      ),
      v.maxLength(2),
    ),
    [],
  ),
});
export type DeclaredPage = v.InferOutput<typeof DeclaredPageSchema>;

/** A text given in English and, maybe, Spanish, in `locale` (the pseudo-language's of the English). */
function wordIn(english: string, spanish: string | undefined, locale: string): string {
  if (locale === 'en-XA') return pseudoLocalize(english);
  return (locale === 'es' ? spanish : undefined) ?? english;
}

/** A declared page's title in `locale` (its own English where it gives none). */
export function declaredTitle(page: Pick<DeclaredPage, 'title' | 'titles'>, locale: string): string {
  return wordIn(page.title, page.titles?.es, locale);
}

/** A declared link's label in `locale` (its own English where it gives none). */
export function declaredLabel(link: { label: string; labels?: { es?: string } }, locale: string): string {
  return wordIn(link.label, link.labels?.es, locale);
}

/**
 * The paths a remote's page can never take: the host's own pages (home, login, not-found and every
 * page of the route table) and what the server answers itself.
 */
export const RESERVED_PATH_HEADS = [
  '/ind',
  '/cardholder-agreement',
  '/contact-us',
  '/api',
  '/remotes',
  '/embed',
  '/assets',
  '/legal',
  '/config.json',
  '/healthz',
  '/readyz',
  '/metrics',
  '/favicon.ico',
  '/robots.txt',
] as const;

/** Whether `path` is the host's or the server's (the path itself, or under one of theirs). */
export function isReservedPath(path: string): boolean {
  return path === '/' || RESERVED_PATH_HEADS.some((head) => path === head || path.startsWith(`${head}/`));
}

/** metaData.portal of a release's manifest. */
export const PortalReleaseMetaSchema = v.object({
  release: v.object({ version: ReleaseVersionSchema, commit: v.string(), builtAt: v.optional(v.string()) }),
  contracts: v.object({ version: v.string(), major: v.number() }),
  /** the shared singletons it needs one instance of, from the host */
  singletons: v.array(v.object({ name: v.string(), version: v.string(), requiredVersion: v.string() })),
  /** './AccountPage', './parcel', … */
  exposes: v.array(v.string()),
  /** the plain scripts built beside the container, e.g. 'partner/v1/card.js' (absent when the remote builds none) */
  scripts: v.optional(v.array(v.string()), []),
  /** the pages it declares (absent: none); checked in full at publish (each entry with its reason) */
  pages: v.optional(v.array(v.unknown()), []),
});
export type PortalReleaseMeta = v.InferOutput<typeof PortalReleaseMetaSchema>;

/** The part of an mf-manifest.json the portal reads. */
export const ReleaseManifestSchema = v.object({
  name: v.string(),
  metaData: v.object({
    portal: PortalReleaseMetaSchema,
    /** where its chunks load from: 'auto' (beside its remoteEntry.js) in what `pnpm release` builds */
    publicPath: v.optional(v.string()),
    getPublicPath: v.optional(v.string()),
  }),
  exposes: v.array(v.object({ name: v.string(), path: v.optional(v.string()) })),
});
export type ReleaseManifest = v.InferOutput<typeof ReleaseManifestSchema>;

/**
 * The list of a release's files with their SHA-256 (`pnpm release` writes it beside its
 * mf-manifest.json): what the portal copies, byte for byte, when the release is published by URL.
 */
export const RELEASE_FILES = 'release-files.json';

/** A file's path inside a release: relative, '/'-separated, no '.' or '..' segment. */
const ReleaseFilePath = v.pipe(
  v.string(),
  v.maxLength(300),
  v.regex(/^[\w@+~-][\w.@+~-]*(?:\/[\w@+~-][\w.@+~-]*)*$/, 'Expected a relative path'),
);

export const ReleaseFilesSchema = v.object({
  files: v.pipe(
    v.record(ReleaseFilePath, v.pipe(v.string(), v.regex(/^sha256-[A-Za-z0-9+/]{43}=$/))),
    v.check((files) => Object.keys(files).length <= 5000, 'A release lists at most 5000 files'),
  ),
});
export type ReleaseFiles = v.InferOutput<typeof ReleaseFilesSchema>;

/** Canary buckets: 0–99, a canary of N % serves buckets 0 … N-1. */
export const CANARY_BUCKETS = 100;

/**
 * The bucket of a browser: FNV-1a (32 bits) of its id, modulo 100. Stable (the same id always
 * falls in the same bucket, so a cardholder keeps their version across navigations and reloads)
 * and spread evenly over random ids. Not a secret: the bucket only chooses between two releases.
 */
export function canaryBucket(id: string): number {
  return fnv1a(id) % CANARY_BUCKETS;
}

/** FNV-1a, 32 bits, of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A short mark of a list of declared pages: the server writes the one its first paint was
 * rendered with, and the browser hydrates that HTML only when its own pages (its canary bucket's)
 * give the same mark; else it renders afresh (other routes, other links).
 */
export function pagesMark(pages: readonly object[]): string {
  return fnv1a(JSON.stringify(pages)).toString(36);
}

/** Whether a browser in `bucket` gets the canary of `percent` %. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket >= 0 && bucket < percent;
}

type Triple = [number, number, number];

function parseVersion(text: string): Triple | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** One comparator set of a range ('^19.3.0', '>=1.2.0 <2', '1.x', '*'): its test, or null when unreadable. */
function comparatorSet(text: string): ((v: Triple) => boolean) | null {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0 || (parts.length === 1 && (parts[0] === '*' || parts[0] === 'x'))) return () => true;
  const tests: ((v: Triple) => boolean)[] = [];
  for (const part of parts) {
    const m =
      /^(\^|~|>=|<=|>|<|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+][0-9A-Za-z.-]*)?$/.exec(part);
    if (!m) return null;
    const op = m[1] ?? '';
    const num = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? null : Number(s));
    const major = num(m[2]);
    const minor = num(m[3]);
    const patch = num(m[4]);
    if (major === null) {
      tests.push(() => true);
      continue;
    }
    const base: Triple = [major, minor ?? 0, patch ?? 0];
    if (op === '^') {
      // ^1.2.3 → <2.0.0; ^0.2.3 → <0.3.0; ^0.0.3 → <0.0.4
      const upper: Triple =
        major > 0
          ? [major + 1, 0, 0]
          : minor !== null && minor > 0
            ? [0, minor + 1, 0]
            : [0, 0, (patch ?? 0) + 1];
      tests.push((x) => compare(x, base) >= 0 && compare(x, upper) < 0);
    } else if (op === '~' || (op === '' && (minor === null || patch === null))) {
      const upper: Triple = minor === null ? [major + 1, 0, 0] : [major, minor + 1, 0];
      tests.push((x) => compare(x, base) >= 0 && compare(x, upper) < 0);
    } else if (op === '>=') tests.push((x) => compare(x, base) >= 0);
    else if (op === '>') tests.push((x) => compare(x, base) > 0);
    else if (op === '<=') tests.push((x) => compare(x, base) <= 0);
    else if (op === '<') tests.push((x) => compare(x, base) < 0);
    else tests.push((x) => compare(x, base) === 0);
  }
  return (x) => tests.every((t) => t(x));
}

/**
 * Whether `version` satisfies the semver `range` (npm's forms: ^ ~ >= > <= < =, x-ranges, `||`,
 * space-separated sets); null when the range cannot be read (a release is then refused: the
 * portal cannot tell whether it fits).
 */
export function satisfiesRange(version: string, range: string): boolean | null {
  const parsed = parseVersion(version);
  if (!parsed) return null;
  const sets = range.split('||').map(comparatorSet);
  if (sets.some((s) => s === null)) return null;
  return sets.some((s) => s!(parsed));
}
