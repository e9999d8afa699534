// Secrets across a MASTER_KEY rotation and after delivery: `keys reencrypt` carries a card
// number's lockout to its new fingerprint and never brings back a sealed body a transport dropped;
// in production nothing keeps a PIN the operator may never read. (Key ids, associated data and the
// sealed outbox themselves: keys.test.ts and outbox-secrets.test.ts.)
import { randomBytes } from 'node:crypto';
import { captchaFor, harness, openTestDb, type Harness, type TestDb } from './helpers';
import { loadKeys, type Keys } from '../src/crypto/keys';
import type { Db, SqlParam } from '../src/db';

const keysOf = (env: Record<string, string>): Keys => loadKeys(env, '/nonexistent', true).keys;
const login = (h: Harness, card: { cardNumber: string }, cvv: string) =>
  h.post('/auth/card', {
    cardNumber: card.cardNumber,
    cardCvv: cvv,
    captchaResponse: captchaFor('ind_login'),
  });
const wrong = (cvv: string) => String((Number(cvv) + 1) % 1000).padStart(3, '0');

/** The same store as `shared`; `after(sql)` runs once a query starting with `sql` has answered. */
function spying(shared: TestDb, after: (sql: string) => Promise<void>): TestDb {
  const db: Db = {
    ...shared.db,
    async query<T extends object>(sql: string, params?: readonly SqlParam[]): Promise<T[]> {
      const rows = await shared.db.query<T>(sql, params);
      await after(sql);
      return rows;
    },
  };
  return { db, dispose: () => shared.dispose() };
}

describe('MASTER_KEY rotation', () => {
  const masterA = randomBytes(32).toString('hex');
  const masterB = randomBytes(32).toString('hex');

  test('a card number held by the lockout stays held after keys reencrypt, and card unlock lifts it', async () => {
    const shared = await openTestDb();
    // two wrong CVVs lock, and the first lock holds until the call centre unlocks the number
    const lockout = { maxFailures: 2, minutes: 30, maxLockouts: 1 };
    const a = await harness({ db: shared, keys: keysOf({ MASTER_KEY: masterA }), settings: { lockout } });
    const card = await a.issue({ status: 'activated', registered: true });
    expect((await login(a, card, wrong(card.cvv))).statusCode).toBe(401);
    expect((await login(a, card, wrong(card.cvv))).statusCode).toBe(429);
    expect((await login(a, card, card.cvv)).statusCode).toBe(429);
    expect(await a.rows('select held from login_failures')).toEqual([{ held: true }]);
    await a.app.close();

    const b = await harness({
      db: shared,
      keys: keysOf({ MASTER_KEY: masterB, MASTER_KEY_PREVIOUS: masterA }),
      settings: { lockout },
    });
    try {
      // before the re-encrypt a wrong CVV may be counted under the new fingerprint: the rows merge
      expect([401, 429]).toContain((await login(b, card, wrong(card.cvv))).statusCode);
      expect((await b.admin('POST', '/keys/reencrypt', {})).json()).toEqual({ cards: 1, outbox: 0 });
      const held = await login(b, card, card.cvv);
      expect([held.statusCode, held.json<{ code: string }>().code]).toEqual([429, 'locked']);
      const fps = await b.rows<{ pan_fp: string; held: boolean }>(
        'select c.pan_fp, f.held from cards c join login_failures f on f.fingerprint = c.pan_fp',
      );
      expect(fps).toEqual([{ pan_fp: b.app.ctx.cardCrypto.fingerprint(card.cardNumber), held: true }]);
      expect((await b.rows('select 1 from login_failures')).length).toBe(1);
      const unlock = await b.admin('POST', '/cards/unlock', { card: card.cardNumber, reason: 'verified' });
      expect(unlock.json()).toMatchObject({ unlocked: true });
      expect((await login(b, card, card.cvv)).statusCode).toBe(200);
    } finally {
      await b.close();
    }
  });

  test('keys reencrypt never brings back a sealed body that a real transport delivered (and dropped) meanwhile', async () => {
    const shared = await openTestDb();
    const a = await harness({ db: shared, keys: keysOf({ MASTER_KEY: masterA }) });
    await a.issue({ virtual: true, status: 'activated', email: 'race@example.com' });
    await a.app.close();
    expect(await a.rows('select 1 from outbox where body_enc is not null')).toHaveLength(1);

    // the dispatcher delivers the link email and drops its sealed body right after the
    // re-encrypt command has read it
    let delivered = false;
    const racing = spying(shared, async (sql) => {
      if (delivered || !/^select id, body_enc from outbox/.test(sql)) return;
      delivered = true;
      await shared.db.query('update outbox set sent_at = now(), body_enc = null');
    });
    const b = await harness({
      db: racing,
      keys: keysOf({ MASTER_KEY: masterB, MASTER_KEY_PREVIOUS: masterA }),
    });
    try {
      expect((await b.admin('POST', '/keys/reencrypt', {})).json()).toEqual({ cards: 1, outbox: 0 });
      expect(delivered).toBe(true);
      expect(await b.rows('select 1 from outbox where body_enc is not null')).toHaveLength(0);
    } finally {
      await b.close();
    }
  });
});

describe('in production, with the console transport', () => {
  test('the sealed PIN is dropped once dispatched: nobody may ever read it back', async () => {
    const h = await harness({ settings: { production: true, testData: true } });
    try {
      const card = await h.issue({ status: 'activated', registered: true });
      expect((await h.post('/card/pin/reset', {}, await h.login(card))).statusCode).toBe(200);
      const sms = "select body, body_enc, sent_at is not null as sent from outbox where channel = 'sms'";
      expect((await h.rows<{ body_enc: string | null }>(sms))[0]!.body_enc).toMatch(/^s1\./);
      expect(await h.app.dispatcher.runOnce()).toBeGreaterThan(0);
      expect(await h.rows(sms)).toEqual([
        { body: expect.stringMatching(/a new PIN was sent to ···0143$/), body_enc: null, sent: true },
      ]);
    } finally {
      await h.close();
    }
  });
});
