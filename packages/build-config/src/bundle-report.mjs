// What each chunk of an app's production build holds, so the next 50 KB is seen when it is added
// (`pnpm bench` prints it per app): each JS file's gzip size (level 9), when a browser loads it
// (the host's start, an expose's own or later chunks, or a shared module's), whether it is a
// shared module's (a remote's copy of React, say, which the host's singleton replaces: downloaded
// only when no copy is shared to it), and the packages it holds, measured from its source map
// (the minified bytes each source produced).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from './bundle-sizes.mjs';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

/** The base64 VLQ numbers of one source-map segment. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified bytes by source index: each mapping's span, up to the next mapping on its line. */
function bytesBySource(map, code) {
  const lines = code.split('\n');
  const bytes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    const length = lines[row]?.length ?? 0;
    let column = 0;
    let last = null;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn;
      if (last) bytes.set(last.source, (bytes.get(last.source) ?? 0) + column - last.column);
      if (dSource !== undefined) source += dSource;
      last = dSource !== undefined ? { source, column } : null;
    }
    if (last) bytes.set(last.source, (bytes.get(last.source) ?? 0) + length - last.column);
  });
  return bytes;
}

/**
 * What a source path belongs to: an npm package (the last node_modules/ in its path), a workspace
 * package (packages/<name>: @portal/<name>), the app's own code, or webpack's and federation's
 * runtime.
 */
export function ownerOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const workspace = /(?:^|\/)packages\/([^/]+)\//.exec(source);
  if (workspace) return `@portal/${workspace[1]}`;
  if (/\/src\//.test(source) || source.startsWith('./src')) return 'the app (src/)';
  return 'webpack runtime';
}

/** Where a file is named in the app's manifest: when the browser loads it, and which shared module. */
function rolesOf(manifest, isHost) {
  const roles = new Map();
  const add = (file, role) => roles.set(file, [...(roles.get(file) ?? []), role]);
  if (isHost) {
    add('main.js', 'start');
    for (const f of manifest.initial ?? []) if (f !== 'main.js') add(f, 'start');
  } else add('remoteEntry.js', 'start');
  for (const e of manifest.exposes ?? []) {
    for (const f of e.assets?.js?.sync ?? []) add(f, `${e.name}`);
    for (const f of e.assets?.js?.async ?? []) add(f, `${e.name} (later)`);
  }
  const shared = new Map();
  for (const s of manifest.shared ?? [])
    for (const f of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])])
      shared.set(f, [...(shared.get(f) ?? []), s.name]);
  return { roles, shared };
}

/**
 * @param {string} dist an app's dist folder; @param {boolean} isHost
 * @returns {{ file: string, gzipBytes: number, loaded: string[], shared: string[], holds: { owner: string, share: number }[] }[]}
 *   every JS file of the build (the partner embed's files aside), largest first
 */
export function bundleReport(dist, isHost) {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const { roles, shared } = rolesOf(manifest, isHost);
  return readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const full = path.join(dist, file);
      let holds = [];
      if (existsSync(`${full}.map`)) {
        const map = JSON.parse(readFileSync(`${full}.map`, 'utf8'));
        const byOwner = new Map();
        for (const [index, bytes] of bytesBySource(map, readFileSync(full, 'utf8'))) {
          const owner = ownerOf(map.sources[index] ?? '');
          byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytes);
        }
        const total = [...byOwner.values()].reduce((a, b) => a + b, 0) || 1;
        holds = [...byOwner]
          .sort((a, b) => b[1] - a[1])
          .map(([owner, bytes]) => ({ owner, share: bytes / total }));
      }
      return {
        file,
        gzipBytes: gzipSize(full),
        loaded: roles.get(file) ?? [],
        shared: shared.get(file) ?? [],
        holds,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
