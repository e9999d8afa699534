// A release file's hash as release-files.json writes it, and one digest of a version's whole list.
import { createHash } from 'node:crypto';
import type { ReleaseFiles } from '@portal/contracts';

export type FileHashes = ReleaseFiles['files'];

/** A file's hash as release-files.json writes it: 'sha256-<base64>'. */
export const sha256 = (bytes: Uint8Array) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** One digest of a version's whole file list (paths and hashes), whatever order it was listed in. */
export function filesDigest(files: FileHashes): string {
  const sorted = Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256(Buffer.from(JSON.stringify(sorted), 'utf8'));
}
