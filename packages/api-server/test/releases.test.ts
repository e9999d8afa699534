// Independent releases of the remotes: publish, switch, roll back and canary through the
// operator API; /config.json and the CSP follow the registry without a restart; a release that does
// not fit the host is refused before anyone sees it, with the mismatch named.
import { createHash } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PARTNER_CARD_SCRIPT } from '@portal/contracts/remotes-data';
import { parseArgs, requestFor } from '../src/cli/admin';
import { harness, type Harness } from './helpers';
import { fakeRelease, type Fake } from './release-kit';

/** A release folder in this test's work folder. */
const releaseFolder = (f: Fake) => fakeRelease(work, f);

let h: Harness;
let work: string;

/** release-files.json as `pnpm release` writes it: every file but the source maps, with its SHA-256. */
function writeFileList(dir: string) {
  const files: Record<string, string> = {};
  const walk = (prefix: string) => {
    for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
      const path = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(`${path}/`);
      else if (!path.endsWith('.map') && path !== 'release-files.json')
        files[path] = `sha256-${createHash('sha256')
          .update(readFileSync(join(dir, path)))
          .digest('base64')}`;
    }
  };
  walk('');
  writeFileSync(join(dir, 'release-files.json'), JSON.stringify({ files }));
}

const publish = (source: string, remote = 'account') =>
  h.admin('POST', '/remotes/publish', { remote, source });
/** Serve `version` of the account remote to everyone (a release's files are served only then). */
const switchTo = (version: string, on: Harness = h) =>
  on.admin('POST', '/remotes/switch', { remote: 'account', version });
const configRemotes = async (query = '') =>
  (await h.app.inject({ method: 'GET', url: `/config.json${query}` })).json<{
    remotes: Record<string, string>;
  }>().remotes;
const lastAudit = async (action: string) => {
  const [row] = await h.rows<{ outcome: string; detail: string | Record<string, unknown> }>(
    'select outcome, detail from audit_log where action = $1 order by id desc limit 1',
    [action],
  );
  return (
    row && {
      outcome: row.outcome,
      detail: typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail,
    }
  );
};

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), 'portal-releases-'));
  h = await harness({ settings: { remoteRegistryTtlMs: 0 } });
});
afterEach(async () => {
  await h.close();
  rmSync(work, { recursive: true, force: true });
});

describe('publish, switch, roll back (remote publish|switch|rollback)', () => {
  test('a published folder serves nobody until switched; then /config.json points at it at once, and rollback goes back', async () => {
    const before = await configRemotes();
    expect(before.account).toBe('/remotes/mfe-account/mf-manifest.json');

    const published = await publish(releaseFolder({ version: '1.1.0+a1b2c3d' }));
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      remote: 'account',
      version: '1.1.0+a1b2c3d',
      commit: 'a1b2c3d',
    });
    expect((await configRemotes()).account).toBe(before.account);

    const switched = await h.admin('POST', '/remotes/switch', {
      remote: 'account',
      version: '1.1.0+a1b2c3d',
    });
    expect(switched.statusCode).toBe(200);
    const url = '/remotes/releases/account/1.1.0%2Ba1b2c3d/mf-manifest.json';
    expect((await configRemotes()).account).toBe(url);
    expect(await lastAudit('admin_remote_switch')).toEqual({
      outcome: 'success',
      detail: { operator: 'admin', remote: 'account', from: 'checkout', to: '1.1.0+a1b2c3d' },
    });

    // the folder's files: entries revalidated, hashed chunks immutable, never a source map or a path outside it
    const manifest = await h.app.inject({ method: 'GET', url });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const chunk = await h.app.inject({
      method: 'GET',
      url: url.replace('mf-manifest.json', '123.0123abcd.js'),
    });
    expect([chunk.statusCode, chunk.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    for (const path of ['123.0123abcd.js.map', '..%2F..%2Fetc%2Fpasswd', 'missing.js']) {
      const res = await h.app.inject({ method: 'GET', url: url.replace('mf-manifest.json', path) });
      expect([path, res.statusCode]).toEqual([path, 404]);
    }

    const rolledBack = await h.admin('POST', '/remotes/rollback', { remote: 'account' });
    expect(rolledBack.statusCode).toBe(200);
    expect((await configRemotes()).account).toBe(before.account);
    expect((await lastAudit('admin_remote_rollback'))?.detail).toMatchObject({
      from: '1.1.0+a1b2c3d',
      to: 'checkout',
    });
  });

  test('remote list shows, for every remote, version, commit, published and switched times', async () => {
    await publish(releaseFolder({ version: '1.1.0+a1b2c3d' }));
    await h.admin('POST', '/remotes/switch', { remote: 'account', version: '1.1.0+a1b2c3d' });
    const list = (await h.admin('GET', '/remotes')).json<Record<string, unknown>[]>();
    expect(list.map((r) => r.remote)).toEqual([
      'account',
      'registration',
      'virtualCard',
      'history',
      'support',
    ]);
    expect(list[0]).toMatchObject({
      remote: 'account',
      version: '1.1.0+a1b2c3d',
      commit: 'a1b2c3d',
      source: 'folder',
      publishedAt: expect.any(String),
      publishedBy: 'admin',
      switchedAt: h.clock.now.toISOString(),
      switchedBy: 'admin',
      canary: null,
      rollbackTo: 'checkout',
      releases: [expect.objectContaining({ version: '1.1.0+a1b2c3d', contracts: '1.0.0' })],
    });
    expect(list[1]).toMatchObject({ remote: 'registration', source: 'checkout', switchedAt: null });
  });

  test('a switch made through one replica reaches another without a restart', async () => {
    const other = await harness({
      settings: { remoteRegistryTtlMs: 50 },
      db: { db: h.db, dispose: async () => undefined },
    });
    try {
      const read = async () =>
        (await other.app.inject({ method: 'GET', url: '/config.json' })).json<{
          remotes: Record<string, string>;
        }>().remotes.account;
      expect(await read()).toBe('/remotes/mfe-account/mf-manifest.json');
      await publish(releaseFolder({ version: '1.1.0+a1b2c3d' }));
      await h.admin('POST', '/remotes/switch', { remote: 'account', version: '1.1.0+a1b2c3d' });
      await new Promise((r) => setTimeout(r, 80));
      expect(await read()).toBe('/remotes/releases/account/1.1.0%2Ba1b2c3d/mf-manifest.json');
    } finally {
      await other.app.close();
    }
  });
});

