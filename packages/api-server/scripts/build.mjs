// The production server artefact: src/main.ts bundled by esbuild into dist/main.js and its chunks, plain
// JavaScript that Node runs without a TypeScript loader. The workspace packages (@portal/contracts,
// @portal/legal) are TypeScript sources, so they are bundled in; the server's npm dependencies stay
// external and load from node_modules (PGlite finds its wasm files beside its own package).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

// a chunk's name carries its hash: the ones of an earlier build go first
rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
const started = Date.now();
const result = await build({
  absWorkingDir: dir,
  entryPoints: ['src/main.ts'],
  // main.js checks the settings and keys alone; what it loads after them (the store, the app and
  // their npm dependencies) is a chunk of its own, so a refused start loads none of it
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
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
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kb = (bytes) => (bytes / 1024).toFixed(0);
const entry = outputs.find(([, o]) => o.entryPoint)?.[1].bytes ?? 0;
const all = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
console.log(
  `api-server: dist/main.js (${kb(entry)} KB, ${kb(all)} KB with its chunks) in ${Date.now() - started} ms`,
);
