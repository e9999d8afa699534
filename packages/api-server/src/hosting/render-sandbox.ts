// The process a remote's static render runs in (remote-render.ts): a release's ssr/render.cjs is the
// remote team's code, so it runs in a child process of its own, never in the server's, and reaches
// nothing of the server's:
// - an empty environment (no DATABASE_URL, MASTER_KEY, tokens);
// - Node's permission model: it reads one ssr/ folder and nothing else (that of the portal's copy of
//   a published release, releases/copy.ts, never the team's folder; or the checkout's own build;
//   not /proc/self/environ, not DATA_DIR, not the keys), writes nothing, starts no child process,
//   worker or addon, and cannot reach process.binding or the inspector;
// - no network, in two layers:
//   - sealed handles, always. Node 20's permission model has no switch for the network (and
//     PostgreSQL on 127.0.0.1 may trust local connections), so the child closes it itself before
//     the release's code loads: the prototypes of the TCP, pipe and UDP handles (every socket, fetch
//     and http goes through them) refuse to open, bind, listen, connect or send; name resolution
//     is sealed too, since it sends without those handles (c-ares' own sockets for a Resolver,
//     getaddrinfo for lookup: a query for `<secret>.attacker.example` carries the secret out):
//     every query of the c-ares channel's prototype refuses, and `dns` and `dns/promises` offer
//     no lookup, lookupService, resolve*, reverse, setServers or Resolver that works; and
//     process.kill cannot signal the server;
//   - namespaces: where Linux allows it, the child also runs in network, user and pid namespaces of
//     its own (`unshare`), with no interface but a loopback that is down. RENDER_SANDBOX (settings)
//     says whether the render may run without them: `namespaces` (production's default) refuses to
//     start it, `auto` (development's) runs it on the sealed handles alone, `degraded` never uses
//     them (a host that forbids user namespaces; the test that proves the sealing alone holds);
// - bounds (render-limits.ts): a heap limit, the memory of the whole process (RLIMIT_DATA through
//   util-linux `prlimit`, where it exists), no core file, a lower priority (`nice`); the server
//   reads its CPU time and memory and kills it past them, or past a time limit (remote-render.ts);
// - its console writes nowhere: stdout is the server's, one answer per request.
// The permission model follows symbolic links, so the child never starts on a folder holding one
// (releases/files.ts); the copies it runs on are the portal's, written once at publish. It talks to
// the server over its stdin and stdout, one JSON document a line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// CommonJS, run by `node -e` in the child: closes the network and name resolution, loads the bundle, answers.
export const SANDBOX_SCRIPT = `'use strict';
const { stdin, stdout } = process; // the pipes to the server, opened before their kind is closed
// the release's logging goes to stderr, which is /dev/null: stdout carries answers only
globalThis.console = new (require('node:console').Console)({ stdout: process.stderr, stderr: process.stderr });
const net = require('node:net');
const dgram = require('node:dgram');
const EACCES = -require('node:os').constants.errno.EACCES;
const refused = () => EACCES;
const close = (proto, names) => {
  for (const name of names) {
    if (typeof proto[name] !== 'function') continue;
    Object.defineProperty(proto, name, { value: refused, writable: false, configurable: false });
    if (proto[name] !== refused) throw new Error('the network could not be closed');
  }
};
const tcp = new net.Socket();
tcp.on('error', () => {});
tcp.connect({ host: 'localhost', port: 9, lookup() {} });
close(Object.getPrototypeOf(tcp._handle), ['open', 'bind', 'bind6', 'listen', 'connect', 'connect6']);
tcp.destroy();
close(Object.getPrototypeOf(stdin._handle), ['open', 'bind', 'listen', 'connect']);
const udp = dgram.createSocket('udp4');
close(Object.getPrototypeOf(udp._handle), ['open', 'bind', 'bind6', 'connect', 'connect6', 'send', 'send6']);
udp.close();
const notHere = () => {
  throw Object.assign(new Error('a static render signals no process'), { code: 'ERR_ACCESS_DENIED' });
};
for (const name of ['kill', '_kill']) Object.defineProperty(process, name, { value: notHere, writable: false, configurable: false });
// names: a query sends whatever it names to whichever server, without a Node socket handle
const dns = require('node:dns');
const dnsPromises = require('node:dns/promises');
const channel = Object.getPrototypeOf(new dns.Resolver()._handle);
close(channel, Object.getOwnPropertyNames(channel).filter((name) => name !== 'constructor' && name !== 'getServers'));
const noNames = () => Object.assign(new Error('a static render resolves no names'), { code: 'ERR_ACCESS_DENIED' });
const SENDS = /^(lookup|lookupService|resolve\\w*|reverse|setServers|Resolver)$/;
const seal = (target, name, value) => {
  Object.defineProperty(target, name, { value, writable: false, configurable: false, enumerable: true });
  if (target[name] !== value) throw new Error('name resolution could not be closed');
};
function NoResolver() {
  throw noNames();
}
for (const name of Object.keys(dns).filter((key) => SENDS.test(key)))
  seal(dns, name, name === 'Resolver' ? NoResolver : (...args) => {
    const callback = args.at(-1);
    if (typeof callback !== 'function') throw noNames();
    process.nextTick(callback, noNames());
  });
for (const name of Object.keys(dnsPromises).filter((key) => SENDS.test(key)))
  seal(dnsPromises, name, name === 'Resolver' ? NoResolver : name === 'setServers' ? () => { throw noNames(); } : () => Promise.reject(noNames()));
seal(dns, 'promises', dnsPromises);
require('node:module').syncBuiltinESMExports();

const bundle = require(process.argv[1]);
const send = (message) => stdout.write(JSON.stringify(message) + '\\n');
const answer = async (line) => {
  let seq = 0;
  try {
    const message = JSON.parse(line);
    seq = message.seq;
    const html = await bundle.render(message.request);
    send({ seq, html: typeof html === 'string' ? html : null });
  } catch (error) {
    send({ seq, error: String((error && error.message) || error) });
  }
};
let buffer = '';
stdin.setEncoding('utf8');
stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let end = buffer.indexOf('\\n'); end >= 0; end = buffer.indexOf('\\n')) {
    void answer(buffer.slice(0, end));
    buffer = buffer.slice(end + 1);
  }
});
stdin.on('end', () => process.exit(0));
send({ ready: true });
`;