describe('a release that does not fit the host is refused, the mismatch named (409 release_incompatible)', () => {
  test.each([
    [
      'another React major',
      { react: '^20.0.0' },
      /it needs the singleton react \^20\.0\.0; the host provides 19\.\d+\.\d+/,
    ],
    [
      'another contracts major',
      { contractsMajor: 2 },
      /built against @portal\/contracts 2\.0\.0 \(major 2\); the host has 1\.\d+\.\d+ \(major 1\)/,
    ],
    [
      'a missing expose the host renders',
      { exposes: ['./parcel'] },
      /it does not expose \.\/AccountPage, which the portal renders/,
    ],
    ['another remote’s manifest', { name: 'history' }, /its manifest is the remote 'history', not 'account'/],
  ])('publish refuses %s', async (_what, fake, message) => {
    const res = await publish(releaseFolder({ version: '2.0.0+a1b2c3d', ...fake }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'release_incompatible',
      message: expect.stringMatching(message),
    });
    expect(res.json().message).toMatch(/^account 2\.0\.0\+a1b2c3d does not fit the host: /);
    expect((await lastAudit('admin_remote_publish'))?.outcome).toBe('incompatible');
    expect((await h.admin('GET', '/remotes')).json()[0].releases).toEqual([]);
  });

  test('a virtual-card release without the partner card script: refused, partner pages would break (409); with it, published', async () => {
    const virtualCard = { name: 'virtualCard', exposes: ['./CardInfo', './parcel'] };
    const without = await publish(
      releaseFolder({ version: '2.0.0+a1b2c3d', ...virtualCard, scripts: ['mf-runtime.js'] }),
      'virtualCard',
    );
    expect(without.statusCode).toBe(409);
    expect(without.json()).toEqual({
      code: 'release_incompatible',
      message:
        'virtualCard 2.0.0+a1b2c3d does not fit the host: it has no partner/v1/card.js, which partner pages load',
    });
    // a manifest from before the scripts were listed is refused alike
    const older = await publish(releaseFolder({ version: '2.0.1+a1b2c3d', ...virtualCard }), 'virtualCard');
    expect(older.json().message).toContain('it has no partner/v1/card.js');
    // listed in the manifest, lost from the folder
    const lost = await publish(
      releaseFolder({
        version: '2.0.2+a1b2c3d',
        ...virtualCard,
        scripts: [PARTNER_CARD_SCRIPT],
        scriptsMissing: true,
      }),
      'virtualCard',
    );
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toContain('its folder has no partner/v1/card.js, which partner pages load');
    const carried = await publish(
      releaseFolder({ version: '2.0.3+a1b2c3d', ...virtualCard, scripts: [PARTNER_CARD_SCRIPT] }),
      'virtualCard',
    );
    expect(carried.statusCode).toBe(200);
  });

  test('an apps root whose host cannot be read (no manifest, no package.json): 409 with the reason, not a 500', async () => {
    const broken = await harness({ settings: { appsRoot: work } });
    try {
      const res = await broken.admin('POST', '/remotes/publish', {
        remote: 'account',
        source: releaseFolder({ version: '2.1.0+a1b2c3d' }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'release_incompatible',
        message: expect.stringContaining('has no host/dist/mf-manifest.json or host/package.json'),
      });
    } finally {
      await broken.close();
    }
  });

  test('switch and canary read the release as stored, not a cache changed on disk, and check it fits the host', async () => {
    await publish(releaseFolder({ version: '1.1.0+a1b2c3d' }));
    // the cache's manifest is changed on disk so that it no longer fits: not what is read
    const copied = join(h.dataDir, 'releases', 'account', '1.1.0%2Ba1b2c3d', 'mf-manifest.json');
    const manifest = readFileSync(copied, 'utf8');
    rmSync(copied);
    writeFileSync(copied, manifest.replace('"^19.0.0"', '"^18.0.0"'));
    const canary = await h.admin('POST', '/remotes/canary', {
      remote: 'account',
      version: '1.1.0+a1b2c3d',
      percent: 10,
    });
    expect(canary.statusCode).toBe(200);
    expect(readFileSync(copied, 'utf8')).toBe(manifest);
    expect((await switchTo('1.1.0+a1b2c3d')).statusCode).toBe(200);
  });

  test('the team’s folder changed after publish: switch checks and serves the copy made at publish', async () => {
    const dir = releaseFolder({ version: '1.1.0+a1b2c3d' });
    await publish(dir);
    rmSync(dir, { recursive: true, force: true });
    releaseFolder({ version: '1.1.0+a1b2c3d', react: '^18.0.0' });
    writeFileSync(join(dir, 'remoteEntry.js'), 'alert("changed after publish")');
    const switched = await h.admin('POST', '/remotes/switch', {
      remote: 'account',
      version: '1.1.0+a1b2c3d',
    });
    expect(switched.statusCode).toBe(200);
    const entry = await h.app.inject({
      method: 'GET',
      url: '/remotes/releases/account/1.1.0%2Ba1b2c3d/remoteEntry.js',
    });
    expect([entry.statusCode, entry.body]).toEqual([200, '/* account 1.1.0+a1b2c3d */']);
  });

  test('not a portal release, no manifest, a relative folder, published twice, not published', async () => {
    const noPortal = await publish(releaseFolder({ version: '1.2.0+a1b2c3d', noPortal: true }));
    expect([noPortal.statusCode, noPortal.json().code]).toEqual([409, 'release_incompatible']);
    expect(noPortal.json().message).toMatch(
      /^Not a portal release: its mf-manifest.json lacks what `pnpm release` writes/,
    );

    const empty = await publish(mkdtempSync(join(work, 'empty-')));
    expect(empty.json()).toEqual({ code: 'not_found', message: 'The folder holds no mf-manifest.json' });
    expect(empty.statusCode).toBe(404);

    const relative = await publish('releases/account/1.0.0');
    expect([relative.statusCode, relative.json().code]).toEqual([400, 'invalid_request']);

    const dir = releaseFolder({ version: '1.1.0+a1b2c3d' });
    expect((await publish(dir)).statusCode).toBe(200);
    const again = await publish(dir);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'not_permitted',
      message: 'account 1.1.0+a1b2c3d is published already: a release never changes',
    });

    const unknown = await h.admin('POST', '/remotes/switch', { remote: 'account', version: '9.9.9+fffffff' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { code: 'not_found', message: 'account 9.9.9+fffffff is not published' },
    ]);
    const noRollback = await h.admin('POST', '/remotes/rollback', { remote: 'support' });
    expect([noRollback.statusCode, noRollback.json()]).toEqual([
      409,
      { code: 'not_permitted', message: 'support has no earlier state to roll back to' },
    ]);
    const badRemote = await publish(dir, 'nope');
    expect([badRemote.statusCode, badRemote.json().code]).toEqual([400, 'invalid_request']);
  });
});

