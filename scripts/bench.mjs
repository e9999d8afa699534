// `pnpm bench`: the performance report. Bundle sizes (gzip) of each app's initial JS from the
// production builds, then the API throughput figures of packages/api-server/scripts/bench.
// The sizes always print; `--only=startup,api,soak,lighthouse,journey,partner` (any of them) runs
// only those sections after them; `--bundles-only` is the sizes alone, `--journey-only` is
// `--only=journey`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, HOST } from '@portal/contracts/remotes-data';
import { bundleSizes, partnerPageSizes } from '@portal/build-config/bundle-sizes';
import { bundleReport } from '@portal/build-config/bundle-report';
import { chromiumArgs, chromiumPath } from '@portal/e2e/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = APPS.map((app) => app.folder);

if (apps.some((app) => !existsSync(path.join(root, app, 'dist', 'mf-manifest.json')))) {
  const r = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = process.argv.includes('--bundles-only')
  ? []
  : process.argv.includes('--journey-only')
    ? ['journey']
    : onlyArg?.slice('--only='.length).split(',');
/** whether this run includes a section after the sizes */
const section = (name) => !only || only.includes(name);

console.log('Bundle sizes (gzip, level 9; budgets in budgets.json, held by scripts/check-budgets.mjs)');
console.log('app                 entry             initial JS   all JS in dist');
for (const app of apps) {
  const { entry, initialBytes, allBytes } = bundleSizes(path.join(root, app, 'dist'), app === HOST.folder);
  console.log(
    `${app.padEnd(20)}${entry.padEnd(18)}${kb(initialBytes).padStart(10)}   ${kb(allBytes).padStart(10)}`,
  );
}

// What each app's chunks hold (packages/build-config bundle-report.mjs): when a browser loads each
// (the start, an expose's own chunks or its later ones, or never in the portal: a shared module's
// copy the host's singleton replaces), and the packages that make it up. Chunks under 1 KB gzip are
// counted, not listed; BENCH_CHUNKS=all lists them too.
console.log('\nWhat the chunks hold (gzip, level 9; the shares are of the minified bytes, from source maps)');
for (const app of apps) {
  const chunks = bundleReport(path.join(root, app, 'dist'), app === HOST.folder);
  const listed = process.env.BENCH_CHUNKS === 'all' ? chunks : chunks.filter((c) => c.gzipBytes >= 1024);
  console.log(`${app}: ${chunks.length} JS files, ${kb(chunks.reduce((n, c) => n + c.gzipBytes, 0))}`);
  for (const c of listed) {
    const loaded =
      c.shared.length > 0
        ? `shared ${c.shared.join(', ')} (the host's copy serves)`
        : c.loaded.length > 0
          ? c.loaded.join(', ')
          : app === HOST.folder
            ? 'later (on demand)'
            : 'not in the portal (standalone, runtime)';
    const holds = c.holds
      .slice(0, 3)
      .map((h) => `${h.owner} ${Math.round(h.share * 100)}%`)
      .join(', ');
    console.log(`  ${c.file.padEnd(46)}${kb(c.gzipBytes).padStart(9)}  ${loaded}\n${' '.repeat(59)}${holds}`);
  }
  const small = chunks.length - listed.length;
  if (small > 0) console.log(`  and ${small} files under 1 KB`);
  console.log(
    JSON.stringify({
      bench: 'bundle-report',
      app,
      chunks: chunks.map(({ file, gzipBytes, loaded, shared, holds }) => ({
        file,
        gzipBytes,
        loaded,
        shared,
        holds: holds.slice(0, 5).map((h) => ({ owner: h.owner, share: Number(h.share.toFixed(3)) })),
      })),
    }),
  );
}

// The partner embed (mfe-virtual-card/PARTNERS.md): what a partner's page itself downloads from
// the portal to show the card (the embed script alone: budgets.json partnerPage, ≤ 10 KB) and what
// the card's frame on the portal's origin downloads (its script and the card script of the
// remote's release, React included: partnerFrame). The journey e2e/tests/virtual-card-partner.spec.ts
// checks which document fetched which script.
{
  const sizes = partnerPageSizes(path.join(root, 'mfe-virtual-card', 'dist'));
  if (sizes) {
    const { embedBytes, frameScriptBytes, cardBytes, pageBytes, frameBytes } = sizes;
    const over = (bytes, budget) => (bytes > budget ? ' (over)' : '');
    console.log('\nPartner embed (gzip, level 9)');
    console.log(
      `the partner's page: partner/v1/partner-embed.js   ${kb(pageBytes).padStart(10)}   budget ${kb(budgets.partnerPage)}${over(pageBytes, budgets.partnerPage)}`,
    );
    console.log(`the card's frame: partner/v1/frame.js              ${kb(frameScriptBytes).padStart(10)}`);
    console.log(`  + partner/v1/card.js (React included)           ${kb(cardBytes).padStart(10)}`);
    console.log(
      `  the frame in all                                ${kb(frameBytes).padStart(10)}   budget ${kb(budgets.partnerFrame)}${over(frameBytes, budgets.partnerFrame)}`,
    );
    console.log(
      JSON.stringify({
        bench: 'partner-embed',
        embedBytes,
        frameScriptBytes,
        cardBytes,
        pageBytes,
        frameBytes,
        pageBudgetBytes: budgets.partnerPage,
        frameBudgetBytes: budgets.partnerFrame,
      }),
    );
  }
}

// Start-up: process start → /readyz ok, the compiled server (what `pnpm start` runs) against the
// same server run from TypeScript through tsx, on a fresh embedded store (migrations included).
async function startupMs(args, cwd) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-startup-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      PORTAL_MODE: 'development',
      PORT: String(port),
      ADMIN_PORT: String(port + 1),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error(`${args.join(' ')}: not ready in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (section('startup')) {
  const serverDir = path.join(root, 'packages/api-server');
  const built = spawnSync('pnpm', ['--silent', '--filter', '@portal/api-server', 'build'], { cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const compiled = await startupMs(['dist/main.js'], serverDir);
  const viaTsx = await startupMs(['--import', 'tsx', 'src/main.ts'], serverDir);
  console.log('\nServer start-up (process start → /readyz ok, fresh embedded store)');
  console.log(`compiled dist/main.js   ${compiled.toFixed(0).padStart(6)} ms`);
  console.log(
    `tsx src/main.ts         ${viaTsx.toFixed(0).padStart(6)} ms   (compiled/tsx ${(compiled / viaTsx).toFixed(2)})`,
  );
  console.log(
    JSON.stringify({ bench: 'startup', compiledMs: Math.round(compiled), tsxMs: Math.round(viaTsx) }),
  );
}

const apiBench = path.join(root, 'packages/api-server/scripts/bench.ts');
if (existsSync(apiBench) && section('api')) {
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

// Sustained load without drift: BENCH_SOAK_SECONDS (default 300; 0 skips it) of card
// reads and history pages on PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set, with the
// server's throughput, p99 and memory at start and end.
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
if (existsSync(apiBench) && section('soak') && soakSeconds > 0) {
  const stores = [
    { name: 'PGlite', env: { BENCH_DATABASE_URL: '' } },
    ...(process.env.BENCH_DATABASE_URL ? [{ name: 'PostgreSQL', env: {} }] : []),
  ];
  for (const store of stores) {
    const r = spawnSync(
      'pnpm',
      ['--silent', '--filter', '@portal/api-server', 'exec', 'tsx', 'scripts/bench.ts', '--soak'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...store.env, BENCH_SOAK_SECONDS: String(soakSeconds) },
      },
    );
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

// Pages on a phone: Lighthouse 12 mobile (simulated slow 4G, 4x CPU) on the production
// build served by the compiled server, for every public route, each beside its limit in the same
// run: the portal's own first-paint HTML of that route served as a static page with its scripts
// removed (what the page would score if its JavaScript cost nothing; the HTML carries its styles
// inline, so the copy paints what the page paints). The routes are budgets.json `firstVisit`'s (the
// public pages) and the login page; BENCH_LIGHTHOUSE=0 skips it, BENCH_LIGHTHOUSE_RUNS (default 3)
// runs per page, the median shown; BENCH_APPS_ROOT measures another checkout's built apps. Chromium from CHROME_PATH (default /usr/bin/chromium), the
// machine's flags.
async function lighthouseOnce(url) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'portal-lh-')), 'report.json');
  // the machine's flags (e2e/chromium.mjs), the resolver rules quoted for lighthouse's flag parser
  const flags = chromiumArgs
    .map((flag) => flag.replace(/^(--host-resolver-rules=)(.*)$/, "$1'$2'"))
    .join(' ');
  // asynchronous: the limit page is served by this process, which must keep answering meanwhile
  const child = spawn(
    'pnpm',
    [
      'exec',
      'lighthouse',
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${flags}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromiumPath } },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`lighthouse ${url} failed: ${stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(path.dirname(out), { recursive: true, force: true });
  const a = report.audits;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    // what the LCP was (the element's selector), to know what to make faster
    lcpElement:
      a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
  };
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART), or sees no paint in its 30 s on a
 * machine busy with other work (NO_FCP): two more tries before giving up.
 */
async function lighthouseRun(url, tries = 3) {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (tries <= 1) throw error;
    console.error(`${error.message.split('\n')[0]}: trying once more`);
    return lighthouseRun(url, tries - 1);
  }
}

