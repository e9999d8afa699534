// The parts of the replica test: server processes of the compiled artefact (./start-server), a small
// round-robin proxy in front of them, an altcha solver, and a throw-away PostgreSQL cluster.
// Every wait here is bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { API_BASE_PATH, type CaptchaAction } from '@portal/contracts';
import { SERVER_DIR, startApiServer, type ChildServer } from './start-server';

export const REPLICA_ADMIN_TOKEN = 'replica-test-operator-token';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `pnpm --filter @portal/api-server build`: the artefact `pnpm start` runs (esbuild, well under a second). */
export function buildServer(): void {
  const run = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`server build failed: ${run.stderr}`);
}

export type Replica = ChildServer;

/**
 * One server process of the compiled artefact on 127.0.0.1:port (operator API on port + 1), with
 * the given environment; `ready()` waits for it, `stop()` ends it.
 */
export function startReplica(name: string, port: number, env: Record<string, string>): Promise<Replica> {
  return startApiServer({
    in: 'child',
    name,
    port,
    operatorToken: REPLICA_ADMIN_TOKEN,
    env: { LOG_LEVEL: 'info', PURGE_INTERVAL_MINUTES: '0', ...env },
    waitReady: false,
  });
}

/** The outbox ids a replica delivered, from its log lines (console transport). */
export function deliveredIds(r: Replica): number[] {
  const ids: number[] = [];
  for (const line of r.lines) {
    if (!line.includes('notification delivered')) continue;
    const entry = JSON.parse(line) as { outbox?: { id?: number } };
    if (typeof entry.outbox?.id === 'number') ids.push(entry.outbox.id);
  }
  return ids;
}

export interface ProxyStats {
  /** requests handed to each backend (attempts, retries included) */
  attempts: Map<string, number>;
  /** attempts retried on another backend (connection refused, or an idempotent request that failed) */
  retries: number;
  /** requests the proxy answered itself with 502 (a non-idempotent request whose backend went away mid-way) */
  badGateway: number;
  /** requests in progress at each backend now */
  inFlight: Map<string, number>;
  /** of which writes (not GET or HEAD) */
  inFlightWrites: Map<string, number>;
  /** failed attempts by backend and error code ("b ECONNREFUSED") */
  failures: Map<string, number>;
}

export interface Backend {
  name: string;
  port: number;
}

/**
 * A round-robin HTTP proxy on 127.0.0.1:port, like a load balancer with passive health: a
 * connection refused is retried on the next backend (nothing was sent), an idempotent request
 * that failed too; a POST whose backend went away after it was sent is answered 502 (never
 * replayed: it may have been written). Appends the client's address to X-Forwarded-For.
 */
export async function startProxy(port: number, backends: Backend[]) {
  const stats: ProxyStats = {
    attempts: new Map(),
    retries: 0,
    badGateway: 0,
    inFlight: new Map(),
    inFlightWrites: new Map(),
    failures: new Map(),
  };
  let next = 0;
  const bump = (map: Map<string, number>, key: string, by: number) => map.set(key, (map.get(key) ?? 0) + by);
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, attempt: number) => {
    if (backends.length === 0 || attempt >= backends.length + 1) {
      stats.badGateway++;
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'unavailable', message: 'No backend answered' }));
      return;
    }
    const backend = backends[next++ % backends.length]!;
    bump(stats.attempts, backend.name, 1);
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    bump(stats.inFlight, backend.name, 1);
    if (!idempotent) bump(stats.inFlightWrites, backend.name, 1);
    let done = false;
    const finish = () => {
      if (!done) {
        bump(stats.inFlight, backend.name, -1);
        if (!idempotent) bump(stats.inFlightWrites, backend.name, -1);
      }
      done = true;
    };
    const headers: http.OutgoingHttpHeaders = {
      ...req.headers,
      connection: 'close',
      'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
    };
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers,
        agent: false,
        timeout: 20_000,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-replica': backend.name });
        answer.pipe(res);
        answer.on('end', finish);
        answer.on('error', () => {
          finish();
          res.destroy();
        });
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      bump(stats.failures, `${backend.name} ${error.code ?? error.message}`, 1);
      if (res.headersSent) return void res.destroy();
      if (error.code === 'ECONNREFUSED' || idempotent) {
        stats.retries++;
        forward(req, res, body, attempt + 1);
        return;
      }
      stats.badGateway++;
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'unavailable', message: 'The backend went away' }));
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    backends,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  /** when it was sent and when it was answered (ms since the epoch) */
  sentAt: number;
  at: number;
  /** the backend that answered through the proxy (its X-Replica header) */
  replica: string | null;
}