describe('canary by cardholder (remote canary --percent N)', () => {
  test('buckets below N get the canary, the others and a config without a bucket the stable release; 0 % ends it', async () => {
    await publish(releaseFolder({ version: '1.1.0+a1b2c3d' }));
    await publish(releaseFolder({ version: '1.2.0+b2c3d4e' }));
    await h.admin('POST', '/remotes/switch', { remote: 'account', version: '1.1.0+a1b2c3d' });
    const canary = await h.admin('POST', '/remotes/canary', {
      remote: 'account',
      version: '1.2.0+b2c3d4e',
      percent: 50,
    });
    expect(canary.statusCode).toBe(200);
    expect(canary.json().canary).toEqual({ version: '1.2.0+b2c3d4e', percent: 50 });
    expect((await lastAudit('admin_remote_canary'))?.detail).toMatchObject({
      from: '1.1.0+a1b2c3d',
      to: '1.1.0+a1b2c3d, canary 1.2.0+b2c3d4e 50 %',
    });
    const v1 = '/remotes/releases/account/1.1.0%2Ba1b2c3d/mf-manifest.json';
    const v2 = '/remotes/releases/account/1.2.0%2Bb2c3d4e/mf-manifest.json';
    expect((await configRemotes('?bucket=0')).account).toBe(v2);
    expect((await configRemotes('?bucket=49')).account).toBe(v2);
    expect((await configRemotes('?bucket=50')).account).toBe(v1);
    expect((await configRemotes('?bucket=99')).account).toBe(v1);
    expect((await configRemotes()).account).toBe(v1);
    expect((await configRemotes('?bucket=100')).account).toBe(v1);
    // the other remotes are not touched
    expect((await configRemotes('?bucket=0')).history).toBe('/remotes/mfe-history/mf-manifest.json');

    // each variant is its own URL, revalidated by its ETag
    const first = await h.app.inject({ method: 'GET', url: '/config.json?bucket=7' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await h.app.inject({
      method: 'GET',
      url: '/config.json?bucket=7',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await h.app.inject({ method: 'GET', url: '/config.json?bucket=70' });
    expect(other.headers.etag).not.toBe(first.headers.etag);

    // rollback removes the canary (the state before it)
    await h.admin('POST', '/remotes/rollback', { remote: 'account' });
    expect((await configRemotes('?bucket=0')).account).toBe(v1);
    await h.admin('POST', '/remotes/canary', { remote: 'account', version: '1.2.0+b2c3d4e', percent: 10 });
    const ended = await h.admin('POST', '/remotes/canary', {
      remote: 'account',
      version: '1.2.0+b2c3d4e',
      percent: 0,
    });
    expect(ended.json().canary).toBeNull();
    expect((await configRemotes('?bucket=0')).account).toBe(v1);
  });
});

describe('a release serves its own files only (links refused at publish and when served)', () => {
  const secret = () => {
    const file = join(h.dataDir, 'dev-keys.json');
    writeFileSync(file, JSON.stringify({ masterKey: 'c0ffee00'.repeat(8) }));
    return file;
  };

  test.each([
    [
      'a symbolic link to a file',
      (dir: string, target: string) => symlinkSync(target, join(dir, 'keys.json')),
    ],
    [
      'a symbolic link to a folder',
      (dir: string, target: string) => symlinkSync(dirname(target), join(dir, 'data')),
    ],
    ['a hard link', (dir: string, target: string) => linkSync(target, join(dir, 'keys.json'))],
  ])('publish refuses a folder holding %s (409 release_has_link), audited', async (_kind, plant) => {
    const dir = releaseFolder({ version: '1.4.0+a1b2c3d' });
    plant(dir, secret());
    const res = await publish(dir);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'release_has_link',
      message: expect.stringMatching(
        /^account 1\.4\.0\+a1b2c3d holds links, and a release serves its own files only: (keys\.json|data)$/,
      ),
    });
    expect((await lastAudit('admin_remote_publish'))?.outcome).toBe('refused');
    expect((await h.admin('GET', '/remotes')).json()[0].releases).toEqual([]);
  });

  test('links and changed files planted in the team’s folder after publish are not served: the portal serves its copy', async () => {
    const dir = releaseFolder({ version: '1.4.1+a1b2c3d' });
    expect((await publish(dir)).statusCode).toBe(200);
    expect((await switchTo('1.4.1+a1b2c3d')).statusCode).toBe(200);
    const base = '/remotes/releases/account/1.4.1%2Ba1b2c3d/';
    expect((await h.app.inject({ method: 'GET', url: `${base}remoteEntry.js` })).statusCode).toBe(200);
    const keys = secret();
    symlinkSync(keys, join(dir, 'keys.json'));
    symlinkSync(dirname(keys), join(dir, 'data'));
    linkSync(keys, join(dir, 'hard.json'));
    symlinkSync(keys, join(dir, 'remoteEntry.js.br'));
    rmSync(join(dir, '123.0123abcd.js'));
    symlinkSync(keys, join(dir, '123.0123abcd.js'));
    writeFileSync(join(dir, 'remoteEntry.js'), 'alert("changed after publish")');
    for (const path of ['keys.json', 'data/dev-keys.json', 'hard.json']) {
      const res = await h.app.inject({ method: 'GET', url: `${base}${path}` });
      expect([path, res.statusCode]).toEqual([path, 404]);
      expect(res.body).not.toContain('c0ffee00');
    }
    const chunk = await h.app.inject({ method: 'GET', url: `${base}123.0123abcd.js` });
    expect([chunk.statusCode, chunk.body]).toEqual([200, '/* a hashed chunk */']);
    const entry = await h.app.inject({
      method: 'GET',
      url: `${base}remoteEntry.js`,
      headers: { 'accept-encoding': 'br' },
    });
    expect([entry.statusCode, entry.headers['content-encoding'], entry.body]).toEqual([
      200,
      undefined,
      '/* account 1.4.1+a1b2c3d */',
    ]);
    // a switch to it again checks the copy, which holds none of them
    expect((await switchTo('checkout')).statusCode).toBe(200);
    const switched = await h.admin('POST', '/remotes/switch', {
      remote: 'account',
      version: '1.4.1+a1b2c3d',
    });
    expect(switched.statusCode).toBe(200);
  });

  test('a symbolic link swapped in after the server checked the file is not followed', async () => {
    const dir = releaseFolder({ version: '1.4.3+a1b2c3d' });
    expect((await publish(dir)).statusCode).toBe(200);
    expect((await switchTo('1.4.3+a1b2c3d')).statusCode).toBe(200);
    const keys = secret();
    // right after the check of the file's real path, the file becomes a link to the keys
    const swapAfter =
      <A extends unknown[], R>(check: (...args: A) => R) =>
      (...args: A): R => {
        const checked = check(...args);
        const path = String(args[0]);
        if (path.endsWith(`${'/'}remoteEntry.js`)) {
          rmSync(path);
          symlinkSync(keys, path);
        }
        return checked;
      };
    const fsModule = jest.requireActual<typeof import('node:fs')>('node:fs');
    const { statSync } = fsModule;
    const { stat } = fsModule.promises;
    const sync = jest.spyOn(fsModule, 'statSync').mockImplementation(swapAfter(statSync) as typeof statSync);
    const promised = jest.spyOn(fsModule.promises, 'stat').mockImplementation(swapAfter(stat) as typeof stat);
    try {
      const res = await h.app.inject({
        method: 'GET',
        url: '/remotes/releases/account/1.4.3%2Ba1b2c3d/remoteEntry.js',
      });
      expect(res.body).not.toContain('c0ffee00');
      // not served: the cache is written again from the database, and swapped again here
      expect(res.statusCode).toBe(503);
      // the file was checked, then swapped
      expect([...sync.mock.calls, ...promised.mock.calls].map(([p]) => String(p))).toContainEqual(
        expect.stringMatching(/\/remoteEntry\.js$/),
      );
    } finally {
      sync.mockRestore();
      promised.mockRestore();
    }
  });

  test('a folder release is stored with each file’s SHA-256; another replica with an empty disk serves it from the database after the team’s folder is gone', async () => {
    const dir = releaseFolder({ version: '1.4.4+a1b2c3d' });
    expect((await publish(dir)).statusCode).toBe(200);
    const [row] = await h.rows<{ meta: string | { files?: Record<string, string> } }>(
      'select meta from remote_releases where version = $1',
      ['1.4.4+a1b2c3d'],
    );
    const meta = (typeof row!.meta === 'string' ? JSON.parse(row!.meta) : row!.meta) as {
      files?: Record<string, string>;
    };
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(meta.files).toMatchObject({
      'remoteEntry.js': sha('/* account 1.4.4+a1b2c3d */'),
      '123.0123abcd.js': sha('/* a hashed chunk */'),
    });
    expect(Object.keys(meta.files!)).not.toContain('123.0123abcd.js.map');
    expect((await switchTo('1.4.4+a1b2c3d')).statusCode).toBe(200);
    // the team's folder goes (a CI workspace cleaned, a static host stopped)
    rmSync(dir, { recursive: true, force: true });
    const other = await harness({
      settings: { remoteRegistryTtlMs: 0 },
      db: { db: h.db, dispose: async () => undefined },
    });
    try {
      const entry = () =>
        other.app.inject({ method: 'GET', url: '/remotes/releases/account/1.4.4%2Ba1b2c3d/remoteEntry.js' });
      expect(existsSync(join(other.dataDir, 'releases', 'account'))).toBe(false);
      const served = await entry();
      expect([served.statusCode, served.body]).toEqual([200, '/* account 1.4.4+a1b2c3d */']);
      const chunk = await other.app.inject({
        method: 'GET',
        url: '/remotes/releases/account/1.4.4%2Ba1b2c3d/123.0123abcd.js',
      });
      expect([chunk.statusCode, sha(chunk.body)]).toEqual([200, meta.files!['123.0123abcd.js']]);
      expect((await other.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  /** A folder release's row as publish wrote it when rows recorded no hashes: no `files`, no copy. */
  const insertUnrecordedFolderRelease = async (dir: string) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
      metaData: { portal: { release: { version: string; commit: string; builtAt: string } } };
    };
    const meta = manifest.metaData.portal;
    await h.rows(
      `insert into remote_releases (remote, version, commit_sha, source, location, meta, built_at, published_at, published_by)
       values ('account', $1, $2, 'folder', $3, $4::jsonb, $5, $6, 'ops') returning version`,
      [
        meta.release.version,
        meta.release.commit,
        dir,
        JSON.stringify(meta),
        meta.release.builtAt,
        new Date().toISOString(),
      ],
    );
  };
  const recordedFiles = async (version: string) => {
    const [row] = await h.rows<{ meta: string | { files?: Record<string, string> } }>(
      'select meta from remote_releases where version = $1',
      [version],
    );
    return (
      (typeof row!.meta === 'string' ? JSON.parse(row!.meta) : row!.meta) as {
        files?: Record<string, string>;
      }
    ).files;
  };

  test('a folder release whose row records no hashes is copied from its folder once, its hashes recorded: served, switched to', async () => {
    const dir = releaseFolder({ version: '1.4.5+a1b2c3d' });
    await insertUnrecordedFolderRelease(dir);
    expect(await recordedFiles('1.4.5+a1b2c3d')).toBeUndefined();
    expect((await switchTo('1.4.5+a1b2c3d')).statusCode).toBe(200);
    const base = '/remotes/releases/account/1.4.5%2Ba1b2c3d/';
    const entry = await h.app.inject({ method: 'GET', url: `${base}remoteEntry.js` });
    expect([entry.statusCode, entry.body]).toEqual([200, '/* account 1.4.5+a1b2c3d */']);
    const chunk = await h.app.inject({ method: 'GET', url: `${base}123.0123abcd.js` });
    expect(chunk.statusCode).toBe(200);
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(await recordedFiles('1.4.5+a1b2c3d')).toMatchObject({
      'remoteEntry.js': sha('/* account 1.4.5+a1b2c3d */'),
      '123.0123abcd.js': sha('/* a hashed chunk */'),
    });
    // the copy is what serves: the folder changed later is not
    writeFileSync(join(dir, 'remoteEntry.js'), 'alert("changed after the copy")');
    const again = await h.app.inject({ method: 'GET', url: `${base}remoteEntry.js` });
    expect(again.body).toBe('/* account 1.4.5+a1b2c3d */');
    expect((await configRemotes()).account).toBe(`${base}mf-manifest.json`);
    // …and stored: no replica needs the folder again
    const [stored] = await h.rows<{ n: number }>(
      "select count(*)::int as n from release_files where remote = 'account' and version = '1.4.5+a1b2c3d'",
    );
    expect(stored!.n).toBe(Object.keys((await recordedFiles('1.4.5+a1b2c3d'))!).length);
  });

  test('a folder release whose row records no hashes and whose folder holds a link: not served, not switched to, logged', async () => {
    const dir = releaseFolder({ version: '1.4.6+a1b2c3d' });
    symlinkSync(secret(), join(dir, 'keys.json'));
    await insertUnrecordedFolderRelease(dir);
    const switched = await switchTo('1.4.6+a1b2c3d');
    expect([switched.statusCode, switched.json().code]).toEqual([409, 'release_integrity']);
    const base = '/remotes/releases/account/1.4.6%2Ba1b2c3d/';
    for (const path of ['remoteEntry.js', 'keys.json']) {
      const res = await h.app.inject({ method: 'GET', url: `${base}${path}` });
      expect([path, res.statusCode]).toEqual([path, 404]);
      expect(res.body).not.toContain('c0ffee00');
    }
    expect(h.logs.join('')).toContain('holds links, and a release serves its own files only: keys.json');
    expect(await recordedFiles('1.4.6+a1b2c3d')).toBeUndefined();
  });

  test.each(['index.html', 'main.js'])(
    'publish refuses a release carrying its standalone dev page (%s): 409 release_has_dev_page',
    async (file) => {
      const dir = releaseFolder({ version: '1.4.2+a1b2c3d' });
      writeFileSync(join(dir, file), '/* the standalone dev page */');
      const res = await publish(dir);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'release_has_dev_page',
        message: `account 1.4.2+a1b2c3d carries its standalone dev page (${file}): build it with \`pnpm release\``,
      });
    },
  );
});

describe('releases stored by the platform: every replica serves the same bytes', () => {
  /** A replica on the same database with a DATA_DIR of its own (a pod rescheduled elsewhere). */
  const replica = () =>
    harness({ settings: { remoteRegistryTtlMs: 0 }, db: { db: h.db, dispose: async () => undefined } });
  const get = (on: Harness, version: string, file: string) =>
    on.app.inject({ method: 'GET', url: `/remotes/releases/account/${encodeURIComponent(version)}/${file}` });
  const blobs = async () =>
    (await h.rows<{ n: number }>('select count(*)::int as n from release_blobs'))[0]!.n;

  test('a version never changes: unpublished, it is published again only with the very same files (409 release_version_taken, audited)', async () => {
    const dir = releaseFolder({ version: '3.0.0+a1b2c3d' });
    expect((await publish(dir)).statusCode).toBe(200);
    expect(
      (
        await h.admin('POST', '/remotes/unpublish', {
          remote: 'account',
          version: '3.0.0+a1b2c3d',
          reason: 'test',
        })
      ).statusCode,
    ).toBe(200);
    writeFileSync(join(dir, '123.0123abcd.js'), '/* one byte changed! */');
    const changed = await publish(dir);
    expect([changed.statusCode, changed.json()]).toEqual([
      409,
      {
        code: 'release_version_taken',
        message:
          'account 3.0.0+a1b2c3d was published before with other files, and a version never changes: publish these files as a new version',
      },
    ]);
    expect(await lastAudit('admin_remote_publish')).toMatchObject({ outcome: 'refused' });
    expect(existsSync(join(h.dataDir, 'releases', 'account', '3.0.0%2Ba1b2c3d'))).toBe(false);
    writeFileSync(join(dir, '123.0123abcd.js'), '/* a hashed chunk */');
    expect((await publish(dir)).statusCode).toBe(200);
  });

  test('versions share the files they have in common: each stored once', async () => {
    const before = await blobs();
    await publish(releaseFolder({ version: '3.1.0+a1b2c3d' }));
    const one = await blobs();
    await publish(releaseFolder({ version: '3.2.0+a1b2c3d' }));
    // the new version's remoteEntry.js and manifest differ; its chunk is the other's
    expect(await blobs()).toBe(one + 2);
    expect(one - before).toBe(3);
  });

  test('a replica started after the publish, with an empty disk and the team’s folder gone, serves every file with its recorded SHA-256 and is ready', async () => {
    const dir = releaseFolder({ version: '3.3.0+a1b2c3d' });
    expect((await publish(dir)).statusCode).toBe(200);
    expect((await switchTo('3.3.0+a1b2c3d')).statusCode).toBe(200);
    rmSync(dir, { recursive: true, force: true });
    const recorded = await h.rows<{ path: string; sha256: string }>(
      "select path, sha256 from release_files where version = '3.3.0+a1b2c3d' order by path",
    );
    expect(recorded.map((r) => r.path)).toEqual(['123.0123abcd.js', 'mf-manifest.json', 'remoteEntry.js']);
    const c = await replica();
    try {
      expect((await c.app.inject({ method: 'GET', url: '/config.json' })).json().remotes.account).toBe(
        '/remotes/releases/account/3.3.0%2Ba1b2c3d/mf-manifest.json',
      );
      for (const { path, sha256 } of recorded) {
        const res = await get(c, '3.3.0+a1b2c3d', path);
        const hash = `sha256-${createHash('sha256').update(res.rawPayload).digest('base64')}`;
        expect([path, res.statusCode, hash]).toEqual([path, 200, sha256]);
      }
      expect((await c.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await c.close();
    }
  });

  test('a cache file changed on disk is not served: the replica writes it again from the database and serves what was published', async () => {
    await publish(releaseFolder({ version: '3.4.0+a1b2c3d' }));
    await switchTo('3.4.0+a1b2c3d');
    const b = await replica();
    try {
      expect((await get(b, '3.4.0+a1b2c3d', 'remoteEntry.js')).body).toBe('/* account 3.4.0+a1b2c3d */');
      const cached = join(b.dataDir, 'releases', 'account', '3.4.0%2Ba1b2c3d', 'remoteEntry.js');
      rmSync(cached);
      writeFileSync(cached, 'alert("planted in the cache")');
      const res = await get(b, '3.4.0+a1b2c3d', 'remoteEntry.js');
      expect([res.statusCode, res.body]).toEqual([200, '/* account 3.4.0+a1b2c3d */']);
      expect(b.logs.join('')).toContain('release file in the cache is not the one published');
      expect(readFileSync(cached, 'utf8')).toBe('/* account 3.4.0+a1b2c3d */');
    } finally {
      await b.close();
    }
  });

  test('unpublish through one replica removes the release for every replica: its files, its blobs no other version holds, the other replica’s cache', async () => {
    await publish(releaseFolder({ version: '3.5.0+a1b2c3d' }));
    await publish(releaseFolder({ version: '3.6.0+a1b2c3d' }));
    await switchTo('3.5.0+a1b2c3d');
    const b = await replica();
    try {
      expect((await get(b, '3.5.0+a1b2c3d', 'remoteEntry.js')).statusCode).toBe(200);
      const cache = join(b.dataDir, 'releases', 'account', '3.5.0%2Ba1b2c3d');
      expect(existsSync(cache)).toBe(true);
      await switchTo('3.6.0+a1b2c3d');
      await switchTo('checkout'); // 3.5.0 is no longer the previous state either
      const before = await blobs();
      const done = await h.admin('POST', '/remotes/unpublish', {
        remote: 'account',
        version: '3.5.0+a1b2c3d',
        reason: 'test',
      });
      expect(done.statusCode).toBe(200);
      // its manifest and remoteEntry.js go; the chunk 3.6.0 holds too stays
      expect(await blobs()).toBe(before - 2);
      expect(await h.rows("select path from release_files where version = '3.5.0+a1b2c3d'")).toEqual([]);
      expect((await get(b, '3.5.0+a1b2c3d', 'remoteEntry.js')).statusCode).toBe(404);
      // the cache is older than a minute at the other replica's next read of the registry
      const old = new Date(Date.now() - 120_000);
      utimesSync(cache, old, old);
      await b.app.inject({ method: 'GET', url: '/config.json' });
      expect(existsSync(cache)).toBe(false);
    } finally {
      await b.close();
    }
  });

  test('a replica that cannot write a release it would serve is not ready (503 naming it), and never serves a wrong byte', async () => {
    await publish(releaseFolder({ version: '3.7.0+a1b2c3d' }));
    await switchTo('3.7.0+a1b2c3d');
    // the stored bytes are damaged (a restore gone wrong): no replica with an empty disk can serve it
    await h.rows(
      "update release_blobs set body = convert_to('damaged', 'UTF8') where sha256 in (select sha256 from release_files where version = '3.7.0+a1b2c3d' and path = 'remoteEntry.js')",
    );
    const c = await replica();
    try {
      const ready = await c.app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json().code, ready.json().releases]).toEqual([
        503,
        'unavailable',
        ['account 3.7.0+a1b2c3d'],
      ]);
      const res = await get(c, '3.7.0+a1b2c3d', 'remoteEntry.js');
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toContain('damaged');
    } finally {
      await c.close();
    }
  });

  test('a release published and never switched on serves no file; no release serves an HTML page', async () => {
    const dir = releaseFolder({ version: '3.8.0+a1b2c3d' });
    writeFileSync(join(dir, 'statement.html'), '<script>alert(1)</script>');
    expect((await publish(dir)).statusCode).toBe(200);
    expect((await get(h, '3.8.0+a1b2c3d', 'remoteEntry.js')).statusCode).toBe(404);
    await h.admin('POST', '/remotes/canary', { remote: 'account', version: '3.8.0+a1b2c3d', percent: 10 });
    expect((await get(h, '3.8.0+a1b2c3d', 'remoteEntry.js')).statusCode).toBe(200);
    expect((await get(h, '3.8.0+a1b2c3d', 'statement.html')).statusCode).toBe(404);
  });
});

describe('a remote declares its pages: /config.json carries them, publish checks them', () => {
  const statement = {
    path: '/accessibility',
    expose: './AccessibilityStatement',
    title: 'Accessibility statement',
    links: [{ in: 'footer', order: 10, label: 'Accessibility' }],
  };
  const withPage = (
    version: string,
    pages: unknown[] = [statement],
    exposes = ['./AccountPage', './parcel', './AccessibilityStatement'],
  ) => releaseFolder({ version, pages, exposes });
  const pagesOf = async (query = '') =>
    (await h.app.inject({ method: 'GET', url: `/config.json${query}` })).json<{
      pages: { path: string; remote: string }[];
    }>().pages;
  const refusal = async (dir: string) => {
    const res = await publish(dir);
    return [res.statusCode, res.json().code, res.json().message];
  };

  test('a page is served with its release: switched on it is in /config.json, a canary shows it to its share only, a rollback takes it away', async () => {
    expect(await pagesOf()).toEqual([]);
    expect((await publish(withPage('4.0.0+a1b2c3d'))).statusCode).toBe(200);
    // published is not served
    expect(await pagesOf()).toEqual([]);
    await h.admin('POST', '/remotes/canary', { remote: 'account', version: '4.0.0+a1b2c3d', percent: 25 });
    expect(await pagesOf('?bucket=10')).toEqual([
      {
        ...statement,
        links: [{ ...statement.links[0], for: 'everyone' }],
        session: 'none',
        remote: 'account',
      },
    ]);
    expect(await pagesOf('?bucket=60')).toEqual([]);
    expect(await pagesOf()).toEqual([]);
    await switchTo('4.0.0+a1b2c3d');
    expect((await pagesOf()).map((p) => p.path)).toEqual(['/accessibility']);
    expect((await h.admin('POST', '/remotes/rollback', { remote: 'account' })).statusCode).toBe(200);
    expect(await pagesOf('?bucket=60')).toEqual([]);
  });

  test('publish refuses a page at a path of the host, a malformed page, a page on an expose it lacks, a path declared twice: each named (409 release_page_conflict, audited)', async () => {
    const [status, code, message] = await refusal(
      withPage('4.1.0+a1b2c3d', [
        { ...statement, path: '/contact-us' },
        { ...statement, path: '/ind/extra' },
        { path: 'no-slash', expose: './AccessibilityStatement', title: 'x' },
        { ...statement, path: '/help', expose: './Missing' },
        { ...statement, path: '/twice' },
        { ...statement, path: '/twice' },
      ]),
    );
    expect([status, code]).toEqual([409, 'release_page_conflict']);
    expect(message).toBe(
      "account 4.1.0+a1b2c3d declares pages it cannot have: /contact-us is the host's; /ind/extra is the host's; " +
        "page 3 is not a page (path: Expected a path such as '/accessibility'); " +
        '/help shows ./Missing, which the release does not expose; /twice is declared twice',
    );
    expect(await lastAudit('admin_remote_publish')).toMatchObject({ outcome: 'refused' });
  });

  test("a path another remote's served release declares is refused, and free again once that release is rolled back", async () => {
    expect((await publish(withPage('4.2.0+a1b2c3d'))).statusCode).toBe(200);
    await switchTo('4.2.0+a1b2c3d');
    const support = releaseFolder({
      name: 'support',
      version: '4.3.0+a1b2c3d',
      pages: [{ ...statement, expose: './ContactPage' }],
      exposes: ['./ContactPage', './Agreements', './parcel'],
    });
    const res = await publish(support, 'support');
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      409,
      'release_page_conflict',
      'support 4.3.0+a1b2c3d declares pages it cannot have: /accessibility is a page of account',
    ]);
    await switchTo('checkout');
    expect((await publish(support, 'support')).statusCode).toBe(200);
  });
});

describe('remote unpublish <remote> <version> --reason', () => {
  const unpublish = (version: string, reason: unknown = 'withdrawn: a bug in the account page') =>
    h.admin('POST', '/remotes/unpublish', { remote: 'account', version, reason });

  test('refused for the release served (409 release_in_use) and for the one in canary; accepted otherwise: not served, not listed, audited with the reason', async () => {
    await publish(releaseFolder({ version: '1.1.0+a1b2c3d' }));
    await publish(releaseFolder({ version: '1.2.0+b2c3d4e' }));
    await publish(releaseFolder({ version: '1.3.0+c3d4e5f' }));
    await h.admin('POST', '/remotes/switch', { remote: 'account', version: '1.1.0+a1b2c3d' });
    await h.admin('POST', '/remotes/canary', { remote: 'account', version: '1.2.0+b2c3d4e', percent: 10 });

    const live = await unpublish('1.1.0+a1b2c3d');
    expect([live.statusCode, live.json()]).toEqual([
      409,
      { code: 'release_in_use', message: 'account serves 1.1.0+a1b2c3d: switch to another release first' },
    ]);
    const canary = await unpublish('1.2.0+b2c3d4e');
    expect([canary.statusCode, canary.json()]).toEqual([
      409,
      {
        code: 'release_in_use',
        message: 'account serves 1.2.0+b2c3d4e in its canary: end the canary first',
      },
    ]);
    expect((await lastAudit('admin_remote_unpublish'))?.outcome).toBe('in_use');

    const base = '/remotes/releases/account/1.3.0%2Bc3d4e5f/';
    // published and never switched on: its files are not served
    expect((await h.app.inject({ method: 'GET', url: `${base}remoteEntry.js` })).statusCode).toBe(404);
    const done = await unpublish('1.3.0+c3d4e5f');
    expect(done.statusCode).toBe(200);
    expect(done.json().releases.map((r: { version: string }) => r.version)).toEqual([
      '1.1.0+a1b2c3d',
      '1.2.0+b2c3d4e',
    ]);
    for (const file of ['remoteEntry.js', 'mf-manifest.json', '123.0123abcd.js'])
      expect((await h.app.inject({ method: 'GET', url: `${base}${file}` })).statusCode).toBe(404);
    expect(await h.rows('select version from remote_releases where version = $1', ['1.3.0+c3d4e5f'])).toEqual(
      [],
    );
    // the portal's copy goes; the team's folder stays
    expect(existsSync(join(h.dataDir, 'releases', 'account', '1.3.0%2Bc3d4e5f'))).toBe(false);
    expect(existsSync(join(work, 'account-1.3.0+c3d4e5f', 'remoteEntry.js'))).toBe(true);
    expect(await lastAudit('admin_remote_unpublish')).toEqual({
      outcome: 'success',
      detail: {
        operator: 'admin',
        remote: 'account',
        version: '1.3.0+c3d4e5f',
        from: expect.stringContaining('account-1.3.0+c3d4e5f'),
        to: null,
        reason: 'withdrawn: a bug in the account page',
      },
    });

    // once the canary ends and another release is switched on, both go
    await h.admin('POST', '/remotes/canary', { remote: 'account', version: '1.2.0+b2c3d4e', percent: 0 });
    expect((await unpublish('1.2.0+b2c3d4e')).statusCode).toBe(200);
    await h.admin('POST', '/remotes/switch', { remote: 'account', version: 'checkout' });
    expect((await unpublish('1.1.0+a1b2c3d')).statusCode).toBe(200);
    // the earlier state names an unpublished release: no rollback to it
    const rollback = await h.admin('POST', '/remotes/rollback', { remote: 'account' });
    expect([rollback.statusCode, rollback.json()]).toEqual([
      404,
      { code: 'not_found', message: 'account 1.1.0+a1b2c3d is not published: no rollback to it' },
    ]);
  });

  test('a reason is required (400), an unknown release is 404', async () => {
    await publish(releaseFolder({ version: '1.1.0+a1b2c3d' }));
    const noReason = await unpublish('1.1.0+a1b2c3d', '');
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'invalid_request']);
    const unknown = await unpublish('9.9.9+fffffff');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { code: 'not_found', message: 'account 9.9.9+fffffff is not published' },
    ]);
  });
});

