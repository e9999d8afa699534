// Where a build's files go: the app's dist/, or the release folder `pnpm release` writes.
import path from 'node:path';

/** Where a build goes: the app's dist/, or the release folder `pnpm release` gives (PORTAL_OUTPUT_DIR). */
export function outputDir(dir) {
  return process.env.PORTAL_OUTPUT_DIR ? path.resolve(process.env.PORTAL_OUTPUT_DIR) : path.join(dir, 'dist');
}