/** The flag that turns the permission model on: `--permission` from Node 22.13, before that experimental. */
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has('--permission')
  ? '--permission'
  : '--experimental-permission';

const UNSHARE = ['/usr/bin/unshare', '/bin/unshare'].find((file) => existsSync(file));
const NAMESPACES = ['--user', '--map-root-user', '--net', '--pid', '--fork', '--kill-child'];
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((file) => existsSync(file));
const NICE = ['/usr/bin/nice', '/bin/nice'].find((file) => existsSync(file));

/** Whether the kernel can bound the memory of the whole process (Linux with util-linux `prlimit`). */
export function rlimitsAvailable(): boolean {
  return process.platform === 'linux' && PRLIMIT !== undefined;
}

let namespaces: boolean | undefined;
/** Whether this machine lets a child run in namespaces of its own (Linux, user namespaces allowed). */
export function namespacesAvailable(): boolean {
  if (namespaces === undefined) {
    namespaces =
      process.platform === 'linux' &&
      UNSHARE !== undefined &&
      spawnSync(UNSHARE, [...NAMESPACES, '--', process.execPath, '-e', '0'], {
        env: {},
        stdio: 'ignore',
        timeout: 5000,
      }).status === 0;
  }
  return namespaces;
}

/**
 * Whether the render may run without the namespace layer (RENDER_SANDBOX): `namespaces` never,
 * `auto` where this machine has none, `degraded` always (it is never used).
 */
export type SandboxMode = 'namespaces' | 'auto' | 'degraded';

/**
 * The command and arguments that run `bundle` (in `folder`, a real path without links) sandboxed,
 * in namespaces of its own when `namespaces`, with at most `memoryMb` of private memory when
 * `rlimits` (the kernel's limit, through `prlimit`: each program of the chain execs the next in
 * the same process, and unshare's child inherits the limit).
 */
export function sandboxCommand(
  folder: string,
  bundle: string,
  namespaces: boolean,
  { memoryMb, rlimits }: { memoryMb: number; rlimits: boolean },
): { command: string; args: string[] } {
  // --allow-fs-read splits on commas and expands '*': such a path would grant more than the folder
  if (/[,*]/.test(folder)) throw new Error(`${folder}: a folder with ',' or '*' in its path is not run`);
  const node = [
    process.execPath,
    PERMISSION_FLAG,
    `--allow-fs-read=${folder}`,
    '--no-warnings',
    // the heap inside the process's memory, which also holds Node itself and what lies off the heap
    `--max-old-space-size=${Math.max(16, Math.min(128, Math.floor(memoryMb / 2)))}`,
    '-e',
    SANDBOX_SCRIPT,
    '--',
    bundle,
  ];
  const chain = [
    ...(rlimits && PRLIMIT ? [PRLIMIT, `--data=${memoryMb * 1024 * 1024}`, '--core=0', '--'] : []),
    ...(NICE ? [NICE, '-n', '10', '--'] : []),
    ...(namespaces ? [UNSHARE!, ...NAMESPACES, '--'] : []),
    ...node,
  ];
  return { command: chain[0]!, args: chain.slice(1) };
}