describe('a release on another host (remote publish <remote> https://…/mf-manifest.json): pinned by a copy', () => {
  let server: Server;
  let origin = '';
  let dir = '';
  /** what the team's host serves instead of a file of the release folder */
  const replaced = new Map<string, string>();
  beforeEach(async () => {
    dir = releaseFolder({ version: '1.3.0+c3d4e5f' });
    replaced.clear();
    server = createServer((req, res) => {
      const path = (req.url ?? '').replace(/^\/account\/1\.3\.0\//, '');
      const file = join(dir, ...path.split('/'));
      if (replaced.has(path)) res.writeHead(200).end(replaced.get(path));
      else if (path !== req.url && existsSync(file)) res.writeHead(200).end(readFileSync(file));
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((r) => server.close(r));
  });

  test('publish copies its listed files; the portal serves the copy, and a file changed at the URL later is not what runs', async () => {
    writeFileList(dir);
    const url = `${origin}/account/1.3.0/mf-manifest.json`;
    const published = await publish(url);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ source: 'url', location: url, version: '1.3.0+c3d4e5f' });
    await h.admin('POST', '/remotes/switch', { remote: 'account', version: '1.3.0+c3d4e5f' });
    const base = '/remotes/releases/account/1.3.0%2Bc3d4e5f/';
    expect((await configRemotes()).account).toBe(`${base}mf-manifest.json`);
    // the team's host is not where the pages load scripts from
    const csp = String(
      (await h.app.inject({ method: 'GET', url: '/config.json' })).headers['content-security-policy'],
    );
    expect(csp).not.toContain(origin);

    // whoever controls that host changes the container: cardholders still get what was published
    replaced.set('remoteEntry.js', 'alert("changed after publish")');
    const entry = await h.app.inject({ method: 'GET', url: `${base}remoteEntry.js` });
    expect([entry.statusCode, entry.body]).toEqual([200, '/* account 1.3.0+c3d4e5f */']);
    expect(existsSync(join(h.dataDir, 'releases', 'account', '1.3.0%2Bc3d4e5f', 'remoteEntry.js'))).toBe(
      true,
    );
  });

  test('another replica serves it from the database: a file changed at the URL since is never served', async () => {
    writeFileList(dir);
    expect((await publish(`${origin}/account/1.3.0/mf-manifest.json`)).statusCode).toBe(200);
    expect((await switchTo('1.3.0+c3d4e5f')).statusCode).toBe(200);
    const other = await harness({
      settings: { remoteRegistryTtlMs: 0 },
      db: { db: h.db, dispose: async () => undefined },
    });
    try {
      const entry = () =>
        other.app.inject({ method: 'GET', url: '/remotes/releases/account/1.3.0%2Bc3d4e5f/remoteEntry.js' });
      replaced.set('remoteEntry.js', 'alert("changed after publish")');
      const copied = await entry();
      expect([copied.statusCode, copied.body]).toEqual([200, '/* account 1.3.0+c3d4e5f */']);
    } finally {
      await other.close();
    }
  });

  test('a file at the URL that is not the one its list names: refused (409 release_integrity), nothing kept', async () => {
    writeFileList(dir);
    replaced.set('123.0123abcd.js', '/* not the published chunk */');
    const res = await publish(`${origin}/account/1.3.0/mf-manifest.json`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'release_integrity',
      message: expect.stringMatching(
        /^123\.0123abcd\.js at http:\/\/127\.0\.0\.1:\d+\/account\/1\.3\.0\/123\.0123abcd\.js is not the file release-files\.json names/,
      ),
    });
    expect((await h.admin('GET', '/remotes')).json()[0].releases).toEqual([]);
    expect(readdirSync(join(h.dataDir, 'releases', 'account'))).toEqual([]);
  });

  test('a release without its file list (not built by `pnpm release`), or listing its dev page: refused', async () => {
    const none = await publish(`${origin}/account/1.3.0/mf-manifest.json`);
    expect([none.statusCode, none.json().code]).toEqual([404, 'not_found']);
    expect(none.json().message).toMatch(/release-files\.json answered 404$/);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>dev</title>');
    writeFileList(dir);
    const devPage = await publish(`${origin}/account/1.3.0/mf-manifest.json`);
    expect([devPage.statusCode, devPage.json().code]).toEqual([409, 'release_has_dev_page']);
  });

  test('a release whose chunks load from elsewhere (publicPath not auto): refused, the copy would not be what runs', async () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
      metaData: { publicPath: string };
    };
    manifest.metaData.publicPath = 'https://cdn.team.example/account/';
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileList(dir);
    const res = await publish(`${origin}/account/1.3.0/mf-manifest.json`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'release_incompatible']);
    expect(res.json().message).toContain(
      "its chunks load from https://cdn.team.example/account/, not from beside its remoteEntry.js (publicPath 'auto')",
    );
  });

  test('unpublish deletes the copy', async () => {
    writeFileList(dir);
    await publish(`${origin}/account/1.3.0/mf-manifest.json`);
    const copy = join(h.dataDir, 'releases', 'account', '1.3.0%2Bc3d4e5f');
    expect(existsSync(copy)).toBe(true);
    const res = await h.admin('POST', '/remotes/unpublish', {
      remote: 'account',
      version: '1.3.0+c3d4e5f',
      reason: 'withdrawn by the team',
    });
    expect(res.statusCode).toBe(200);
    expect(existsSync(copy)).toBe(false);
  });
});

