// Releases across replicas, as deployed: three server processes of the compiled artefact on one
// PostgreSQL database, each with a DATA_DIR of its own. A release declaring a page is published and
// switched through replica A from a folder that is then deleted; replica B, and a replica C started
// afterwards on an empty disk, serve every file with the SHA-256 recorded at publish and carry the
// page in /config.json; a canary gives it to its share of browsers only; a rollback takes it away;
// unpublish removes it everywhere. Runs where TEST_DATABASE_URL names a database (CI does).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPg, type Db } from '../src/db';
import { fakeRelease } from './release-kit';
import { REPLICA_ADMIN_TOKEN, buildServer, startReplica, type Replica } from './replica-kit';

const PG_URL = process.env.TEST_DATABASE_URL;
const BASE = Number(process.env.RELEASE_REPLICA_TEST_PORT ?? 8490);
const pgOnly = PG_URL ? describe : describe.skip;

const VERSION = '7.0.0+a1b2c3d';
const PAGE = {
  path: '/accessibility',
  expose: './AccessibilityStatement',
  title: 'Accessibility statement',
  links: [{ in: 'footer', order: 10, label: 'Accessibility' }],
};

pgOnly('a release across three replicas on one PostgreSQL database', () => {
  const schema = `release_replicas_${randomBytes(5).toString('hex')}`;
  const env = {
    DATABASE_URL: PG_URL!,
    DATABASE_SCHEMA: schema,
    DATABASE_POOL_SIZE: '3',
    MASTER_KEY: randomBytes(32).toString('hex'),
    REMOTE_REGISTRY_TTL_MS: '0',
  };
  const replicas: Replica[] = [];
  let db: Db;
  let work: string;

  const admin = async (r: Replica, path: string, body: object) => {
    const res = await fetch(`http://127.0.0.1:${r.adminPort}/admin/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${REPLICA_ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const file = (r: Replica, path: string) =>
    fetch(`${r.origin}/remotes/releases/account/${encodeURIComponent(VERSION)}/${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
  const pages = async (r: Replica, query = '') =>
    (
      (await (await fetch(`${r.origin}/config.json${query}`)).json()) as { pages: { path: string }[] }
    ).pages.map((p) => p.path);
  const start = async (name: string, i: number) => {
    const r = await startReplica(name, BASE + 2 * i, env);
    replicas.push(r);
    await r.ready(30_000);
    return r;
  };

  beforeAll(async () => {
    buildServer();
    work = mkdtempSync(join(tmpdir(), 'portal-release-replicas-'));
    db = await openPg({ connectionString: PG_URL!, schema, max: 2 });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    await db?.query(`drop schema if exists ${schema} cascade`);
    await db?.close();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  test('published and switched through A from a folder deleted since: B and a replica started later on an empty disk serve it byte for byte, with its page', async () => {
    const [a, b] = await Promise.all([start('a', 0), start('b', 1)]);
    const dir = fakeRelease(work, {
      version: VERSION,
      pages: [PAGE],
      exposes: ['./AccountPage', './parcel', './AccessibilityStatement'],
    });
    expect((await admin(a, '/remotes/publish', { remote: 'account', source: dir })).status).toBe(200);
    expect((await admin(a, '/remotes/switch', { remote: 'account', version: VERSION })).status).toBe(200);
    rmSync(dir, { recursive: true, force: true });
    const c = await start('c', 2);

    const recorded = await db.query<{ path: string; sha256: string }>(
      'select path, sha256 from release_files where remote = $1 and version = $2 order by path',
      ['account', VERSION],
    );
    expect(recorded.length).toBeGreaterThan(0);
    for (const r of [b, c]) {
      for (const { path, sha256 } of recorded) {
        const res = await file(r, path);
        const hash = `sha256-${createHash('sha256')
          .update(Buffer.from(await res.arrayBuffer()))
          .digest('base64')}`;
        expect([r.name, path, res.status, hash]).toEqual([r.name, path, 200, sha256]);
      }
      expect([r.name, await pages(r)]).toEqual([r.name, ['/accessibility']]);
      expect([r.name, (await fetch(`${r.origin}/readyz`)).status]).toEqual([r.name, 200]);
    }
  }, 120_000);

  test('a canary through A gives the page to its share of browsers on every replica; a rollback takes it away', async () => {
    const [a, b, c] = replicas;
    expect((await admin(a!, '/remotes/switch', { remote: 'account', version: 'checkout' })).status).toBe(200);
    for (const r of [a!, b!, c!]) expect(await pages(r)).toEqual([]);
    expect(
      (await admin(a!, '/remotes/canary', { remote: 'account', version: VERSION, percent: 30 })).status,
    ).toBe(200);
    for (const r of [b!, c!]) {
      expect([r.name, await pages(r, '?bucket=5')]).toEqual([r.name, ['/accessibility']]);
      expect([r.name, await pages(r, '?bucket=70')]).toEqual([r.name, []]);
    }
    expect((await admin(b!, '/remotes/rollback', { remote: 'account' })).status).toBe(200);
    for (const r of [a!, c!]) expect([r.name, await pages(r, '?bucket=5')]).toEqual([r.name, []]);
  }, 60_000);

  test('unpublished through B, the release is gone for every replica; its version can never carry other files', async () => {
    const [a, b, c] = replicas;
    // after the rollback everyone gets the checkout's build again: 7.0.0 is served nowhere
    expect((await admin(a!, '/remotes/switch', { remote: 'account', version: 'checkout' })).status).toBe(409);
    const gone = await admin(b!, '/remotes/unpublish', {
      remote: 'account',
      version: VERSION,
      reason: 'test',
    });
    expect(gone.status).toBe(200);
    for (const r of [a!, c!])
      expect([r.name, (await file(r, 'remoteEntry.js')).status]).toEqual([r.name, 404]);
    const changed = fakeRelease(work, { version: VERSION, exposes: ['./AccountPage', './parcel'] });
    const refused = await admin(c!, '/remotes/publish', { remote: 'account', source: changed });
    expect([refused.status, refused.body.code]).toEqual([409, 'release_version_taken']);
  }, 60_000);
});
