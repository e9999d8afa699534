import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { harness, type Harness } from './helpers';

let h: Harness;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-apps-'));
  const host = join(root, 'host', 'dist');
  mkdirSync(host, { recursive: true });
  writeFileSync(join(host, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  const main = 'console.log("host main");'.repeat(200);
  writeFileSync(join(host, 'main.js'), main);
  writeFileSync(join(host, 'main.js.br'), brotliCompressSync(main));
  writeFileSync(join(host, '312.3fa9c0d1e2b4a5c6.js'), 'console.log("chunk");');
  const remote = join(root, 'mfe-account', 'dist');
  mkdirSync(remote, { recursive: true });
  writeFileSync(join(remote, 'mf-manifest.json'), '{"id":"account"}');
  writeFileSync(join(remote, 'remoteEntry.js'), 'var account;');
  const partner = join(root, 'mfe-virtual-card', 'dist', 'partner', 'v1');
  mkdirSync(partner, { recursive: true });
  writeFileSync(join(partner, 'partner-embed.js'), 'var embed;');
  writeFileSync(join(partner, 'card.js'), 'var card;');
  writeFileSync(join(host, 'main.js.map'), '{"version":3,"sources":["webpack://host/src/secret.ts"]}');
  writeFileSync(join(remote, 'remoteEntry.js.map'), '{"version":3}');
  h = await harness({ settings: { appsRoot: root } });
});
afterAll(async () => {
  await h.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the portal files', () => {
  test('/ serves the host index.html with no-cache', async () => {
    const res = await h.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('client routes fall back to index.html; API paths and missing files do not', async () => {
    const route = await h.get('/ind/card/info/abc/ZGVm');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    const api = await h.get('/api/ind/v1/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    expect((await h.get('/missing.js')).statusCode).toBe(404);
  });

  test('main.js is no-cache and served precompressed when brotli is accepted; hashed chunks are immutable', async () => {
    const br = await h.app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    const chunk = await h.get('/312.3fa9c0d1e2b4a5c6.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('remotes are served under /remotes/<dir>/ with open CORS and no-cache manifests', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/remotes/mfe-account/mf-manifest.json',
      headers: { origin: 'https://partner.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'account' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-cache');
    const entry = await h.get('/remotes/mfe-account/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  test("the partner embed and the card it loads are no-cache, open to partners' origins (their URLs are fixed, a deploy replaces them)", async () => {
    for (const file of ['partner-embed.js', 'card.js']) {
      const res = await h.get(`/remotes/mfe-virtual-card/partner/v1/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });
});

describe('source maps', () => {
  test('production: never served (404), from the host or a remote; the bundles still are', async () => {
    const prod = await harness({ settings: { appsRoot: root, production: true, testData: true } });
    try {
      for (const url of ['/main.js.map', '/remotes/mfe-account/remoteEntry.js.map']) {
        const res = await prod.app.inject({ method: 'GET', url });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.body).not.toContain('sources');
      }
      expect((await prod.app.inject({ method: 'GET', url: '/main.js' })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  test('development: served (the team debugs with them)', async () => {
    expect((await h.get('/main.js.map')).statusCode).toBe(200);
  });
});
