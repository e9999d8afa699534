// `pnpm bench`: the performance report. Bundle sizes (gzip) of each app's initial JS from the
// production builds, then the API throughput figures of packages/api-server/scripts/bench.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '@portal/contracts/remotes-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = APPS.map((app) => app.folder);

if (apps.some((app) => !existsSync(path.join(root, app, 'dist', 'mf-manifest.json')))) {
  const r = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log('Bundle sizes (gzip, level 9)');
console.log('app                 entry             initial JS   all JS in dist');
for (const app of apps) {
  const dist = path.join(root, app, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  // The host's initial JS: main.js plus the chunks its bootstrap needs before the first render
  // (the shared react/react-dom/router chunks the host provides). A remote's: remoteEntry.js plus
  // the synchronous chunks of its exposes.
  const entry = app === 'host' ? 'main.js' : 'remoteEntry.js';
  const initial = new Set([entry]);
  if (app === 'host') {
    for (const s of manifest.shared ?? []) for (const f of s.assets?.js?.sync ?? []) initial.add(f);
  } else {
    for (const e of manifest.exposes ?? []) for (const f of e.assets?.js?.sync ?? []) initial.add(f);
  }
  const initialBytes = [...initial]
    .filter((f) => existsSync(path.join(dist, f)))
    .reduce((n, f) => n + gz(path.join(dist, f)), 0);
  const allBytes = readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gz(path.join(dist, f)), 0);
  console.log(
    `${app.padEnd(20)}${entry.padEnd(18)}${kb(initialBytes).padStart(10)}   ${kb(allBytes).padStart(10)}`,
  );
}

const apiBench = path.join(root, 'packages/api-server/scripts/bench.ts');
if (existsSync(apiBench) && !process.argv.includes('--bundles-only')) {
  console.log('\nAPI (autocannon on loopback)');
  const r = spawnSync(
    'pnpm',
    ['--silent', '--filter', '@portal/api-server', 'exec', 'tsx', 'scripts/bench.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
