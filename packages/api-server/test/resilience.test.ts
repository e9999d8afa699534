import fc from 'fast-check';
import { PATHS } from '@portal/contracts';
import { harness, openTestDb, PG_URL, type Harness } from './helpers';
import { DbUnavailableError, openPg, type Db } from '../src/db';
import { buildApp } from '../src/app';
import { deriveKeys } from '../src/crypto/keys';
import { loadSettings } from '../src/config/settings';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A store that can be switched off, as if the database went away. */
function switchable(inner: Db) {
  const state = { down: false };
  const guard = () => {
    if (state.down) throw new DbUnavailableError(new Error('connection refused'));
  };
  const db: Db = {
    kind: inner.kind,
    async query(sql, params) {
      guard();
      return inner.query(sql, params);
    },
    async tx(fn) {
      guard();
      return inner.tx(fn);
    },
    async session(fn) {
      guard();
      return inner.session(fn);
    },
    exec: (sql) => inner.exec(sql),
    async ping() {
      guard();
      return inner.ping();
    },
    close: () => inner.close(),
  };
  return { db, state };
}

describe('database outage', () => {
  test('answers 503 unavailable while the store is down and recovers when it returns', async () => {
    const test = await openTestDb();
    const { db, state } = switchable(test.db);
    const h = await harness({ db: { db, dispose: () => test.dispose() } });
    try {
      const card = await h.issue({ status: 'activated' });
      const token = await h.login(card);
      state.down = true;
      const info = await h.get('/card/info', token);
      expect(info.statusCode).toBe(503);
      expect(info.json()).toEqual({ code: 'unavailable', message: expect.any(String) });
      expect((await h.get('/readyz')).statusCode).toBe(503);
      expect((await h.get('/healthz')).statusCode).toBe(200);
      const login = await h.post('/auth/card', {
        cardNumber: card.cardNumber,
        cardCvv: card.cvv,
        captchaResponse: 'ok:ind_login',
      });
      expect(login.statusCode).toBe(503);
      state.down = false;
      expect((await h.get('/card/info', token)).statusCode).toBe(200);
      expect((await h.get('/readyz')).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });

  test('an unreachable PostgreSQL gives 503 on /readyz and on API calls (real driver error)', async () => {
    const db = await openPg({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp({
      db,
      keys: deriveKeys(randomBytes(32)),
      settings: {
        ...loadSettings({ NODE_ENV: 'test', PORTAL_MODE: 'development', CAPTCHA: 'off' }),
        dataDir: mkdtempSync(join(tmpdir(), 'portal-down-')),
        adminTokens: [{ name: 'admin', token: 'x'.repeat(20) }],
        loginFloorMs: 0,
      },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      const res = await app.inject({
        method: 'POST',
        url: '/api/ind/v1/auth/card',
        payload: { cardNumber: '4111111111111111', cardCvv: '123', captchaResponse: 'x' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('unavailable');
    } finally {
      await app.close();
      await db.close();
    }
  });
});

const pgOnly = PG_URL ? describe : describe.skip;
pgOnly('a connection lost while a transaction holds it (PostgreSQL)', () => {
  test('the transaction fails as unavailable, the process does not crash, and the pool serves the next query', async () => {
    const test = await openTestDb();
    const { db } = test;
    try {
      const tx = db.tx(async (q) => {
        const [me] = await q.query<{ pid: number }>('select pg_backend_pid() as pid');
        // the database ends this connection (a restart, a failover) while the transaction is idle on it
        await db.query('select pg_terminate_backend($1)', [me!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await q.query('select 1');
      });
      await expect(tx).rejects.toBeInstanceOf(DbUnavailableError);
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
      // and the pool has not kept the broken connection for a later transaction
      expect(await db.tx((q) => q.query('select 2 as two'))).toEqual([{ two: 2 }]);
    } finally {
      await test.dispose();
    }
  });
});

describe('hostile bodies (property-based)', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await harness();
    const card = await h.issue({ status: 'activated', registered: true });
    token = await h.login(card);
  });
  afterAll(() => h.close());

  const hostileString = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '=cmd|calc',
      '../../etc/passwd',
      '\ud800',
      '9'.repeat(5000),
      '4111111111111111',
      '01/01/1900',
      '12/31/9999',
      '02/30/2024',
    ),
  );
  const hostileValue = fc.oneof(
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(hostileString, { maxLength: 3 }),
    fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  );
  const fieldNames = [
    'cardNumber',
    'cardCvv',
    'captchaResponse',
    'cardNum',
    'cvv',
    'accountId',
    'email',
    'frozen',
    'startDate',
    'endDate',
    'page',
    'txnPerPage',
    'linkClickParams',
    'firstName',
    'lastName',
    'dateOfBirth',
    'address1',
    'city',
    'state',
    'zipCode',
    'phone',
    'name',
    'inquiryType',
    'message',
    '__proto__',
    'constructor',
  ];
  const body = fc.oneof(
    fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 12 }),
    hostileValue,
    fc.json(),
  );
  const postPaths = Object.entries(PATHS)
    .filter(([name]) => !['cardInfo', 'balance', 'cardImage', 'captchaChallenge'].includes(name))
    .map(([, path]) => path);

  test('every POST endpoint answers below 500 for any body, with and without a session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...postPaths),
        body,
        fc.boolean(),
        fc.boolean(),
        async (path, payload, withToken, raw) => {
          const res = await h.app.inject({
            method: 'POST',
            url: `/api/ind/v1${path}`,
            headers: {
              'content-type': 'application/json',
              ...(withToken ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: raw && typeof payload === 'string' ? payload : JSON.stringify(payload),
          });
          if (res.statusCode >= 500) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
          if (res.headers['content-type']?.toString().startsWith('application/json')) JSON.parse(res.body);
        },
      ),
      { numRuns: 400, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);

  /** percent-encoding; a lone surrogate becomes a malformed sequence, which the server must survive too */
  const enc = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ED%A0%80';
    }
  };

  test('card image and challenge GETs answer below 500 for any id, token or action', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, async (a, b) => {
        const image = await h.app.inject({
          method: 'GET',
          url: `/api/ind/v1/card/vv/image/${enc(a)}?token=${enc(b)}`,
        });
        expect(image.statusCode).toBeLessThan(500);
        const challenge = await h.app.inject({
          method: 'GET',
          url: `/api/ind/v1/captcha/challenge?action=${enc(a)}`,
        });
        expect(challenge.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

pgOnly('prepared statements (PostgreSQL)', () => {
  test('a fixed query is prepared once per connection; a select * is not, so a column another replica adds meanwhile does not fail it', async () => {
    const test = await openTestDb();
    const { db } = test;
    try {
      await db.exec('create table prep_probe (id int primary key, a text)');
      await db.query('insert into prep_probe values ($1, $2)', [1, 'x']);
      await db.tx(async (q) => {
        // one transaction, one connection: what that connection has prepared
        await q.query('select a from prep_probe where id = $1', [1]);
        await q.query('select * from prep_probe where id = $1', [1]);
        const prepared = (
          await q.query<{ statement: string }>('select statement from pg_prepared_statements')
        ).map((p) => p.statement);
        expect(prepared).toContain('select a from prep_probe where id = $1');
        expect(prepared).not.toContain('select * from prep_probe where id = $1');
      });
      await db.exec('alter table prep_probe add column b int');
      // through every connection of the pool, those that ran it before included
      for (let i = 0; i < 12; i++) {
        expect(await db.query('select * from prep_probe where id = $1', [1])).toEqual([
          { id: 1, a: 'x', b: null },
        ]);
        expect(await db.query('select a from prep_probe where id = $1', [1])).toEqual([{ a: 'x' }]);
      }
    } finally {
      await test.dispose();
    }
  });
});