let sent = 0;
/** requests sent by every client of this test file so far */
export const requestsSent = () => sent;

/** A client of the public API at `base` (the proxy or one replica). A network failure is status 0. */
export function client(base: string) {
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer> => {
    const sentAt = Date.now();
    sent++;
    try {
      const url = /^\/(readyz|healthz|config\.json)/.test(path) ? path : `${API_BASE_PATH}${path}`;
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      let parsed: Record<string, unknown> | null = null;
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        parsed = null;
      }
      return {
        status: res.status,
        body: parsed,
        sentAt,
        at: Date.now(),
        replica: res.headers.get('x-replica'),
      };
    } catch {
      return { status: 0, body: null, sentAt, at: Date.now(), replica: null };
    }
  };
  return {
    get: (path: string, token?: string) => call('GET', path, undefined, token),
    post: (path: string, body: unknown, token?: string) => call('POST', path, body, token),
    /** an altcha solution for `action`, from a challenge this client fetched (base64 of its JSON) */
    async captcha(action: CaptchaAction): Promise<string> {
      // a challenge cut off by a replica killed mid-answer is fetched again (three tries)
      let res = await call('GET', `/captcha/challenge?action=${action}`);
      for (let retry = 0; retry < 2 && res.status !== 200; retry++)
        res = await call('GET', `/captcha/challenge?action=${action}`);
      if (res.status !== 200 || !res.body) throw new Error(`challenge: ${res.status}`);
      const c = res.body as {
        algorithm: string;
        challenge: string;
        salt: string;
        signature: string;
        maxnumber: number;
      };
      const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
      if (!solution) throw new Error('challenge not solved');
      const payload = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: solution.number,
        salt: c.salt,
        signature: c.signature,
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    },
  };
}

/** The session id inside a session token (its payload is not verified here; the server does that). */
export function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sid: string;
  };
  return payload.sid;
}

/** Run `count` tasks on `workers` concurrent workers; bounded by the task count. */
export async function runPool<T>(tasks: (() => Promise<T>)[], workers: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let index = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (index < tasks.length) {
        const mine = index++;
        results[mine] = await tasks[mine]!();
      }
    }),
  );
  return results;
}

/** Where Debian's initdb and pg_ctl are: on PATH, or /usr/lib/postgresql/<version>/bin. */
export function findPgTools(): { initdb: string; pgCtl: string } | { missing: string } {
  const onPath = (name: string) => {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    return found.status === 0 ? found.stdout.trim() : null;
  };
  let initdb = onPath('initdb');
  let pgCtl = onPath('pg_ctl');
  if ((!initdb || !pgCtl) && existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const bin = `/usr/lib/postgresql/${v}/bin`;
      if (existsSync(`${bin}/initdb`) && existsSync(`${bin}/pg_ctl`)) {
        initdb = `${bin}/initdb`;
        pgCtl = `${bin}/pg_ctl`;
        break;
      }
    }
  }
  if (!initdb || !pgCtl)
    return { missing: 'initdb and pg_ctl (Debian postgresql package) are not installed' };
  return { initdb, pgCtl };
}

/**
 * A throw-away PostgreSQL cluster in a temp folder on 127.0.0.1:port. initdb refuses root, so as
 * root every command runs as the `postgres` user (who then owns the folder).
 */
export function throwAwayCluster(tools: { initdb: string; pgCtl: string }, port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) throw new Error('running as root and there is no postgres user to run initdb as');
    const uid = Number(id.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const command = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const run = (cmd: string, args: string[]) => {
    const r = spawnSync(...command(cmd, args), { encoding: 'utf8', timeout: 60_000, cwd: dir });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.stdout}`);
  };
  /** without blocking the test's event loop (its load keeps running meanwhile) */
  const runAsync = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(...command(cmd, args), { cwd: dir, stdio: 'ignore', timeout: 60_000 });
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${cmd} ${args.at(-1)}: exit ${code}`)),
      );
    });
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=60`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    init: () =>
      run(tools.initdb, [
        '-D',
        data,
        '-A',
        'trust',
        '-U',
        'postgres',
        '--no-sync',
        '-E',
        'UTF8',
        '--locale=C',
      ]),
    start: () =>
      runAsync(tools.pgCtl, ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']),
    /** a fast shutdown: open connections are terminated, as in a restart or failover */
    stop: () => runAsync(tools.pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    destroy() {
      if (existsSync(join(data, 'postmaster.pid'))) {
        try {
          run(tools.pgCtl, ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']);
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