/**
 * The median run by performance score of BENCH_LIGHTHOUSE_RUNS (default 3), as Lighthouse advises:
 * its blocking time comes from the tasks it observed, which a shared machine stretches now and then.
 */
async function lighthouse(url) {
  const runs = [];
  for (let i = 0; i < Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)); i++)
    runs.push(await lighthouseRun(url));
  runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, runs: runs.map((r) => r.performance) };
}

/** The public routes measured: budgets.json `firstVisit`'s, then the login page. */
const LIGHTHOUSE_ROUTES = [...new Set([...Object.keys(budgets.firstVisit), '/ind/login'])];
/** The most a route's LCP may be over its static copy's: a public page paints as fast as its own HTML allows. */
const LCP_LIMIT_RATIO = 1.15;

if (section('lighthouse') && process.env.BENCH_LIGHTHOUSE !== '0') {
  // the compiled server as the browser benches start it (e2e/bench/bench-server.mjs)
  // BENCH_APPS_ROOT: another checkout's (or a saved copy's) built apps, to measure before beside after
  const { startServer } = await import('@portal/e2e/bench/bench-server.mjs');
  const server = await startServer({ appsRoot: process.env.BENCH_APPS_ROOT || undefined });
  const { base, port } = server;
  // the static copies, each at its route's path
  const copies = new Map();
  const limit = http.createServer((req, res) => {
    const page = copies.get(new URL(req.url ?? '/', 'http://limit').pathname);
    if (page === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  try {
    // a first request warms the remotes' static renders (a cold one may miss its time and leave
    // the page's area to the browser); the copy is of the page as a visitor then gets it
    for (const route of LIGHTHOUSE_ROUTES) await (await fetch(`${base}${route}`)).text();
    for (const route of LIGHTHOUSE_ROUTES) {
      const html = await (await fetch(`${base}${route}`)).text();
      copies.set(route, html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
    }
    await new Promise((resolve) => limit.listen(port + 2, '127.0.0.1', resolve));
    const rows = [];
    for (const route of LIGHTHOUSE_ROUTES) {
      const staticCopy = await lighthouse(`http://localhost:${port + 2}${route}`);
      rows.push({ route, staticCopy, live: await lighthouse(`${base}${route}`) });
    }
    console.log(
      `\nLighthouse mobile (simulated slow 4G, 4x CPU), production build, median of BENCH_LIGHTHOUSE_RUNS; each route beside its static copy (its HTML without scripts); LCP ratio = LCP / the copy's LCP (limit ${LCP_LIMIT_RATIO})`,
    );
    console.log(`${'page'.padEnd(40)}perf  a11y      LCP      TBT    CLS    LCP ratio   perf of each run`);
    for (const { route, staticCopy, live } of rows) {
      for (const [name, r] of [
        [`${route} (static copy)`, staticCopy],
        [route, live],
      ]) {
        const ratio = r.lcpMs / staticCopy.lcpMs;
        console.log(
          `${name.padEnd(40)}${String(r.performance).padStart(4)}${String(r.accessibility).padStart(6)}${`${r.lcpMs} ms`.padStart(9)}${`${r.tbtMs} ms`.padStart(9)}${String(r.cls).padStart(7)}${`${ratio.toFixed(2)}${r === live && ratio > LCP_LIMIT_RATIO ? ' (over)' : ''}`.padStart(13)}   ${r.runs.join(' ')}`,
        );
      }
      console.log(
        JSON.stringify({
          bench: 'lighthouse',
          page: route,
          ...live,
          lcpRatio: Number((live.lcpMs / staticCopy.lcpMs).toFixed(3)),
          staticCopy,
        }),
      );
    }
  } finally {
    limit.close();
    await server.stop();
  }
}

// Login journeys: "login → card page with balance" and "login → history panel usable"
// in real Chromium on the production build, captcha on, each against the same run's data floor
// (the same API calls by fetch from the page, no UI); the median of BENCH_JOURNEY_RUNS runs
// (default 5). e2e/bench/journey-timing.mjs, which takes Playwright from the e2e package;
// BENCH_JOURNEY=0 skips it, BENCH_JOURNEY_WATERFALL=1 adds what the page fetched after the click.
/** A browser bench of e2e/bench/ on the compiled server, never stale (as `pnpm start` does). */
function browserBench(script) {
  const built = spawnSync('pnpm', ['--silent', '--filter', '@portal/api-server', 'build'], { cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const r = spawnSync(process.execPath, [path.join(root, 'e2e/bench', script)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (section('journey') && process.env.BENCH_JOURNEY !== '0') browserBench('journey-timing.mjs');

// The partner page: a partner's page on its own origin → the card's agreement usable inside the
// card's frame, CPU slowed 4× and 150 ms round trips, against the same calls by fetch with no UI
// (e2e/bench/partner-timing.mjs).
// BENCH_PARTNER=0 skips it; BENCH_APPS_ROOT measures another checkout's built apps.
if (section('partner') && process.env.BENCH_PARTNER !== '0') browserBench('partner-timing.mjs');
