// The production server artefact: src/main.ts bundled by esbuild into dist/main.js, plain
// JavaScript that Node runs without a TypeScript loader. The workspace packages (@portal/contracts,
// @portal/legal) are TypeScript sources, so they are bundled in; the server's npm dependencies stay
// external and load from node_modules (PGlite finds its wasm files beside its own package).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

const started = Date.now();
const result = await build({
  absWorkingDir: dir,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(`api-server: dist/main.js (${(bytes / 1024).toFixed(0)} KB) in ${Date.now() - started} ms`);