test('the CLI: remote publish takes the remote and a folder (made absolute) or a URL (kept)', () => {
  expect(
    requestFor(
      parseArgs(['remote', 'publish', 'account', 'releases/account/1.0.0+a', '--json']),
      '/srv/portal',
    ),
  ).toEqual({
    method: 'POST',
    path: '/admin/v1/remotes/publish',
    body: { remote: 'account', source: '/srv/portal/releases/account/1.0.0+a' },
  });
  expect(
    requestFor(parseArgs(['remote', 'publish', 'account', 'https://cdn.example/a/mf-manifest.json']), '/srv'),
  ).toMatchObject({ body: { remote: 'account', source: 'https://cdn.example/a/mf-manifest.json' } });
  expect(requestFor(parseArgs(['remote', 'canary', 'account', '1.2.0+b', '--percent', '50']))).toMatchObject({
    body: { remote: 'account', version: '1.2.0+b', percent: 50 },
  });
  expect(
    requestFor(parseArgs(['remote', 'unpublish', 'account', '1.2.0+b', '--reason', 'withdrawn by the team'])),
  ).toEqual({
    method: 'POST',
    path: '/admin/v1/remotes/unpublish',
    body: { remote: 'account', version: '1.2.0+b', reason: 'withdrawn by the team' },
  });
  expect(() => parseArgs(['remote', 'switch', 'account', '1.0.0', 'extra'])).toThrow(
    "'remote switch' takes REMOTE VERSION",
  );
  expect(() => requestFor(parseArgs(['remote', 'switch', 'account']))).toThrow('give the VERSION');
});
