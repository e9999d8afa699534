// `pnpm contract`: the served OpenAPI document against two outside judges, so the document a
// partner or a client generator reads is the API the server runs.
// 1. Redocly's `recommended` ruleset over the document the server serves (/api/ind/v1/openapi.json):
//    no error and no warning.
// 2. A Prism validation proxy in front of the running server: the requests of
//    ./check-openapi-requests.mjs (each operation's success and its main failures, an oversized body,
//    a wrong content type) go through it, and any violation Prism reports fails the check.
// The server runs as `pnpm start` runs it in development (src/main.ts through tsx) on embedded
// PGlite in a temporary DATA_DIR, with captcha off and an operator token for the test data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runRequests } from './check-openapi-requests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const ADMIN_TOKEN = 'check-openapi-operator-token-0123456789';
const quiet = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/** A port nothing listens on now (the kernel's pick). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = [];
/** A child in a process group of its own, so stopping it stops what it started (npx, tsx). */
function start(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  children.push(child);
  return { child, output: () => output };
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

async function waitFor(what, ready, started, timeoutMs = 90_000) {
  const since = Date.now();
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (started.child.exitCode !== null) throw new Error(`${what} exited:\n${started.output()}`);
    if (Date.now() - since > timeoutMs) throw new Error(`${what}: not ready in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...quiet } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The document as Prism routes it: each path under its server's path (the cardholders' and the
 * partner API's), with no `servers`, since Prism matches a request's path against the paths alone.
 */
function prismDocument(doc) {
  const paths = {};
  for (const [route, item] of Object.entries(doc.paths)) {
    const { servers, ...operations } = item;
    const base = new URL((servers ?? doc.servers)[0].url, 'http://server').pathname.replace(/\/$/, '');
    paths[`${base}${route}`] = operations;
  }
  const { servers: _servers, ...rest } = doc;
  return { ...rest, paths };
}

async function main() {
  const began = Date.now();
  const work = mkdtempSync(path.join(tmpdir(), 'portal-check-openapi-'));
  const [port, adminPort, strictPort, lenientPort] = await Promise.all([1, 2, 3, 4].map(freePort));
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _database, ...env } = process.env;
  const server = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'packages/api-server'),
    env: {
      ...env,
      PORTAL_MODE: 'development',
      PORT: String(port),
      ADMIN_HOST: '127.0.0.1',
      ADMIN_PORT: String(adminPort),
      DATA_DIR: path.join(work, 'data'),
      CAPTCHA: 'off',
      SEED_DEMO: 'false',
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
  });
  try {
    await waitFor('the API server', async () => (await fetch(`${origin}/readyz`)).ok, server);
    const doc = await (await fetch(`${origin}/api/ind/v1/openapi.json`)).json();
    const served = path.join(work, 'openapi.json');
    writeFileSync(served, JSON.stringify(doc, null, 2));

    const lint = await run(bin('redocly'), ['lint', '--extends=recommended', '--format=json', served]);
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{')) || '{}');
    const found = report.problems ?? [];
    const lintClean = report.totals !== undefined && found.length === 0;
    console.log(`redocly lint (recommended): ${lintClean ? 'clean' : `${found.length} problem(s)`}`);
    if (report.totals === undefined) console.log(lint.stdout, lint.stderr);
    for (const problem of found) {
      const where = problem.location?.map((l) => l.pointer).join(', ');
      console.log(`  ✗ ${problem.severity} ${problem.ruleId}: ${problem.message} (${where})`);
    }

    // two proxies: with --errors for requests the document allows (a violation fails the request),
    // without it for the requests that break the document on purpose (a wrong content type, which
    // Prism with --errors would answer itself), whose answers are still checked
    const forPrism = path.join(work, 'openapi.prism.json');
    writeFileSync(forPrism, JSON.stringify(prismDocument(doc)));
    const proxy = (listen, strict) =>
      start(
        bin('prism'),
        [
          'proxy',
          forPrism,
          origin,
          '--port',
          String(listen),
          '--host',
          '127.0.0.1',
          ...(strict ? ['--errors'] : []),
        ],
        { cwd: root, env: { ...process.env, ...quiet } },
      );
    const strict = proxy(strictPort, true);
    const lenient = proxy(lenientPort, false);
    await Promise.all(
      [strict, lenient].map((p) => waitFor('prism proxy', async () => /is listening/.test(p.output()), p)),
    );
    const problems = await runRequests({
      strict: `http://127.0.0.1:${strictPort}`,
      lenient: `http://127.0.0.1:${lenientPort}`,
      admin: { origin: `http://127.0.0.1:${adminPort}`, token: ADMIN_TOKEN },
      doc,
    });
    for (const problem of problems) console.log(`  ✗ ${problem}`);
    console.log(
      `prism proxy (--errors): ${problems.length === 0 ? 'no violation' : `${problems.length} problem(s)`}`,
    );
    console.log(`check-openapi: ${((Date.now() - began) / 1000).toFixed(1)} s`);
    return lintClean && problems.length === 0;
  } finally {
    stopAll();
    await Promise.all(
      children
        .filter((c) => c.exitCode === null && c.signalCode === null)
        .map((c) => new Promise((resolve) => c.once('exit', resolve))),
    );
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      stopAll();
      process.exit(1);
    },
  );
}
